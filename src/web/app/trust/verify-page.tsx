import { FIGURE_HOW_COUNTED } from '../../../contract/content/figure-messages';
import { FRAUD_REPORTING_LINKS, NEVER_ASKS } from '../../../contract/content/links';
import type { ShownFigure } from '../../../contract/content/figures';
import { ExampleBadge } from '../../components/ui/badge';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { safeUrl } from '../../lib/safe-url';
import { Detail, TrustPage, TrustSection } from './trust-page';

/** The address an email is sent from, without its display name. */
const senderAddress = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

/** How the home page's figures are counted: each from our records with its measure and period, each stated one with its source. */
function OurFigures({ figures }: { figures: readonly ShownFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <TrustSection title="How our figures are counted" id="figures">
      <p>Every figure on our home page either comes from our own records, counted as set out here, or names the source it comes from.</p>
      <dl className="grid gap-4">
        {figures.map((figure) => (
          <div key={`${figure.label}:${figure.value}`} className="grid gap-1">
            <dt className="font-semibold text-navy-900">
              {figure.label}: {figure.value}
            </dt>
            <dd className="grid gap-1 text-slate-800">
              {figure.source === 'records' && figure.measure ? (
                <>
                  <span>From our records, {figure.period}.</span>
                  <span>{FIGURE_HOW_COUNTED[figure.measure]}</span>
                  {figure.detail && <span>This figure: {figure.detail}.</span>}
                </>
              ) : (
                figure.sourceNote && <span>Source: {figure.sourceNote}</span>
              )}
              <ExampleBadge show={figure.example} className="w-fit" />
            </dd>
          </div>
        ))}
      </dl>
    </TrustSection>
  );
}

/** /verify: how a person who was just deceived by impostors can check that they are dealing with us. */
export default function VerifyPage() {
  return (
    <TrustPage
      title="Check it is really us"
      intro="Scammers pretend to be recovery firms. Before you share anything, check that these details match who you are talking to."
    >
      {({ content: { company, figures }, settings }) => {
        const register = safeUrl(company.regulatorRegisterUrl);
        const site = new URL(settings.siteUrl);
        const regulated = Boolean(company.regulatorStatement || company.regulatorReference || register);
        const published = regulated || Boolean(company.legalName || company.companyNumber || company.registeredAddress);
        return (
          <>
            <TrustSection title="Who we are">
              <ExampleBadge show={company.example} className="w-fit" />
              {published ? (
                <dl className="grid gap-2">
                  <Detail label="Legal name">{company.legalName}</Detail>
                  <Detail label="Company number">{company.companyNumber}</Detail>
                  <Detail label="Registered address">{company.registeredAddress}</Detail>
                  <Detail label="Regulator">{company.regulatorStatement}</Detail>
                  <Detail label="Regulator reference">{company.regulatorReference}</Detail>
                  <Detail label="Public register entry">
                    {register && (
                      <NewTabLink href={register} className="text-teal-800 underline underline-offset-4">
                        {register}
                      </NewTabLink>
                    )}
                  </Detail>
                </dl>
              ) : (
                <p>We have not published our company or regulator details yet.</p>
              )}
              {regulated && (
                <p className="text-slate-700">Look us up on the regulator's register yourself, rather than through a link someone sent you.</p>
              )}
            </TrustSection>
            <TrustSection title="How we contact you">
              <dl className="grid gap-2">
                <Detail label="Our website">{site.host}</Detail>
                <Detail label="Emails come from">{senderAddress(settings.mailFrom)}</Detail>
                <Detail label="Our email">{company.email}</Detail>
                <Detail label="Our phone">{company.phone}</Detail>
              </dl>
            </TrustSection>
            <TrustSection title="What we will never do">
              <ul className="grid list-disc gap-1 pl-5" aria-label="What we will never do">
                {NEVER_ASKS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>If someone using our name does any of these, it is not us. Stop, and report it:</p>
              <ul className="flex flex-wrap gap-4">
                {FRAUD_REPORTING_LINKS.map((link) => (
                  <li key={link.url}>
                    <NewTabLink href={link.url} className="text-teal-800 underline underline-offset-4">
                      {link.label}
                    </NewTabLink>
                    {link.phone && ` or call ${link.phone}`}
                  </li>
                ))}
              </ul>
            </TrustSection>
            <OurFigures figures={figures} />
          </>
        );
      }}
    </TrustPage>
  );
}
