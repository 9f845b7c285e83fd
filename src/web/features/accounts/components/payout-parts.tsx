import { PAYOUT_STATUS_LABELS, type Payout, type PayoutStatus } from '../../../../contract/accounts/payouts';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';

const tones: Record<PayoutStatus, Tone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  rejected: 'danger',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <StatusPill tone={tones[status]}>{PAYOUT_STATUS_LABELS[status]}</StatusPill>;
}

export const METHOD_LABELS: Record<Payout['withdrawalMethod'], string> = { bank: 'Bank Transfer', cryptocurrency: 'Cryptocurrency' };

export function PayoutDetails({ request }: { request: Payout }) {
  if (request.withdrawalMethod === 'cryptocurrency') {
    return (
      <>
        <span className="block font-medium">{request.cryptoType ?? '—'}</span>
        <span className="block font-mono text-xs break-all text-slate-700">{request.walletAddress ?? '—'}</span>
      </>
    );
  }
  return <span className="block text-xs text-slate-700">{request.bankDetails ?? '—'}</span>;
}

/** Who a request is from: 'Rita Okafor (rita@example.com)', the email alone without a name, or the account number. */
export function payoutClient(request: Payout): string {
  const email = request.clientEmail ?? `Account #${request.clientAccountId}`;
  const name = `${request.clientFirstName ?? ''} ${request.clientLastName ?? ''}`.trim();
  return name ? `${name} (${email})` : email;
}
