import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab (said to screen readers), optionally with the external-link icon. */
export function NewTabLink({ href, className, icon = false, children }: { href: string; className: string; icon?: boolean; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {icon && <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
