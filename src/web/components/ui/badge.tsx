import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type Variant = 'neutral' | 'example';

const variants: Record<Variant, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  example: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export function Badge({ className, variant = 'neutral', ...props }: ComponentProps<'span'> & { variant?: Variant }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', variants[variant], className)}
      {...props}
    />
  );
}

/** The label every piece of demo content carries, so no example passes for the operator's own. */
export function ExampleBadge({ show, className }: { show: boolean; className?: string }) {
  if (!show) return null;
  return (
    <Badge variant="example" className={className}>
      Example
    </Badge>
  );
}
