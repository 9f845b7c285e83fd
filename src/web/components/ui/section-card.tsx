import type { ReactNode } from 'react';
import { Card } from './card';
import { cn } from '../../lib/cn';

/** A dashboard card named by its heading, for landmarks and screen-reader navigation. */
export function SectionCard({
  id,
  title,
  description,
  action,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={`${id}-heading`} className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-900">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          {action}
        </div>
        <div className="mt-4 flex-1">{children}</div>
      </section>
    </Card>
  );
}

/** The quiet line a list shows while it loads, when it failed or when it is empty. */
export function ListMessage({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
