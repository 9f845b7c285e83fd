import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A dense data table that scrolls sideways inside its own box on narrow screens. That box is a region
 * named '<label> table': the section around it is usually named `label` too, and two landmarks with one
 * name cannot be told apart (axe 'landmark-unique').
 */
export function Table({ className, label, ...props }: ComponentProps<'table'> & { label?: string }) {
  return (
    <div className="w-full overflow-x-auto" {...(label ? { role: 'region', 'aria-label': `${label} table`, tabIndex: 0 } : {})}>
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
    </div>
  );
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('hover:bg-slate-50/70 data-[selected=true]:bg-teal-50/70', className)} {...props} />;
}

export function TableHeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('border-b border-slate-200 px-2 py-2.5 align-bottom', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-2 py-2.5 align-top text-slate-800', className)} {...props} />;
}

/** One full-width row in place of the data: loading, empty or error text. */
export function TablePlaceholderRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-12 text-center text-sm text-slate-600">
        {children}
      </td>
    </tr>
  );
}
