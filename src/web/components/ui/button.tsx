import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';

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
  const [focused, setFocused] = useState(false);
  // A button disabled while it has the focus (its own click sets work going, or empties the choice it
  // applies) would drop a keyboard user's focus on the page: it keeps the focus, marked disabled and
  // doing nothing, and is really disabled once the focus moves on.
  const holdsFocus = Boolean(disabled) && focused;
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled && !holdsFocus}
      aria-disabled={holdsFocus || undefined}
      onClick={(event) => {
        if (holdsFocus) event.preventDefault();
        else onClick?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // The window losing the focus (a file chooser, another window) leaves the button the focused one.
        if (event.currentTarget !== document.activeElement) setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
