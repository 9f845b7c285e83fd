import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One answer of a radio group shown as a card: the card is the radio's label, ringed while the radio has the keyboard focus; `children` follow the radio. */
export function ChoiceCard({
  checked,
  radio,
  hover = true,
  className,
  children,
}: {
  checked: boolean;
  /** The radio's own attributes: its value and the form's registration. */
  radio: Omit<ComponentProps<'input'>, 'type' | 'className'>;
  /** Whether an unchosen card lightens under the pointer. */
  hover?: boolean;
  /** Alignment, padding and weight. */
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border text-sm',
        className,
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600',
        checked ? 'border-teal-700 bg-teal-50 text-navy-900' : cn('border-slate-300 bg-white text-slate-800', hover && 'hover:bg-slate-50'),
      )}
    >
      <input type="radio" {...radio} className="h-4 w-4 accent-teal-700" />
      {children}
    </label>
  );
}
