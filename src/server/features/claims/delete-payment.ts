import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { claimPayments, scamPayments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { type ClaimsContext, PAYMENT_NOT_FOUND } from './context';

export const PAYMENT_COVERED_MESSAGE = 'A claim covers this payment: take it out of the claim first (a claim is withdrawn, never deleted)';

/** Deletes a payment recorded by mistake, unless a claim covers it. Audited. */
export async function deletePayment(context: ClaimsContext, paymentId: number, staffId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(scamPayments).where(eq(scamPayments.id, paymentId)).for('update');
    if (!row) throw new HttpError(404, PAYMENT_NOT_FOUND);
    const [covered] = await tx
      .select({ claimId: claimPayments.claimId })
      .from(claimPayments)
      .where(eq(claimPayments.paymentId, paymentId))
      .limit(1);
    if (covered) throw new HttpError(409, PAYMENT_COVERED_MESSAGE);
    await tx.delete(scamPayments).where(eq(scamPayments.id, paymentId));
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'payment.deleted',
      entityType: 'client_account',
      entityId: row.clientAccountId,
      before: { paymentId, amount: row.amount, currency: row.currency, method: row.method, paidAt: row.paidAt },
    });
  });
}
