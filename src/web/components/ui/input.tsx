import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'block w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}
