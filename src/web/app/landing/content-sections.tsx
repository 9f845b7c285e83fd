import type { PublicContent, ShownFigure } from '../../../contract/content/content';
import { Credentials, Figures, Stories, Team } from '../../features/content';

/** The operator's stories, team and credentials: shown only once /api/site has answered, so their code loads with the answer. */
export default function ContentSections({ content }: { content: PublicContent }) {
  return (
    <>
      <Stories stories={content.stories} />
      <Team team={content.team} />
      <Credentials credentials={content.credentials} />
    </>
  );
}

/** The figures in the hero, loaded with the sections above (their code is no part of the page's first download). */
export function HeroFigures({ figures }: { figures: readonly ShownFigure[] }) {
  return <Figures figures={figures} />;
}
