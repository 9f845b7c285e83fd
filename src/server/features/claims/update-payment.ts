import { eq, sql } from 'drizzle-orm';
import { createPaymentSchema, type Payment, type UpdatePaymentInput } from '../../../contract/claims/payments';
import { recordAudit } from '../../platform/audit';
import { scamPayments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { type ClaimsContext, PAYMENT_NOT_FOUND } from './context';
import { toPayment } from './payment-rows';
import { checkPaymentFacts } from './record-payment';

/** Staff edit a payment or confirm a client's report; the whole payment is checked again as it will be. Audited. */
export async function updatePayment(context: ClaimsContext, paymentId: number, change: UpdatePaymentInput, staffId: number): Promise<Payment> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(scamPayments).where(eq(scamPayments.id, paymentId)).for('update');
    if (!row) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const before = toPayment(row);
    const { status, ...fields } = change;
    const merged = createPaymentSchema.safeParse({ ...before, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) });
    if (!merged.success) throw new HttpError(400, merged.error.issues[0]?.message ?? 'Invalid payment');
    await checkPaymentFacts(context, tx, row.clientAccountId, merged.data);
    const next = merged.data;
    const [updated] = await tx
      .update(scamPayments)
      .set({
        paidAt: next.paidAt,
        amount: next.amount,
        currency: next.currency,
        method: next.method,
        payerInstitution: next.payerInstitution,
        payee: next.payee,
        walletAddress: next.walletAddress,
        reference: next.reference,
        note: next.note,
        documentIds: next.documentIds,
        status: status ?? row.status,
        updatedAt: sql`now()`,
      })
      .where(eq(scamPayments.id, paymentId))
      .returning();
    const after = toPayment(updated);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: status && row.status !== status ? 'payment.confirmed' : 'payment.updated',
      entityType: 'client_account',
      entityId: row.clientAccountId,
      before: { paymentId, ...auditedFields(before) },
      after: { paymentId, ...auditedFields(after) },
    });
    return after;
  });
}

const auditedFields = (p: Payment) => ({
  paidAt: p.paidAt,
  amount: p.amount,
  currency: p.currency,
  method: p.method,
  payerInstitution: p.payerInstitution,
  status: p.status,
});
