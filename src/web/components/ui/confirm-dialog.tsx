import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { useFocusReturn } from './dialog';

/**
 * A confirmation for something that cannot be undone. Focus starts on Cancel; the confirm button
 * stays open (busy) until `onConfirm` settles, then the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busy = false,
  busyLabel = 'Deleting...',
  focusOnClose,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** The confirm button's text while `busy`. */
  busyLabel?: string;
  /** Where the focus goes on closing, instead of back to what opened it. */
  focusOnClose?: () => HTMLElement | null;
  onConfirm: () => void;
}) {
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-navy-950/60" />
        <AlertDialog.Content
          {...focusReturn}
          {...(focusOnClose && {
            onCloseAutoFocus: (event: Event) => {
              event.preventDefault();
              focusOnClose()?.focus();
            },
          })}
          className="dialog-content fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold break-words text-navy-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline', 'sm')} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('danger', 'sm')}
              disabled={busy}
              onClick={(event) => {
                // The caller closes the dialog when the action has finished.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy ? busyLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
