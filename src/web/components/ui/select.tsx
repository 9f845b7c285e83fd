import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { fieldSizeClasses, type FieldSize } from './input';

/** A styled native select: accessible, works on every phone, and costs no script. */
export function Select({ className, children, fieldSize = 'md', ...props }: ComponentProps<'select'> & { fieldSize?: FieldSize }) {
  return (
    <select className={cn(fieldSizeClasses(fieldSize), fieldSize === 'sm' ? 'h-9 pr-8' : 'h-11 pr-8', className)} {...props}>
      {children}
    </select>
  );
}
