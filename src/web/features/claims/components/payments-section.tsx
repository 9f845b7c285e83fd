import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { PaymentRoute } from '../../../../contract/claims/claims';
import type { PaymentList } from '../../../../contract/claims/payments';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { ListMessage } from '../../../components/ui/section-card';
import { todayIso } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { useConfirmPayment } from '../api/confirm-payment';
import { useDeletePayment } from '../api/delete-payment';
import { useAccountPayments } from '../api/get-account-payments';
import { usePaymentRoutes } from '../api/get-payment-routes';
import { formatAmounts, formatPaymentAmount } from '../lib/payment-amount';
import { AddPaymentDialog } from './add-payment-dialog';
import { type ListedPayment, PaymentItem } from './payment-item';

/** What the client paid to the scam, with the claims that fit each payment; staff add, confirm and delete them. */
export function PaymentsSection({ accountId, currency, covered }: { accountId: number; currency: string; covered: ReadonlySet<number> }) {
  const payments = useAccountPayments(accountId);
  const routes = usePaymentRoutes(accountId);
  const confirm = useConfirmPayment(accountId);
  const remove = useDeletePayment(accountId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ListedPayment | null>(null);
  const today = todayIso();
  const routesOf = (paymentId: number): PaymentRoute[] => routes.data?.filter((route) => route.paymentId === paymentId) ?? [];
  const placeholder = listPlaceholder(payments, payments.data?.items.length === 0, {
    loading: 'Loading payments...',
    failed: 'Failed to load the payments.',
    empty: 'No payments recorded yet. Add the ones the client made to the scam to see which claims fit them.',
  });
  return (
    <section aria-labelledby={`payments-${accountId}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`payments-${accountId}-heading`} className="text-base font-semibold text-navy-900">
          Payments to the scam
        </h3>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add payment
        </Button>
      </div>
      {placeholder || !payments.data ? (
        <ListMessage>{placeholder}</ListMessage>
      ) : (
        <>
          <Totals totals={payments.data.totals} />
          <ul className="grid gap-2">
            {payments.data.items.map((payment) => (
              <PaymentItem
                key={payment.id}
                payment={payment}
                routes={routesOf(payment.id)}
                covered={covered.has(payment.id)}
                today={today}
                confirming={confirm.isPending && confirm.variables === payment.id}
                onConfirm={() => confirm.mutate(payment.id)}
                onDelete={() => setDeleting(payment)}
              />
            ))}
          </ul>
        </>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        {adding && <AddPaymentDialog accountId={accountId} currency={currency} onDone={() => setAdding(false)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this payment?"
        message={
          deleting
            ? `The payment of ${formatPaymentAmount(deleting.amount, deleting.currency)} on ${formatDate(deleting.paidAt)} goes from the account. Do this only for a payment recorded by mistake.`
            : ''
        }
        confirmLabel="Delete payment"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}

function Totals({ totals }: { totals: PaymentList['totals'] }) {
  return (
    <dl className="grid gap-1 rounded-lg bg-navy-50 px-3 py-2 text-sm sm:grid-cols-2">
      <Total term="Confirmed" amounts={totals.confirmed} />
      <Total term="Reported by the client, not yet confirmed" amounts={totals.reported} />
    </dl>
  );
}

function Total({ term, amounts }: { term: string; amounts: PaymentList['totals']['confirmed'] }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-navy-900 tabular-nums">{formatAmounts(amounts)}</dd>
    </div>
  );
}
