import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { dismissToast, useCurrentToast } from './use-toast';

/** Toast behaviour: Radix defaults (5000 ms, swipe right past 50 px, F8 hotkey), one at a time. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** A toast with a link stays longer: time to read it and reach the link (hovering or focusing it pauses the timer). */
export const TOAST_WITH_LINK_DURATION_MS = 10_000;

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white',
} as const;

export function Toaster() {
  const message = useCurrentToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {message && (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          duration={message.link ? TOAST_WITH_LINK_DURATION_MS : undefined}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variants[message.variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description && <ToastPrimitive.Description className="text-sm opacity-95">{message.description}</ToastPrimitive.Description>}
            {message.link && (
              // Following it closes the toast; the page it opens is in this app (no reload).
              <ToastPrimitive.Action altText={message.link.label} asChild>
                <Link href={message.link.href} className="justify-self-start text-sm font-medium underline underline-offset-2">
                  {message.link.label}
                </Link>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 rounded-md p-1 focus-visible:outline-2 focus-visible:outline-offset-1',
              message.variant === 'destructive'
                ? 'text-white hover:bg-red-800 focus-visible:outline-white'
                : 'text-slate-600 hover:bg-slate-100 focus-visible:outline-teal-600',
            )}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className={cn(
          // Above the floating chat button (bottom-4, 56 px high), never over it: at 375 px a toast is as wide as the window.
          'fixed right-0 bottom-[4.5rem] z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4',
          // Reached with F8: the region shows that it has the focus, the ring drawn inside it (it sits on the window's edge).
          'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
