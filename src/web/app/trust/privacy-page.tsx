import type { PublicSettings } from '../../../contract/content/content';
import { ExampleBadge } from '../../components/ui/badge';
import { NewTabLink } from '../../components/ui/new-tab-link';
import { Detail, TrustPage, TrustSection } from './trust-page';

const years = (days: number) => (days % 365 === 0 ? `${days / 365} year${days === 365 ? '' : 's'}` : `${days} days`);

function SharingSection({ settings }: { settings: PublicSettings }) {
  return (
    <TrustSection title="Who we share it with">
      {settings.partnerName ? (
        <>
          <p>
            Only if you agree, when you submit your assessment, we share your case with <strong>{settings.partnerName}</strong>. Without your
            consent, nothing is shared.
          </p>
          {settings.consentText && <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-700">What you agree to: “{settings.consentText}”</p>}
        </>
      ) : (
        <p>We do not share your data with any partner.</p>
      )}
      <p>We never sell your data.</p>
    </TrustSection>
  );
}

/** /privacy: the privacy notice, from the site's content and the configured retention schedule. */
export default function PrivacyPage() {
  return (
    <TrustPage title="Privacy notice" intro="What we hold about you, why, who we share it with, how long we keep it, and your rights.">
      {({ content: { company }, settings }) => {
        const controller = company.legalName || settings.companyName;
        const { retention } = settings;
        return (
          <>
            <TrustSection title="Who is responsible for your data">
              <ExampleBadge show={company.example} className="w-fit" />
              <dl className="grid gap-2">
                <Detail label="Controller">{controller}</Detail>
                <Detail label="Address">{company.registeredAddress}</Detail>
                <Detail label="Contact">{company.email}</Detail>
                <Detail label="Data protection registration">{company.dataProtectionRegistration}</Detail>
              </dl>
            </TrustSection>
            <TrustSection title="What we hold and why">
              <ul className="grid list-disc gap-1 pl-5">
                <li>
                  Your case assessment and contact messages: to assess your case and answer you (our legitimate interest, and steps before a
                  contract).
                </li>
                <li>
                  If you become a client: your account, the money recorded as recovered, payout requests, documents and case updates: to handle your
                  claim (contract) and to keep the records the law requires (legal obligation).
                </li>
                <li>Chats with our team: to answer you, and so that you can download the conversation.</li>
                <li>Complaints: to handle and record them as the law requires (legal obligation).</li>
              </ul>
              <p>Emails we send never contain the details of your case: they ask you to sign in.</p>
            </TrustSection>
            <SharingSection settings={settings} />
            <TrustSection title="How long we keep it">
              <dl className="grid gap-2" data-testid="retention-schedule">
                <Detail label="Assessments that did not become a case">{years(retention.leadDays)}</Detail>
                <Detail label="Contact messages">{years(retention.contactDays)}</Detail>
                <Detail label="Chats with visitors who did not become clients">{years(retention.chatDays)}</Detail>
                <Detail label="A client's records">{`${retention.clientYears} years after the case is closed`}</Detail>
                <Detail label="Complaints from people who are not clients">{`${retention.complaintYears} years after the complaint is closed`}</Detail>
              </dl>
              <p>After that they are deleted, unless the law requires us to keep them longer (for example while a complaint or claim is open).</p>
            </TrustSection>
            <TrustSection title="Your rights">
              <p>
                You may ask for a copy of everything we hold about you, ask us to correct it, or to erase it; you may withdraw your consent to
                sharing at any time. Ask us {company.email ? `by email at ${company.email}, or ` : ''}through{' '}
                <a href="/#contact" className="text-teal-800 underline underline-offset-4">
                  the contact form on our home page
                </a>
                .
              </p>
              <p>
                If you are unhappy with how we handle your data, you may complain to the Information Commissioner's Office:{' '}
                <NewTabLink href="https://ico.org.uk/make-a-complaint/" className="text-teal-800 underline underline-offset-4">
                  ico.org.uk/make-a-complaint
                </NewTabLink>
                , 0303 123 1113.
              </p>
            </TrustSection>
          </>
        );
      }}
    </TrustPage>
  );
}
