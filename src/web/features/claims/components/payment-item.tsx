import type { PaymentRoute } from '../../../../contract/claims/claims';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentList } from '../../../../contract/claims/payments';
import { Button } from '../../../components/ui/button';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { formatPaymentAmount } from '../lib/payment-amount';
import { PaymentAdvice } from './payment-advice';

export type ListedPayment = PaymentList['items'][number];

/** One payment: when, how much, how and to whom; Confirm for a client's report, Delete while no claim covers it. */
export function PaymentItem({
  payment,
  routes,
  covered,
  today,
  confirming,
  onConfirm,
  onDelete,
}: {
  payment: ListedPayment;
  routes: readonly PaymentRoute[];
  covered: boolean;
  today: string;
  confirming: boolean;
  onConfirm: () => void;
  onDelete: () => void;
}) {
  const amount = formatPaymentAmount(payment.amount, payment.currency);
  const named = `the payment of ${amount} on ${formatDate(payment.paidAt)}`;
  return (
    <li data-testid="payment" className="rounded-lg border border-slate-200 bg-white p-3">
      <PaymentHeader payment={payment} amount={amount} />
      <PaymentTrail payment={payment} />
      {payment.note && <p className="mt-1 text-sm wrap-anywhere whitespace-pre-wrap text-slate-700">{payment.note}</p>}
      <PaymentAdvice routes={routes} today={today} />
      <div className="mt-2 flex flex-wrap gap-2">
        {payment.status === 'reported' && (
          <Button size="sm" disabled={confirming} onClick={onConfirm} aria-label={`Confirm ${named}`}>
            {confirming ? 'Confirming...' : 'Confirm'}
          </Button>
        )}
        {!covered && (
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${named}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

function PaymentHeader({ payment, amount }: { payment: ListedPayment; amount: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="font-semibold text-navy-900 tabular-nums">
          {amount} <span className="font-normal text-slate-600">on {formatDate(payment.paidAt)}</span>
        </p>
        <p className="text-sm text-slate-700">
          {PAYMENT_METHOD_LABELS[payment.method]} from {payment.payerInstitution}
          {payment.payee && ` to ${payment.payee}`}
        </p>
      </div>
      <StatusPill tone={payment.status === 'confirmed' ? 'success' : 'warning'}>{PAYMENT_STATUS_LABELS[payment.status]}</StatusPill>
    </div>
  );
}

/** The wallet and the reference (a transaction hash for crypto), each linked to the block explorer when there is one. */
function PaymentTrail({ payment }: { payment: ListedPayment }) {
  if (!payment.walletAddress && !payment.reference) return null;
  return (
    <dl className="mt-1 grid gap-0.5 text-sm">
      {payment.walletAddress && <TrailFact label="Wallet: " value={payment.walletAddress} href={payment.explorer.address} />}
      {payment.reference && (
        <TrailFact
          label={payment.method === 'crypto_transfer' ? 'Transaction: ' : 'Reference: '}
          value={payment.reference}
          href={payment.explorer.transaction}
        />
      )}
    </dl>
  );
}

function TrailFact({ label, value, href }: { label: string; value: string; href: string | null | undefined }) {
  return (
    <div>
      <dt className="inline text-slate-600">{label}</dt>
      <dd className="inline">
        {href ? (
          <NewTabLink href={href} className="font-mono text-xs break-all text-teal-800 underline">
            {value}
          </NewTabLink>
        ) : (
          <span className="font-mono text-xs break-all">{value}</span>
        )}
      </dd>
    </div>
  );
}
