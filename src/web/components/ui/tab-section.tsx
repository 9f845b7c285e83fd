import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SectionHeader } from './status-pill';

/** A titled section of an admin tab: its heading with the section's controls, then its content (usually a data table). */
export function TabSection({
  id,
  title,
  description,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('grid grid-cols-[minmax(0,1fr)] gap-3', className)}>
      <SectionHeader id={id} title={title} description={description}>
        {actions}
      </SectionHeader>
      {children}
    </section>
  );
}
