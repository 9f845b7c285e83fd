import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type FieldSize = 'md' | 'sm';

const fieldBase =
  'block w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

/** Field look; `sm` is the denser size of the admin's toolbars and dialogs. */
export function fieldSizeClasses(size: FieldSize = 'md'): string {
  return cn(fieldBase, size === 'sm' ? 'text-sm' : 'text-base');
}

export const fieldClasses = fieldSizeClasses('md');

export function Input({ className, type = 'text', fieldSize = 'md', ...props }: ComponentProps<'input'> & { fieldSize?: FieldSize }) {
  return <input type={type} className={cn(fieldSizeClasses(fieldSize), fieldSize === 'sm' ? 'h-9' : 'h-11', className)} {...props} />;
}
