import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFocusHoldingDisabled } from './use-focus-holding-disabled';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 active:bg-teal-900',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50',
  ghost: 'text-navy-900 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className, type = 'button', disabled, onClick, onFocus, onBlur, ...props }: ButtonProps) {
  // Disabled by its own click (work going, or the choice it applies emptied), it keeps a keyboard user's focus.
  const focusHolding = useFocusHoldingDisabled(disabled, { onClick, onFocus, onBlur });
  return <button type={type} className={buttonClasses(variant, size, className)} {...focusHolding} {...props} />;
}
