import type { ReactNode } from 'react';

/** One labelled fact of a description list: the grey name over its value. */
export function Fact({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
