import { useCallback, useRef } from 'react';
import { formatMoney } from '../../../../contract/shared/money';
import { CLIENT_PAYOUT_STATUS_LABELS, type Payout, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { useClientPayouts } from '../api/get-client-payouts';
import { formatDate } from '../../../lib/client-format';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { StatusPill, type PillTone } from '../../../components/ui/client-status-pill';

const STATUS_TONES: Record<PayoutStatus, PillTone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  rejected: 'danger',
};

function methodText(request: Payout): string {
  if (request.withdrawalMethod === 'bank') return 'Bank transfer';
  return request.cryptoType ? `Cryptocurrency (${request.cryptoType})` : 'Cryptocurrency';
}

/** `focusRequestId`: a request just made, focused once it is listed so the client hears it was received. */
export function PayoutList({
  accountId,
  className,
  focusRequestId = null,
}: {
  accountId: number;
  className?: string;
  focusRequestId?: number | null;
}) {
  const { data, isPending, isError } = useClientPayouts(accountId);
  const focused = useRef<number | null>(null);
  // A ref callback: it runs when the new request's entry appears, whenever the list reloads.
  const focusNewRequest = useCallback(
    (entry: HTMLLIElement | null) => {
      if (!entry || focused.current === focusRequestId) return;
      focused.current = focusRequestId;
      entry.focus();
    },
    [focusRequestId],
  );

  return (
    <SectionCard id="withdrawal-requests" title="Your payouts" className={className}>
      {isPending ? (
        <ListMessage role="status">Loading your requests...</ListMessage>
      ) : isError ? (
        <ListMessage role="alert">Your payout requests could not be loaded. Please reload the page.</ListMessage>
      ) : data.length === 0 ? (
        <ListMessage>You have not requested a payout yet.</ListMessage>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Your payout requests">
          {data.map((request) => (
            <li
              key={request.id}
              ref={request.id === focusRequestId ? focusNewRequest : undefined}
              tabIndex={request.id === focusRequestId ? -1 : undefined}
              className="grid gap-1 py-3 first:pt-0 last:pb-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              data-testid="withdrawal-request"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-navy-900">{formatMoney(request.amount, request.currency)}</span>
                <StatusPill tone={STATUS_TONES[request.status] ?? 'warning'}>
                  {CLIENT_PAYOUT_STATUS_LABELS[request.status] ?? CLIENT_PAYOUT_STATUS_LABELS.pending}
                </StatusPill>
              </div>
              <p className="text-sm text-slate-700">
                {methodText(request)}
                {request.bankDetails && ` · ${request.bankDetails}`}
              </p>
              {request.reason && <p className="text-sm text-red-800">Why it was rejected: {request.reason}</p>}
              {request.walletAddress && (
                <p className="font-mono text-xs break-all text-slate-600">
                  <span className="sr-only">Wallet address: </span>
                  {request.walletAddress}
                </p>
              )}
              {request.status === 'completed' && request.paymentReference && (
                <p className="text-sm text-slate-700">Payment reference: {request.paymentReference}</p>
              )}
              <p className="text-xs text-slate-600">
                Requested {formatDate(request.createdAt)}
                {request.processedAt && ` · ${request.status === 'completed' ? 'Paid' : 'Updated'} ${formatDate(request.processedAt)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
