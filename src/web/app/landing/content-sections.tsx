import type { SiteContent } from '../../../contract/content/content';
import { Credentials, Stories, Team } from '../../features/content';

/** The operator's stories, team and credentials: shown only once /api/site has answered, so their code loads with the answer. */
export default function ContentSections({ content }: { content: SiteContent }) {
  return (
    <>
      <Stories stories={content.stories} />
      <Team team={content.team} />
      <Credentials credentials={content.credentials} />
    </>
  );
}
