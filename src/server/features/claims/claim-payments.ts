import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { claimPayments, scamPayments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

export const UNKNOWN_PAYMENT_MESSAGE = "A payment chosen for the claim is not one of this account's";
export const MIXED_CURRENCY_AMOUNT_MESSAGE = 'The payments are in more than one currency: leave the amount claimed empty to claim each total';

/** The claim's payments, all of them the account's; an amount claimed needs them in one currency, which it takes. */
export async function checkedPayments(tx: Db, accountId: number, paymentIds: readonly number[], amountClaimed: string | null | undefined) {
  const rows = await tx
    .select({ id: scamPayments.id, currency: scamPayments.currency })
    .from(scamPayments)
    .where(and(eq(scamPayments.clientAccountId, accountId), inArray(scamPayments.id, [...paymentIds])))
    // Held until the claim is stored: a payment deleted meanwhile waits, then finds the claim and is refused (409).
    .for('share');
  if (rows.length !== paymentIds.length) throw new HttpError(400, UNKNOWN_PAYMENT_MESSAGE);
  const currencies = new Set(rows.map((r) => r.currency));
  if (amountClaimed && currencies.size > 1) throw new HttpError(400, MIXED_CURRENCY_AMOUNT_MESSAGE);
  return { currency: [...currencies][0] ?? null };
}

/** Sets which payments a claim covers. */
export async function setClaimPayments(tx: Db, claimId: number, paymentIds: readonly number[]): Promise<void> {
  await tx.delete(claimPayments).where(eq(claimPayments.claimId, claimId));
  if (paymentIds.length > 0) await tx.insert(claimPayments).values(paymentIds.map((paymentId) => ({ claimId, paymentId })));
}
