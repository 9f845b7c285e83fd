import { WITHDRAWAL_STATUS_LABELS, type Withdrawal, type WithdrawalStatus } from '../../../../contract/accounts/payouts';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';

const tones: Record<WithdrawalStatus, Tone> = {
  pending: 'warning',
  processing: 'info',
  completed: 'success',
  rejected: 'danger',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <StatusPill tone={tones[status]}>{WITHDRAWAL_STATUS_LABELS[status]}</StatusPill>;
}

export const METHOD_LABELS: Record<Withdrawal['withdrawalMethod'], string> = { bank: 'Bank Transfer', cryptocurrency: 'Cryptocurrency' };

export function WithdrawalDetails({ request }: { request: Withdrawal }) {
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

