import type { SiteContent } from '../../../contract/content/content';
import { FRAUD_REPORTING_LINKS } from '../../../contract/content/links';
import { ExampleBadge } from '../../components/ui/badge';
import { safeUrl } from '../../lib/safe-url';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';
import { NewTabLink } from '../../components/ui/new-tab-link';

type Company = SiteContent['company'];

/** The footer's one privacy entry is the privacy notice at /privacy: a configured privacy link is not shown beside it. */
const isPrivacyLink = (link: { label: string; url: string }) =>
  link.url.trim() === '/privacy' || /^\s*privacy(\s+(policy|notice))?\s*$/i.test(link.label);

export interface FooterProps {
  companyName: string | undefined;
  /** Undefined while the site content loads or when it could not be loaded. */
  company: Company | undefined;
  /** Anchors of the sections shown on the page; the footer links only to those. */
  shownSections: ReadonlySet<string>;
}

/** Who the practice is, its regulator and how to complain, as the company details say. */
function CompanyDetails({ company }: { company: Company }) {
  const phoneHref = company.phone ? safeUrl(`tel:${company.phone.replace(/[^0-9+]/g, '')}`) : null;
  const complaintsHref = safeUrl(company.complaintsUrl);
  return (
    <>
      <address className="mt-4 grid gap-1 text-sm text-slate-300 not-italic">
        <ExampleBadge show={company.example} className="mb-1 w-fit" />
        {company.legalName && <span>{company.legalName}</span>}
        {company.registeredAddress && <span>Registered address: {company.registeredAddress}</span>}
        {company.companyNumber && <span>Company number: {company.companyNumber}</span>}
        {company.email && (
          <span>
            Email:{' '}
            <a href={`mailto:${company.email}`} className="text-teal-300 hover:underline">
              {company.email}
            </a>
          </span>
        )}
        {company.phone && (
          <span>
            Phone:{' '}
            {phoneHref ? (
              <a href={phoneHref} className="text-teal-300 hover:underline">
                {company.phone}
              </a>
            ) : (
              company.phone
            )}
          </span>
        )}
      </address>
      {(company.regulatorStatement || company.regulatorReference) && (
        <p className="mt-4 text-sm text-slate-300">
          {company.regulatorStatement}
          {company.regulatorStatement && company.regulatorReference && ' '}
          {company.regulatorReference && <>Reference: {company.regulatorReference}</>}
        </p>
      )}
      {(company.complaintsText || complaintsHref) && (
        <p className="mt-3 text-sm text-slate-300">
          {company.complaintsText}
          {company.complaintsText && complaintsHref && ' '}
          {complaintsHref && (
            <a href={complaintsHref} className="text-teal-300 underline underline-offset-4">
              How to make a complaint
            </a>
          )}
        </p>
      )}
    </>
  );
}

function ReportFraud() {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Report fraud</h2>
      <p className="mt-3 text-sm text-slate-200">
        We will never ask you to pay anything to receive your funds. If anyone does, stop and report it:
      </p>
      <p className="mt-2 text-sm">
        <a href="/verify" className="text-teal-300 underline underline-offset-4 hover:text-teal-200">
          Check it is really us
        </a>
      </p>
      <ul className="mt-2 grid gap-2 text-sm">
        {FRAUD_REPORTING_LINKS.map((link) => (
          <li key={link.url}>
            <NewTabLink href={link.url} className="text-teal-300 underline underline-offset-4 hover:text-teal-200">
              {link.label}
            </NewTabLink>
            {link.phone && <span className="text-slate-200">{` or call ${link.phone}`}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ companyName, company, shownSections }: FooterProps) {
  // A legal link with no (safe) URL is not shown: an empty entry is hidden, never a dead link.
  const legalLinks = (company?.legalLinks ?? []).flatMap((link) => {
    const href = safeUrl(link.url);
    return href && !isPrivacyLink(link) ? [{ label: link.label, href }] : [];
  });
  const year = new Date().getFullYear();

  return (
    <footer className="bg-navy-950 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Brand companyName={companyName} inverted />
          {company && <CompanyDetails company={company} />}
        </div>

        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">On this page</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {NAV_LINKS.filter((link) => shownSections.has(link.href.slice(1))).map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-slate-200 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href="#contact" className="text-slate-200 hover:text-white hover:underline">
                Contact
              </a>
            </li>
          </ul>
        </nav>

        <ReportFraud />
      </div>

      <div className="border-t border-white/10">
        {/* The bottom padding is room for the floating chat button: the page's last lines scroll clear of it. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-24 text-sm sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="grid gap-1 text-slate-300">
            <p>Results may vary. Every case is different and recovery cannot be guaranteed.</p>
            <p>
              © {year} {company?.legalName || companyName}
            </p>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
            <li>
              <a href="/privacy" className="text-slate-100 underline-offset-4 hover:underline">
                Privacy notice
              </a>
            </li>
            {legalLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="text-slate-100 underline-offset-4 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
