import { useCallback, useSyncExternalStore } from 'react';

// Whether a staff member is alerted (a sound and a browser notification) to new chat messages: off until
// they turn it on, kept per member in this browser (the permission to notify is the browser's anyway).
const keyOf = (memberId: number) => `recourse.staff.${memberId}.chatAlerts`;
const listeners = new Set<() => void>();

export function readChatAlerts(memberId: number): boolean {
  try {
    return window.localStorage.getItem(keyOf(memberId)) === 'on';
  } catch {
    return false;
  }
}

export function storeChatAlerts(memberId: number, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(keyOf(memberId), 'on');
    else window.localStorage.removeItem(keyOf(memberId));
  } catch {
    // Storage unavailable (private mode): the setting lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The member's chat alert setting and its setter (also followed across this browser's tabs). */
export function useChatAlerts(memberId: number): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => readChatAlerts(memberId),
    () => false,
  );
  const set = useCallback((next: boolean) => storeChatAlerts(memberId, next), [memberId]);
  return [on, set];
}
