import { useState } from 'react';
import { CLAIM_STATUS_LABELS, CLAIM_STATUS_MOVES, CLAIM_TYPE_LABELS, isOpenClaim } from '../../../../contract/claims/claim-rules';
import type { Claim } from '../../../../contract/claims/claims';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { useClaim } from '../api/get-claim';
import { formatAmounts, formatPaymentAmount } from '../lib/payment-amount';
import { ClaimPackSection } from './claim-pack-section';

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
  const warnings = detail.data?.warnings ?? [];
  const name = `${CLAIM_TYPE_LABELS[claim.type]} to ${claim.counterparty}`;
  return (
    <li data-testid="claim" className="rounded-lg border border-slate-200 bg-white p-3">
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
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Claimed</dt>
          <dd className="tabular-nums">{formatAmounts(claim.amountClaimed)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Next date</dt>
          <dd className={claim.dates.overdue ? 'font-semibold text-red-800' : undefined}>
            {claim.nextDate ? formatDate(claim.nextDate) : '—'}
            {claim.dates.overdue && ' (overdue)'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Assignee</dt>
          <dd>{claim.assignedToName ?? 'Unassigned'}</dd>
        </div>
        {claim.amountDecided && (
          <div>
            <dt className="text-slate-600">Amount decided</dt>
            <dd className="tabular-nums">{formatPaymentAmount(claim.amountDecided, claim.amountClaimed[0]?.currency ?? 'GBP')}</dd>
          </div>
        )}
        {detail.data?.excess && detail.data.excess !== '0.00' && (
          <div>
            <dt className="text-slate-600">Excess the bank may deduct</dt>
            <dd className="tabular-nums">{formatPaymentAmount(detail.data.excess, claim.amountClaimed[0]?.currency ?? 'GBP')}</dd>
          </div>
        )}
      </dl>
      {warnings.length > 0 && (
        <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">Why it may fail</p>
          <ul className="mt-0.5 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
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
        <Button size="sm" variant="ghost" aria-expanded={packOpen} aria-controls={`claim-${claim.id}-pack`} onClick={() => setPackOpen(!packOpen)}>
          Evidence pack
        </Button>
      </div>
      <div id={`claim-${claim.id}-pack`}>{packOpen && <ClaimPackSection claimId={claim.id} name={name} />}</div>
    </li>
  );
}
