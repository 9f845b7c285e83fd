import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SkipLink } from '../../components/ui/skip-link';
import { PortalBrand } from './portal-brand';

/** A page reached from another (a profile, an account): the brand and the way back in a top bar, then `children` as its main column. */
export function PageWithBackLink({
  title,
  back,
  stickyBar = false,
  mainClassName,
  children,
}: {
  title: string;
  /** The link back: where, the history state it carries, its words and its button classes. */
  back: { href: string; state?: unknown; label: string; className: string };
  stickyBar?: boolean;
  mainClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-navy-50">
      <title>{title}</title>
      <SkipLink />
      <header
        className={stickyBar ? 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur' : 'border-b border-slate-200 bg-white'}
      >
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <PortalBrand compact />
          <Link href={back.href} state={back.state} className={back.className}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {back.label}
          </Link>
        </div>
      </header>
      <main id="main" className={mainClassName}>
        {children}
      </main>
    </div>
  );
}
