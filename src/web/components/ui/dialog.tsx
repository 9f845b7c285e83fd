import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { focusRowPlace, type RowPlace, rowPlaceOf } from '../../lib/focus';
import { Button, buttonClasses } from './button';
import { isToastShowing } from './use-toast';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const sizes = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/**
 * Gives focus back to what opened a dialog when it closes. Radix returns it only to its own Trigger;
 * our dialogs are opened by ordinary buttons (table rows, headers), so the opener is noted on open.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const place = useRef<RowPlace | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      place.current = opener.current && rowPlaceOf(opener.current);
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
        return;
      }
      // The opener's row went with what the dialog did (a lead deleted): the row now in its place has the focus.
      if (place.current && focusRowPlace(place.current)) event.preventDefault();
    },
  };
}

/**
 * A toast shown after something done in a dialog (a note added, say) is a later layer, so Escape would
 * close only the toast. Pressed inside the dialog (not in a dialog opened over it), it closes the dialog
 * too, as the person pressing it means. Seen before the layers see it (they close the toast). Rendered
 * inside the content, so only an open dialog listens.
 */
function EscapePastToast({ content, close }: { content: RefObject<HTMLDivElement | null>; close: RefObject<HTMLButtonElement | null> }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inside = event.target instanceof Node && content.current?.contains(event.target);
      if (event.key === 'Escape' && inside && isToastShowing()) close.current?.click();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [content, close]);
  return null;
}

/**
 * A modal dialog: focus is trapped and returned, Escape and the close button dismiss it, and the
 * title (always given) names it for assistive technology.
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  size?: keyof typeof sizes;
  children: ReactNode;
  className?: string;
}) {
  const focusReturn = useFocusReturn();
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-navy-950/60" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focusReturn}
        ref={content}
        className={cn(
          'dialog-content fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-xl border border-slate-200 bg-white shadow-xl focus:outline-none',
          sizes[size],
          className,
        )}
      >
        <EscapePastToast content={content} close={close} />
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-lg font-semibold text-navy-900">{title}</DialogPrimitive.Title>
            {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>}
          </div>
          <DialogPrimitive.Close
            ref={close}
            aria-label="Close"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </div>
        {/* Focusable so the keyboard can scroll a long body; the bottom scroll padding keeps a focused field clear of the sticky footer. */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          className="min-h-0 scroll-pb-20 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600"
        >
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of buttons at the foot of a dialog's body. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('sticky bottom-0 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3', className)}>
      {children}
    </div>
  );
}

/** A form dialog's footer: Cancel, and the submit button that names its work while pending. */
export function DialogFormFooter({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  const submit = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    // Disabling the focused button while its work runs drops the focus to the page body. When the
    // work ends with the dialog still open (it failed) and nothing else took the focus, it comes back here.
    if (wasPending.current && !pending && document.activeElement === document.body) submit.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return (
    <DialogFooter>
      <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
      <Button ref={submit} type="submit" size="sm" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
