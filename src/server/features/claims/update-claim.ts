import { eq, sql } from 'drizzle-orm';
import type { ClaimDetail, UpdateClaim } from '../../../contract/claims/claims';
import { recordAudit } from '../../platform/audit';
import { claims } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { checkedPayments, setClaimPayments } from './claim-payments';
import { claimRow, coveredPayments, refreshClaimDates } from './claim-state';
import type { ClaimsContext } from './context';
import { readClaim } from './read-claim';
import { assertActiveStaff } from './staff-check';

export const TYPE_FIXED_ONCE_FILED_MESSAGE = "A filed claim's type cannot change: withdraw it and open another";

/** Edits a claim; its type only while it is being prepared. Audited, its dates worked out again. */
export async function updateClaim(context: ClaimsContext, claimId: number, change: UpdateClaim, staffId: number): Promise<ClaimDetail> {
  return context.db.transaction(async (tx) => {
    const row = await claimRow(tx, claimId, true);
    if (change.type && change.type !== row.type && row.status !== 'preparing') throw new HttpError(409, TYPE_FIXED_ONCE_FILED_MESSAGE);
    const paymentIds = change.paymentIds ?? (await coveredPayments(tx, claimId)).map((p) => p.id);
    const amount = change.amountClaimed === undefined ? row.amountClaimed : change.amountClaimed;
    const { currency } = await checkedPayments(tx, row.clientAccountId, paymentIds, amount);
    if (change.assignedTo) await assertActiveStaff(tx, change.assignedTo);
    await tx
      .update(claims)
      .set({
        type: change.type ?? row.type,
        counterparty: change.counterparty ?? row.counterparty,
        amountClaimed: amount ?? null,
        amountClaimedCurrency: amount ? currency : null,
        reference: change.reference === undefined ? row.reference : change.reference,
        expectedDeliveryDate: change.expectedDeliveryDate === undefined ? row.expectedDeliveryDate : change.expectedDeliveryDate,
        assignedTo: change.assignedTo === undefined ? row.assignedTo : change.assignedTo,
        updatedAt: sql`now()`,
      })
      .where(eq(claims.id, claimId));
    if (change.paymentIds) await setClaimPayments(tx, claimId, change.paymentIds);
    await refreshClaimDates(context, tx, claimId);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'claim.updated',
      entityType: 'claim',
      entityId: claimId,
      before: { type: row.type, counterparty: row.counterparty, reference: row.reference, assignedTo: row.assignedTo },
      after: Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
    });
    return readClaim(context, claimId, tx);
  });
}
