import { toCents, fromCents, formatMoney } from '../../../../contract/shared/money';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { SectionCard } from '../../../components/ui/section-card';
import { useClientPayouts } from '../api/get-client-payouts';

/** The money on the case: available to pay out, already paid to the client, or nothing recorded yet, in payout words, never a trading platform's. */
export function AmountCard({ account, className }: { account: ClientAccount; className?: string }) {
  const recovered = toCents(account.recoveredAmount);
  const transferred = toCents(account.transferredAmount);
  const available = toCents(account.availableAmount);
  const inRequest = recovered - available;
  // Staff have started on the open request (processing); until then it is only requested (pending).
  const payouts = useClientPayouts(account.id);
  const processing = payouts.data?.some((request) => request.status === 'processing') ?? false;
  const requestState = processing ? 'being processed' : 'waiting for review';

  let label = 'Recovered Amount';
  let amount = account.recoveredAmount;
  // Everything recovered is in an open request: nothing is left to pay out.
  if (recovered > 0) {
    label = available === 0 && inRequest > 0 ? (processing ? 'Payout being processed' : 'Payout requested') : 'Available to pay out';
  } else if (transferred > 0) {
    label = 'Transferred';
    amount = account.transferredAmount;
  }

  return (
    <SectionCard id="recovered-funds" title="Recovered Funds" className={className}>
      <p className="text-sm font-medium text-teal-800" data-testid="amount-label">
        {label}
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight break-words text-navy-900" data-testid="amount-value">
        {formatMoney(amount, account.currency)}
      </p>
      {recovered === 0 && transferred === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          No recovered funds have been recorded on your case yet. We add them here only when money has actually been received.
        </p>
      )}
      {recovered > 0 && inRequest > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {available === 0
            ? `Your payout request for this amount is ${requestState}.`
            : `${formatMoney(fromCents(inRequest), account.currency)} of this is in a payout request ${requestState}.`}
        </p>
      )}
      {recovered > 0 && transferred > 0 && (
        <p className="mt-3 text-sm text-slate-700">Already paid to you: {formatMoney(account.transferredAmount, account.currency)}</p>
      )}
    </SectionCard>
  );
}

/** Shown once everything recovered has been paid out. */
export function FundsTransferredCard({ account, className }: { account: ClientAccount; className?: string }) {
  return (
    <SectionCard id="funds-transferred" title="Funds Transferred" className={className}>
      <p className="text-3xl font-bold tracking-tight break-words text-navy-900" data-testid="transferred-amount">
        {formatMoney(account.transferredAmount, account.currency)}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        This amount has been transferred to you. If it has not arrived, please contact your case handler.
      </p>
    </SectionCard>
  );
}
