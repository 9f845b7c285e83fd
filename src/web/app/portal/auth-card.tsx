import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { SkipLink } from '../../components/ui/skip-link';
import { PortalBrand } from './portal-brand';
import { IconBadge } from '../../components/ui/icon-badge';
import { useTitleFocus } from '../../lib/title-focus';

/** The dark page of every sign-in form: the practice's mark, then a card with an icon, a title and the form. */
export function AuthPage({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-navy-900">
      <title>{title}</title>
      <SkipLink />
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <Link href="/" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-teal-300" aria-label="Home">
          <PortalBrand inverted />
        </Link>
      </header>
      <main
        id="main"
        className={
          aside
            ? 'mx-auto grid max-w-5xl gap-8 px-4 pt-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start lg:gap-12 lg:pt-12'
            : 'mx-auto max-w-md px-4 pt-4 pb-16 sm:px-6 lg:pt-12'
        }
      >
        {children}
        {aside}
      </main>
    </div>
  );
}

/** The card of a sign-in page: icon, heading, a line under it, the form, and a way back home. */
export function AuthCard({ icon, title, lead, children }: { icon: LucideIcon; title: string; lead: string; children: ReactNode }) {
  const heading = useTitleFocus();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <div className="mb-6 text-center">
        <IconBadge
          icon={icon}
          className="mx-auto mb-3 h-12 w-12 rounded-full bg-teal-50 ring-1 ring-teal-200"
          iconClassName="h-6 w-6 text-teal-700"
        />
        <h1 {...heading} className="text-2xl font-bold text-navy-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </div>
      {children}
      <Link href="/" className={buttonClasses('outline', 'md', 'mt-4 w-full')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Home
      </Link>
    </div>
  );
}
