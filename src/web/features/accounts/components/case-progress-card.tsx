import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { useClientTimeline } from '../api/case-timeline';
import { CaseTimeline } from './case-timeline';

/**
 * Everything that happened on the client's case, newest first. Where it stands, and since when, is the
 * Recovery Status card's one list of stages (decision 043).
 */
export function CaseProgressCard({ account, className }: { account: ClientAccount; className?: string }) {
  const timeline = useClientTimeline(account.id);
  return (
    <SectionCard
      id="case-progress"
      title="Case Progress"
      description="Every update from your caseworker, and everything that happened on your case."
      className={className}
    >
      <div>
        {timeline.isPending ? (
          <ListMessage role="status">Loading your case history...</ListMessage>
        ) : timeline.isError ? (
          <ListMessage role="alert">Your case history could not be loaded. Please reload the page.</ListMessage>
        ) : timeline.data.length === 0 ? (
          <ListMessage>No updates yet. Your caseworker will post each step here.</ListMessage>
        ) : (
          <CaseTimeline events={timeline.data} label="Case history" />
        )}
      </div>
    </SectionCard>
  );
}
