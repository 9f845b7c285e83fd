import { useEffect } from 'react';
import { ChatWidget } from '../../features/chat';
import { ContactForm, AssessmentSection, ContactSection } from '../../features/intake';
import { Credentials, Stories, Team } from '../../features/content';
import { Footer } from './footer';
import { Header } from './header';
import { Hero } from './hero';
import { Process } from './process';
import { Services } from './services';
import { useSite } from '../../lib/site';
import { rememberVisitSource } from '../../lib/visit-source';

/**
 * The landing page. The shell, static sections and both forms render at once; the operator's
 * content (figures, stories, team, credentials, company) appears when /api/site answers, and
 * stays hidden if it fails.
 */
export function LandingRoute() {
  const { data: site } = useSite();
  useEffect(() => rememberVisitSource(), []);
  const content = site?.content;
  const settings = site?.settings;
  const shownSections = new Set(['services', 'process', 'contact']);
  if (content?.stories.length) shownSections.add('testimonials');
  if (content?.team.length) shownSections.add('team');

  return (
    <>
      {settings?.companyName && <title>{`${settings.companyName} | Free Fraud Recovery Assessment`}</title>}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <Header companyName={settings?.companyName} shownSections={shownSections} />
      <main id="main">
        <Hero
          figures={content?.figures ?? []}
          form={
            <AssessmentSection
              partnerName={settings?.partnerName ?? null}
              consentText={settings?.consentText ?? null}
              replyHours={settings?.assessmentReplyHours ?? null}
            />
          }
        />
        <Services />
        <Process />
        <Stories stories={content?.stories ?? []} />
        <Team team={content?.team ?? []} />
        <Credentials credentials={content?.credentials ?? []} />
        <ContactSection>
          <ContactForm />
        </ContactSection>
      </main>
      <Footer companyName={settings?.companyName} company={content?.company} shownSections={shownSections} />
      <ChatWidget />
    </>
  );
}
