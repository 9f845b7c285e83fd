import { useSyncExternalStore } from 'react';

/** Where the staff token is kept between visits. */
export const ADMIN_TOKEN_KEY = 'adminToken';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

let current: string | null = typeof window === 'undefined' ? null : read();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAdminToken(): string | null {
  return current;
}

export function setAdminToken(token: string | null): void {
  current = token;
  try {
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage may be unavailable (private mode): the token then lives for this page only.
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out in another tab signs this one out too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ADMIN_TOKEN_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
