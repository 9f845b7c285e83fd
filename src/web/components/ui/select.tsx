import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

/** A styled native select: accessible, works on every phone, and costs no script. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(fieldClasses, 'h-11 pr-8', className)} {...props}>
      {children}
    </select>
  );
}
