import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { CASE_STAGE_LABELS, CASE_STAGES } from '../../../../contract/accounts/case-progress';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/client-format';
import { useClientTimeline } from '../api/case-timeline';
import { CaseTimeline } from './case-timeline';

/** Where the client's case stands, since when, and everything that happened on it, newest first. */
export function CaseProgressCard({ account, className }: { account: ClientAccount; className?: string }) {
  const timeline = useClientTimeline(account.id);
  const current = CASE_STAGES.indexOf(account.caseStage);
  // A closed case did not pass through the stages it never reached: only Closed stands out.
  const passed = (index: number) => account.caseStage !== 'closed' && index < current;
  return (
    <SectionCard
      id="case-progress"
      title="Case Progress"
      description="Each step of your case, and every update from your caseworker."
      className={className}
    >
      <p className="text-sm text-slate-700">
        Your case is now at{' '}
        <strong className="text-navy-900" data-testid="case-stage">
          {CASE_STAGE_LABELS[account.caseStage]}
        </strong>{' '}
        <span className="text-slate-600">since {formatDate(account.caseStageChangedAt)}</span>
      </p>
      <ol aria-label="Stages of your case" className="mt-3 flex flex-wrap gap-1.5 text-xs">
        {CASE_STAGES.map((stage, index) => (
          <li
            key={stage}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'rounded-full px-2.5 py-1 ring-1 ring-inset',
              index === current
                ? 'bg-navy-800 font-semibold text-white ring-navy-800'
                : passed(index)
                  ? 'bg-emerald-50 text-emerald-900 ring-emerald-600/30'
                  : 'bg-slate-50 text-slate-600 ring-slate-300',
            )}
          >
            {CASE_STAGE_LABELS[stage]}
          </li>
        ))}
      </ol>
      <div className="mt-5">
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
