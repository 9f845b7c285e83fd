import { Check, Circle, LoaderCircle, Minus } from 'lucide-react';
import { fundsRecovered, RECOVERY_STATUS_LABELS, recoveryProgress, type ClientAccount } from '../../../../contract/accounts/accounts';
import { CASE_STAGE_LABELS, CASE_STAGES, type CaseStage } from '../../../../contract/accounts/case-progress';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/client-format';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusPill } from '../../../components/ui/client-status-pill';

/** closed: the case was closed before this step (without money recorded); it will not happen. */
type StepState = 'done' | 'current' | 'upcoming' | 'closed';

const STEP_STATE_TEXT: Record<Exclude<StepState, 'current'>, string> = { done: 'Done', upcoming: 'Not yet', closed: 'Case closed' };

/**
 * The steps of a case are its stages (decision 043: one list, not a checklist beside them): the current one
 * marked, those before it done. 'Funds recovered' is done only when money was actually recorded
 * (recovered or transferred above 0), even early (a first chargeback, say). A closed case did not necessarily pass the stages between its
 * assessment and its closing: those say it was closed, not done.
 */
export function recoverySteps(account: ClientAccount): Array<{ stage: CaseStage; state: StepState }> {
  const recovered = fundsRecovered(account);
  const current = CASE_STAGES.indexOf(account.caseStage);
  const closed = account.caseStage === 'closed';
  return CASE_STAGES.map((stage, index) => {
    if (index === current) return { stage, state: 'current' };
    if (stage === 'funds_recovered' && recovered) return { stage, state: 'done' };
    if (closed) return { stage, state: stage === 'assessment' ? 'done' : 'closed' };
    return { stage, state: index < current && stage !== 'funds_recovered' ? 'done' : 'upcoming' };
  });
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

  return (
    <SectionCard
      id="recovery-status"
      title="Recovery Status"
      className={className}
      action={recovered ? <StatusPill tone="success">Funds recovered</StatusPill> : <StatusPill tone="neutral">No funds recovered yet</StatusPill>}
    >
      <p className="text-sm text-slate-600">Recovery status</p>
      <p className="text-2xl font-bold text-navy-900" data-testid="recovery-stage">
        {RECOVERY_STATUS_LABELS[account.recoveryStatus]}
      </p>

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
          <li
            key={step.stage}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-center gap-3"
          >
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
                {step.state === 'current' ? <span data-testid="case-stage">{CASE_STAGE_LABELS[step.stage]}</span> : CASE_STAGE_LABELS[step.stage]}
              </span>
              <span className="block text-xs text-slate-600">
                {step.state === 'current' ? `Current stage, since ${formatDate(account.caseStageChangedAt)}` : STEP_STATE_TEXT[step.state]}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
