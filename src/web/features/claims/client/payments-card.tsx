import { useState } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentList } from '../../../../contract/claims/payments';
import { Button } from '../../../components/ui/button';
import { StatusPill } from '../../../components/ui/client-status-pill';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { formatCalendarDate } from '../../../lib/client-format';
import { useClientPayments } from './api';
import { formatPaymentAmount } from './payment-amount';
import { PaymentForm } from './payment-form';

type Totals = PaymentList['totals'];

function PaymentTotals({ totals }: { totals: Totals }) {
  const currencies = [...new Set([...totals.confirmed, ...totals.reported].map((total) => total.currency))];
  const amountIn = (list: Totals['confirmed'], currency: string) => list.find((total) => total.currency === currency)?.amount;
  return (
    <dl aria-label="Your totals" className="mt-4 grid gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm" data-testid="payment-totals">
      {currencies.map((currency) => {
        const confirmed = amountIn(totals.confirmed, currency);
        const reported = amountIn(totals.reported, currency);
        return (
          <div key={currency} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-navy-900">Total in {currency}:</dt>
            <dd className="text-slate-800">
              {[
                confirmed && `${formatPaymentAmount(confirmed, currency)} confirmed`,
                reported && `${formatPaymentAmount(reported, currency)} reported by you, still to check`,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The payments the client made to the scam, and "Add a payment you made". */
export function ClientPaymentsCard({ accountId, className }: { accountId: number; className?: string }) {
  const payments = useClientPayments(accountId);
  const [open, setOpen] = useState(false);
  // Closed (added or cancelled), the focus goes back to the button that opened the form.
  const [closedByClient, setClosedByClient] = useState(false);
  const close = () => {
    setClosedByClient(true);
    setOpen(false);
  };

  return (
    <SectionCard
      id="your-payments"
      title="Your payments"
      description="The payments you made to the scammers. Each one helps us make your claims: add any we do not have yet."
      className={className}
      action={
        !open && (
          <Button variant="outline" size="sm" autoFocus={closedByClient} onClick={() => setOpen(true)}>
            Add a payment you made
          </Button>
        )
      }
    >
      {open && <PaymentForm accountId={accountId} onDone={close} />}
      {payments.isPending ? (
        <ListMessage role="status">Loading your payments...</ListMessage>
      ) : payments.isError ? (
        <ListMessage role="alert">Your payments could not be loaded. Please reload the page.</ListMessage>
      ) : payments.data.items.length === 0 ? (
        <ListMessage>No payments are recorded yet. Add each payment you made, as far as you remember it.</ListMessage>
      ) : (
        <>
          <ul aria-label="Your payments" className="divide-y divide-slate-100">
            {payments.data.items.map((payment) => (
              <li key={payment.id} className="grid min-w-0 gap-1 py-3 wrap-anywhere first:pt-0 last:pb-0" data-testid="client-payment">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-navy-900">{formatPaymentAmount(payment.amount, payment.currency)}</span>
                  {payment.status === 'confirmed' ? (
                    <StatusPill tone="success">Confirmed</StatusPill>
                  ) : (
                    <StatusPill tone="neutral">Reported by you: we will check it</StatusPill>
                  )}
                </div>
                <p className="text-sm text-slate-700">
                  {formatCalendarDate(payment.paidAt)} · {PAYMENT_METHOD_LABELS[payment.method]} · from {payment.payerInstitution}
                </p>
                {(payment.payee || payment.walletAddress) && (
                  <p className="text-sm wrap-anywhere text-slate-700">To {[payment.payee, payment.walletAddress].filter(Boolean).join(', ')}</p>
                )}
                {payment.reference && <p className="text-xs break-all text-slate-600">Reference: {payment.reference}</p>}
              </li>
            ))}
          </ul>
          <PaymentTotals totals={payments.data.totals} />
        </>
      )}
    </SectionCard>
  );
}
