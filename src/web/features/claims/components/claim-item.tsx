import { useState } from 'react';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_MOVES, isOpenClaim } from '../../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS } from '../../../../contract/claims/rules/claim-types';
import type { Claim } from '../../../../contract/claims/claims';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { useClaim } from '../api/get-claim';
import { formatAmounts, formatPaymentAmount } from '../lib/payment-amount';
import { ClaimPackSection } from './claim-pack-section';
import { Fact } from './fact';

const referable = (claim: Claim) => (claim.status === 'rejected' || claim.status === 'partly_upheld') && claim.referredToId === null;

/** One claim: what, to whom, where it stands, its next date and why it may fail; the ways to move it on. */
export function ClaimItem({
  claim,
  referring,
  onRecord,
  onRefer,
}: {
  claim: Claim;
  referring: boolean;
  onRecord: () => void;
  onRefer: () => void;
}) {
  const detail = useClaim(claim.id);
  const [packOpen, setPackOpen] = useState(false);
  const name = `${CLAIM_TYPE_LABELS[claim.type]} to ${claim.counterparty}`;
  const packId = `claim-${claim.id}-pack`;
  return (
    <li data-testid="claim" className="rounded-lg border border-slate-200 bg-white p-3">
      <ClaimHeader claim={claim} />
      <ClaimFacts claim={claim} excess={detail.data?.excess} />
      <ClaimWarnings warnings={detail.data?.warnings ?? []} />
      <div className="mt-2 flex flex-wrap gap-2">
        {CLAIM_STATUS_MOVES[claim.status].length > 0 && (
          <Button size="sm" variant="outline" onClick={onRecord} aria-label={`Record a change to the ${name}`}>
            Record a change
          </Button>
        )}
        {referable(claim) && (
          <Button size="sm" disabled={referring} onClick={onRefer} aria-label={`Refer the ${name} to the Ombudsman`}>
            {referring ? 'Referring...' : 'Refer to the Ombudsman'}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-expanded={packOpen} aria-controls={packId} onClick={() => setPackOpen(!packOpen)}>
          Evidence pack
        </Button>
      </div>
      <div id={packId}>{packOpen && <ClaimPackSection claimId={claim.id} name={name} />}</div>
    </li>
  );
}

function ClaimHeader({ claim }: { claim: Claim }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900">{CLAIM_TYPE_LABELS[claim.type]}</p>
        <p className="text-sm wrap-anywhere text-slate-700">
          To {claim.counterparty}
          {claim.reference && <span className="font-mono text-xs"> · {claim.reference}</span>}
        </p>
      </div>
      <StatusPill tone={claim.dates.overdue ? 'danger' : isOpenClaim(claim.status) ? 'warning' : 'muted'}>
        {CLAIM_STATUS_LABELS[claim.status]}
      </StatusPill>
    </div>
  );
}

/** The sums, the next date and who holds it; the decided amount and the bank's excess once known. */
function ClaimFacts({ claim, excess }: { claim: Claim; excess: string | undefined }) {
  const currency = claim.amountClaimed[0]?.currency ?? 'GBP';
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      <Fact label="Claimed" className="tabular-nums">
        {formatAmounts(claim.amountClaimed)}
      </Fact>
      <Fact label="Next date" className={claim.dates.overdue ? 'font-semibold text-red-800' : undefined}>
        {claim.nextDate ? formatDate(claim.nextDate) : '—'}
        {claim.dates.overdue && ' (overdue)'}
      </Fact>
      <Fact label="Assignee">{claim.assignedToName ?? 'Unassigned'}</Fact>
      {claim.amountDecided && (
        <Fact label="Amount decided" className="tabular-nums">
          {formatPaymentAmount(claim.amountDecided, currency)}
        </Fact>
      )}
      {excess && excess !== '0.00' && (
        <Fact label="Excess the bank may deduct" className="tabular-nums">
          {formatPaymentAmount(excess, currency)}
        </Fact>
      )}
    </dl>
  );
}

function ClaimWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">Why it may fail</p>
      <ul className="mt-0.5 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
