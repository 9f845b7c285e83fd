import { Fragment, useEffect, useState } from 'react';
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
import { SkipLink } from '../../components/ui/skip-link';

const loadContentSections = () => import('./content-sections');

/**
 * The operator's content and settings, with the code of the sections that show them: both drawn in
 * the same render as the menu entries for them, so the menu never offers a section that is not on
 * the page yet (a jump to it would go nowhere). Without that code, those sections stay hidden.
 */
async function loadSite(signal: AbortSignal) {
  const [site, sections] = await Promise.all([fetchSite(signal), loadContentSections().catch(() => null)]);
  return { site, ContentSections: sections?.default ?? null, HeroFigures: sections?.HeroFigures ?? null };
}

/**
 * The landing page. The shell, static sections and both forms render at once (the forms' own code
 * follows after the page has loaded: their fields take input meanwhile); the operator's content
 * (figures, stories, team, credentials, company) appears when /api/site answers, and stays hidden
 * if it fails.
 */
export function LandingRoute() {
  const loaded = useFetched(loadSite);
  // Signed out here, everything but the site's content starts afresh: who is signed in, the forms, the chat.
  const [visit, setVisit] = useState(0);
  // A signed-in client's chat is theirs, named by the server: no contact step.
  const [client, setClient] = useState(false);
  useEffect(() => rememberVisitSource(), []);
  const content = loaded?.site.content;
  const settings = loaded?.site.settings;
  const ContentSections = loaded?.ContentSections;
  const HeroFigures = loaded?.HeroFigures;
  const shownSections = new Set(['services', 'process', 'contact']);
  if (ContentSections && content?.stories.length) shownSections.add('testimonials');
  if (ContentSections && content?.team.length) shownSections.add('team');

  return (
    <Fragment key={visit}>
      {settings?.companyName && <title>{`${settings.companyName} | Free Fraud Recovery Assessment`}</title>}
      <SkipLink />
      <Header companyName={settings?.companyName} shownSections={shownSections} onSignedOut={() => setVisit((n) => n + 1)} onClient={setClient} />
      <main id="main">
        <Hero
          figures={content && HeroFigures && <HeroFigures figures={content.figures} />}
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
        {content && ContentSections && <ContentSections content={content} />}
        <ContactSection>
          <DeferredContactForm />
        </ContactSection>
      </main>
      <Footer companyName={settings?.companyName} company={content?.company} shownSections={shownSections} />
      <ChatWidget key={String(client)} signedIn={client} />
    </Fragment>
  );
}
