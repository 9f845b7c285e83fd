import { Check, Circle, LoaderCircle, Minus } from 'lucide-react';
import {
  fundsRecovered,
  RECOVERY_STATUS_LABELS,
  recoveryProgress,
  type ClientAccount,
  type RecoveryStatus,
} from '../../../../contract/accounts/accounts';
import type { CaseStage } from '../../../../contract/accounts/case-progress';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/client-format';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusPill } from '../../../components/ui/client-status-pill';

/** closed: the case was closed before this step (without money recorded); it will not happen. */
type StepState = 'done' | 'current' | 'upcoming' | 'closed';

const STEP_STATE_TEXT: Record<StepState, string> = { done: 'Done', current: 'In progress', upcoming: 'Not yet', closed: 'Case closed' };

export function recoveryStageLabel(status: string): string {
  return RECOVERY_STATUS_LABELS[status as RecoveryStatus] ?? RECOVERY_STATUS_LABELS.under_review;
}

/** Stages at which the investigation and the evidence are behind the case. */
const PAST_EVIDENCE: readonly CaseStage[] = ['claim_submitted', 'awaiting_response', 'funds_recovered'];

/**
 * The steps of a case, as far as its stage (the one the Case Progress card shows) has gone: assessment,
 * then investigation and evidence (the Evidence gathering stage), done once the case is past them or
 * completed. 'Funds Recovered' is done only when money was actually recorded (PRODUCT 1.3); money
 * recorded early (a first chargeback, say) leaves the other steps where the stage is. A closed case did
 * not necessarily do the work: the steps it had not passed say it was closed, not done.
 */
export function recoverySteps(account: ClientAccount): Array<{ label: string; state: StepState }> {
  const recovered = fundsRecovered(account);
  const finished = account.recoveryStatus === 'completed';
  const closed = !finished && (account.recoveryStatus === 'closed' || account.caseStage === 'closed');
  const assessment: StepState = finished || closed || account.caseStage !== 'assessment' ? 'done' : 'current';
  const work: StepState =
    finished || PAST_EVIDENCE.includes(account.caseStage) ? 'done' : closed ? 'closed' : account.caseStage === 'evidence' ? 'current' : 'upcoming';
  return [
    { label: 'Case Assessment', state: assessment },
    { label: 'Investigation', state: work },
    { label: 'Evidence Compilation', state: work },
    { label: 'Funds Recovered', state: recovered ? 'done' : closed ? 'closed' : 'upcoming' },
  ];
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <Check aria-hidden="true" className="h-4 w-4 text-white" />;
  if (state === 'current') return <LoaderCircle aria-hidden="true" className="h-4 w-4 text-teal-700" />;
  if (state === 'closed') return <Minus aria-hidden="true" className="h-4 w-4 text-slate-500" />;
  return <Circle aria-hidden="true" className="h-3 w-3 text-slate-400" />;
}

export function RecoveryStatusCard({ account, className }: { account: ClientAccount; className?: string }) {
  const recovered = fundsRecovered(account);
  const progress = recoveryProgress(account.recoveryStatus);
  const stage = recoveryStageLabel(account.recoveryStatus);

  return (
    <SectionCard
      id="recovery-status"
      title="Recovery Status"
      className={className}
      action={recovered ? <StatusPill tone="success">Funds recovered</StatusPill> : <StatusPill tone="neutral">No funds recovered yet</StatusPill>}
    >
      <p className="text-sm text-slate-600">Recovery status</p>
      <p className="text-2xl font-bold text-navy-900" data-testid="recovery-stage">
        {stage}
      </p>
      <p className="mt-1 text-sm text-slate-600">Status last changed {formatDateTime(account.recoveryStatusChangedAt)}</p>

      <div className="mt-5">
        <div className="flex items-center justify-between text-sm">
          <span id="recovery-progress-label" className="font-medium text-navy-900">
            Progress
          </span>
          <span className="font-semibold text-navy-900">{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="recovery-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${progress}%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-teal-600" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <ol className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Case steps">
        {recoverySteps(account).map((step) => (
          <li key={step.label} data-state={step.state} className="flex items-center gap-3">
            <span
              className={cn(
                'flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
                step.state === 'done'
                  ? 'bg-teal-600'
                  : step.state === 'current'
                    ? 'bg-teal-50 ring-2 ring-teal-600'
                    : 'bg-slate-100 ring-1 ring-slate-300',
              )}
            >
              <StepIcon state={step.state} />
            </span>
            <span className="min-w-0">
              <span
                className={cn(
                  'block text-sm font-medium',
                  step.state === 'upcoming' || step.state === 'closed' ? 'text-slate-600' : 'text-navy-900',
                )}
              >
                {step.label}
              </span>
              <span className="block text-xs text-slate-600">{STEP_STATE_TEXT[step.state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
