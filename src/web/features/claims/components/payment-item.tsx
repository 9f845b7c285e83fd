import type { PaymentRoute } from '../../../../contract/claims/claims';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentList } from '../../../../contract/claims/payments';
import { Button } from '../../../components/ui/button';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { formatPaymentAmount } from '../lib/payment-amount';
import { PaymentAdvice } from './payment-advice';

export type ListedPayment = PaymentList['items'][number];

const linkClass = 'font-mono text-xs break-all text-teal-800 underline';

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
  const { explorer } = payment;
  return (
    <li data-testid="payment" className="rounded-lg border border-slate-200 bg-white p-3">
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
      {(payment.walletAddress || payment.reference) && (
        <dl className="mt-1 grid gap-0.5 text-sm">
          {payment.walletAddress && (
            <div>
              <dt className="inline text-slate-600">Wallet: </dt>
              <dd className="inline">
                {explorer.address ? (
                  <NewTabLink href={explorer.address} className={linkClass}>
                    {payment.walletAddress}
                  </NewTabLink>
                ) : (
                  <span className="font-mono text-xs break-all">{payment.walletAddress}</span>
                )}
              </dd>
            </div>
          )}
          {payment.reference && (
            <div>
              <dt className="inline text-slate-600">{payment.method === 'crypto_transfer' ? 'Transaction: ' : 'Reference: '}</dt>
              <dd className="inline">
                {explorer.transaction ? (
                  <NewTabLink href={explorer.transaction} className={linkClass}>
                    {payment.reference}
                  </NewTabLink>
                ) : (
                  <span className="font-mono text-xs break-all">{payment.reference}</span>
                )}
              </dd>
            </div>
          )}
        </dl>
      )}
      {payment.note && <p className="mt-1 text-sm wrap-anywhere whitespace-pre-wrap text-slate-700">{payment.note}</p>}
      <PaymentAdvice routes={routes} today={today} />
      <div className="mt-2 flex flex-wrap gap-2">
        {payment.status === 'reported' && (
          <Button
            size="sm"
            disabled={confirming}
            onClick={onConfirm}
            aria-label={`Confirm the payment of ${amount} on ${formatDate(payment.paidAt)}`}
          >
            {confirming ? 'Confirming...' : 'Confirm'}
          </Button>
        )}
        {!covered && (
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete the payment of ${amount} on ${formatDate(payment.paidAt)}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
