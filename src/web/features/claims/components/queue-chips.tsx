import type { ReactNode } from 'react';
import { CLAIM_QUEUE_LABELS, CLAIM_QUEUES, type ClaimQueue } from '../../../../contract/claims/claims';
import { cn } from '../../../lib/cn';
import { useClaimQueueCounts } from '../api/get-claim-queues';

/** The queues as chips with their counts; the chosen one pressed, pressing it again shows every claim. */
export function QueueChips({ value, onChange }: { value: ClaimQueue | null; onChange: (queue: ClaimQueue | null) => void }) {
  const counts = useClaimQueueCounts();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Claim queues</legend>
      <Chip pressed={value === null} onClick={() => onChange(null)}>
        All claims
      </Chip>
      {CLAIM_QUEUES.map((queue) => {
        const count = counts.data?.[queue];
        return (
          <Chip key={queue} pressed={value === queue} onClick={() => onChange(value === queue ? null : queue)}>
            {CLAIM_QUEUE_LABELS[queue]}
            {/* A space between the name and the count, in the button's accessible name. */}{' '}
            {count !== undefined && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs font-bold tabular-nums',
                  value === queue ? 'bg-white text-navy-900' : count > 0 ? 'bg-navy-900 text-white' : 'bg-slate-200 text-slate-700',
                )}
              >
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{`(${count})`}</span>
              </span>
            )}
          </Chip>
        );
      })}
    </fieldset>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
        pressed ? 'border-navy-900 bg-navy-900 text-white' : 'border-slate-300 bg-white text-navy-900 hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}
