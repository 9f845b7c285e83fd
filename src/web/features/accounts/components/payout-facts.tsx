import type { ReactNode } from 'react';
import type { Payout } from '../../../../contract/accounts/payouts';
import { useRoleWord } from '../../../lib/current-member';
import { formatDateTime } from '../../../lib/format';
import { PayoutBankFacts } from './payout-bank-facts';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';
import { PayoutSetUpFacts } from './payout-set-up';

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** The request as it stands; with `closed`, also its reason and notes (nothing to change there but the notes). */
export function PayoutFacts({ request, closed }: { request: Payout; closed: boolean }) {
  const roleWord = useRoleWord();
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <Fact label="Method">{METHOD_LABELS[request.withdrawalMethod]}</Fact>
      <Fact label={closed ? 'Status' : 'Current status'}>
        <PayoutStatusBadge status={request.status} />
      </Fact>
      <Fact label="Details" wide>
        <PayoutDetails request={request} />
        <div className="mt-2">
          <PayoutBankFacts request={request} />
        </div>
      </Fact>
      <Fact label="Requested">{formatDateTime(request.createdAt)}</Fact>
      {request.processedAt && (
        <Fact label="Last processed">
          {formatDateTime(request.processedAt)}
          {request.processedBy ? ` by ${request.processedBy}` : ''}
        </Fact>
      )}
      {request.paymentReference && <Fact label="Payment reference (shown to the client)">{request.paymentReference}</Fact>}
      {closed && request.reason && (
        <Fact label="Reason for the client" wide>
          {request.reason}
        </Fact>
      )}
      {closed && (
        <Fact label={`${roleWord} notes (staff only)`} wide>
          {request.adminNotes || 'None'}
        </Fact>
      )}
      {request.setUp && (
        <Fact label="Set up by" wide>
          <PayoutSetUpFacts setUp={request.setUp} currency={request.currency} />
        </Fact>
      )}
    </dl>
  );
}
