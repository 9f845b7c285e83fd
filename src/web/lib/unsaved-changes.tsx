import { useCallback, useEffect, useId, useState } from 'react';
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
 * For a shell: `guard(leave)` leaves at once when no form holds unsaved edits, else asks first (render `dialog`).
 * `focusOnClose` says where the focus goes once answered: a tab that takes the focus is chosen by it (Radix
 * tabs activate on focus), so going back to the tab clicked would only ask again.
 */
export function useLeaveGuard(focusOnClose?: () => HTMLElement | null) {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const guard = useCallback((leave: () => void) => {
    if (dirtyForms.size === 0) leave();
    else setLeaving(() => leave);
  }, []);
  const dialog = (
    <ConfirmDialog
      open={leaving !== null}
      onOpenChange={(open) => !open && setLeaving(null)}
      title="Leave without saving?"
      message="Your changes have not been saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      focusOnClose={focusOnClose}
      onConfirm={() => {
        setLeaving(null);
        leaving?.();
      }}
    />
  );
  return { guard, dialog };
}
