import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from './ui/button';

/** A centred page with a heading and a way back home, under the practice's `brand` when given: used by placeholders and the not-found page. */
export function SimplePage({ title, brand, children }: { title: string; brand?: ReactNode; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-navy-50 px-4 py-16">
      <title>{title}</title>
      {brand}
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        {children && <div className="mt-3 text-slate-700">{children}</div>}
        <Link href="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
