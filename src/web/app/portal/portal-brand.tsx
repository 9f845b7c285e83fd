import { ShieldCheck } from 'lucide-react';
import { useSite } from '../../lib/site';

/**
 * The practice's mark and configured name; only the mark shows until the site settings arrive.
 * `compact` hides the name on phones, leaving room for the client's own name beside it.
 * Squeezed, the name truncates; the brand never shrinks below the mark, so nothing beside it slides under the mark.
 */
export function PortalBrand({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { data: site } = useSite();
  const name = site?.settings.companyName;
  return (
    <span className="flex min-w-9 items-center gap-2">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-navy-900 ring-1 ring-white/20" aria-hidden="true">
        <ShieldCheck className="h-5 w-5 text-teal-300" />
      </span>
      {name && (
        <span className={`truncate text-lg font-bold ${inverted ? 'text-white' : 'text-navy-900'} ${compact ? 'sr-only sm:not-sr-only' : ''}`}>
          {name}
        </span>
      )}
    </span>
  );
}
