import { lazy, Suspense, useEffect } from 'react';
import { ChatWidget } from '../../features/chat';
import { AssessmentSection, ContactSection, DeferredContactForm } from '../../features/intake';
import { Footer } from './footer';
import { Header } from './header';
import { Hero } from './hero';
import { Process } from './process';
import { Services } from './services';
import { fetchSite } from '../../lib/fetch-site';
import { useFetched } from '../../lib/use-fetched';
import { rememberVisitSource } from '../../lib/visit-source';

const loadContentSections = () => import('./content-sections');
const ContentSections = lazy(loadContentSections);

/**
 * The operator's content and settings, answered once the code of the sections showing them is here
 * too: the menu then offers a section only when the page can show it (a jump to one still loading
 * would go nowhere).
 */
async function loadSite(signal: AbortSignal) {
  const [site] = await Promise.all([fetchSite(signal), loadContentSections().catch(() => undefined)]);
  return site;
}

/**
 * The landing page. The shell, static sections and both forms render at once (the forms' own code
 * follows after the page has loaded: their fields take input meanwhile); the operator's content
 * (figures, stories, team, credentials, company) appears when /api/site answers, and stays hidden
 * if it fails.
 */
export function LandingRoute() {
  const site = useFetched(loadSite);
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
        {content && (
          <Suspense fallback={null}>
            <ContentSections content={content} />
          </Suspense>
        )}
        <ContactSection>
          <DeferredContactForm />
        </ContactSection>
      </main>
      <Footer companyName={settings?.companyName} company={content?.company} shownSections={shownSections} />
      <ChatWidget />
    </>
  );
}
