import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CreatePayment, PAID_AT_IN_FUTURE_MESSAGE, type Payment, type PaymentStatus } from '../../../contract/claims/payments';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { clientDocuments, scamPayments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { accountFacts, type ClaimsContext } from './context';
import { toPayment } from './payment-rows';

export const UNKNOWN_DOCUMENT_MESSAGE = "A document given as proof is not one of this account's";

/** A payment's facts that the clock cannot check in the schema: not after today, proof from the account's own documents. */
export async function checkPaymentFacts(context: ClaimsContext, tx: Db, accountId: number, payment: Pick<CreatePayment, 'paidAt' | 'documentIds'>) {
  if (payment.paidAt > context.today()) throw new HttpError(400, PAID_AT_IN_FUTURE_MESSAGE);
  if (payment.documentIds.length === 0) return;
  const found = await tx
    .select({ id: clientDocuments.id })
    .from(clientDocuments)
    .where(and(eq(clientDocuments.clientAccountId, accountId), inArray(clientDocuments.id, payment.documentIds)));
  if (found.length !== payment.documentIds.length) throw new HttpError(400, UNKNOWN_DOCUMENT_MESSAGE);
}

/**
 * Records a payment the victim made: `confirmed` when staff record it, `reported` when the client adds it
 * (until staff confirm it). `actorStaffId` is null for the client's own.
 */
export async function recordPayment(
  context: ClaimsContext,
  accountId: number,
  input: CreatePayment,
  by: { staffId: number | null; status: PaymentStatus },
): Promise<Payment> {
  return context.db.transaction(async (tx) => {
    await accountFacts(context, tx, accountId, true);
    await checkPaymentFacts(context, tx, accountId, input);
    const [row] = await tx
      .insert(scamPayments)
      .values({
        clientAccountId: accountId,
        paidAt: input.paidAt,
        amount: input.amount,
        currency: input.currency,
        method: input.method,
        payerInstitution: input.payerInstitution,
        payee: input.payee,
        walletAddress: input.walletAddress,
        reference: input.reference,
        note: input.note,
        documentIds: input.documentIds,
        status: by.status,
        recordedBy: by.staffId,
        updatedAt: sql`now()`,
      })
      .returning();
    const payment = toPayment(row);
    await recordAudit(tx, {
      actorUserId: by.staffId,
      action: by.staffId === null ? 'payment.reported' : 'payment.recorded',
      entityType: 'client_account',
      entityId: accountId,
      after: { paymentId: payment.id, amount: payment.amount, currency: payment.currency, method: payment.method, status: payment.status },
    });
    return payment;
  });
}
