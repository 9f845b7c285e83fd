import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../components/ui/confirm-dialog';

/** The forms of the page holding edits not saved yet (one page, one browser tab: a module's set is enough). */
const dirtyForms = new Set<string>();

/**
 * A form declares its edits not saved yet: while `dirty`, closing or reloading the page asks the browser's
 * question, and a shell's guard (useLeaveGuard) asks before moving to another part of the panel.
 */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      dirtyForms.delete(id);
      window.removeEventListener('beforeunload', ask);
    };
  }, [id, dirty]);
}

/**
 * For a shell: `guard(leave, trigger)` leaves at once when no form holds unsaved edits, else asks first (render `dialog`).
 * Answered, the focus goes back to `trigger` (the link or button that asked to leave) or, without one, where
 * `focusOnClose` says: a tab that takes the focus is chosen by it (Radix tabs activate on focus), so going
 * back to the tab clicked would only ask again.
 */
export function useLeaveGuard(focusOnClose?: () => HTMLElement | null) {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  // Kept past the dialog's closing render: the focus moves after it.
  const from = useRef<HTMLElement | undefined>(undefined);
  const guard = useCallback((leave: () => void, trigger?: HTMLElement) => {
    if (dirtyForms.size === 0) return leave();
    from.current = trigger;
    setLeaving(() => leave);
  }, []);
  const [, navigate] = useLocation();
  /** A panel link's click through the guard (wouter's Link leaves a click that opens a new tab alone before this). */
  const guardLink = useCallback(
    (to: string) => (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      guard(() => navigate(to), event.currentTarget);
    },
    [guard, navigate],
  );
  const dialog = (
    <ConfirmDialog
      open={leaving !== null}
      onOpenChange={(open) => !open && setLeaving(null)}
      title="Leave without saving?"
      message="Your changes have not been saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      focusOnClose={() => (from.current?.isConnected ? from.current : (focusOnClose?.() ?? null))}
      onConfirm={() => {
        setLeaving(null);
        leaving?.();
      }}
    />
  );
  return { guard, guardLink, dialog };
}
