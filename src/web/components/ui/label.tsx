import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller names the control with htmlFor or wraps it.
  return <label className={cn('mb-1 block text-sm font-medium text-navy-900', className)} {...props} />;
}
