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

/** One option per value, shown with its label (the value itself when there is no label). */
export function Options<T extends string>({ values, label = String }: { values: readonly T[]; label?: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
