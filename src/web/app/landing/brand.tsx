import { ShieldCheck } from 'lucide-react';

/** The practice's mark and name (from configuration). */
export function Brand({ companyName, inverted = false }: { companyName: string | undefined; inverted?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-navy-900" aria-hidden="true">
        <ShieldCheck className="h-5 w-5 text-teal-300" />
      </span>
      <span className={`truncate text-lg font-bold ${inverted ? 'text-white' : 'text-navy-900'}`}>{companyName ?? ''}</span>
    </span>
  );
}
