import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PublicSite } from '../../../contract/content/content';
import { buttonClasses } from '../../components/ui/button';
import { SkipLink } from '../../components/ui/skip-link';
import { useSite } from '../../lib/site';
import { Brand } from '../landing/brand';

/** A page of the firm's own details (/verify, /privacy): the site's content and settings, or a clear failure. */
export function TrustPage({ title, intro, children }: { title: string; intro: string; children: (site: PublicSite) => ReactNode }) {
  const site = useSite();
  return (
    <div className="min-h-screen bg-navy-50">
      <title>{title}</title>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Brand companyName={site.data?.settings.companyName} />
          <Link href="/" className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Home
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-slate-700">{intro}</p>
        </div>
        {site.isPending ? (
          <p role="status" className="text-slate-600">
            Loading...
          </p>
        ) : site.isError ? (
          <p role="alert" className="text-red-700">
            This page could not be loaded. Please reload it.
          </p>
        ) : (
          children(site.data)
        )}
      </main>
    </div>
  );
}

/** One titled block of a trust page. */
export function TrustSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <div className="mt-3 grid gap-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** A label and its value; nothing at all for a detail the firm has not published. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="wrap-anywhere text-navy-900">{children}</dd>
    </div>
  );
}
