import { eq, sql } from 'drizzle-orm';
import type { ClaimDetail } from '../../../contract/claims/claims';
import { OMBUDSMAN } from '../../../contract/complaints/complaints';
import { recordAudit } from '../../platform/audit';
import { claimEvents, claims } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { setClaimPayments } from './claim-payments';
import { claimRow, coveredPayments, refreshClaimDates } from './claim-state';
import type { ClaimsContext } from './context';
import { readClaim } from './read-claim';

export const NOT_REFERRABLE_MESSAGE = 'Only a rejected or partly upheld claim can be referred to the Ombudsman';
export const ALREADY_REFERRED_MESSAGE = 'This claim has already been referred to the Ombudsman';

/** Opens the Ombudsman referral that follows a rejected or partly upheld claim, over the same payments. */
export async function referClaim(context: ClaimsContext, claimId: number, staffId: number): Promise<ClaimDetail> {
  return context.db.transaction(async (tx) => {
    const first = await claimRow(tx, claimId, true);
    if (first.status !== 'rejected' && first.status !== 'partly_upheld') throw new HttpError(409, NOT_REFERRABLE_MESSAGE);
    if (first.type === 'ombudsman' || first.type === 'police_report' || first.type === 'exchange_freeze')
      throw new HttpError(409, NOT_REFERRABLE_MESSAGE);
    if (first.referredToId) throw new HttpError(409, ALREADY_REFERRED_MESSAGE);
    const [row] = await tx
      .insert(claims)
      .values({
        clientAccountId: first.clientAccountId,
        type: 'ombudsman',
        counterparty: OMBUDSMAN.name,
        assignedTo: first.assignedTo,
        referredFromId: first.id,
        createdBy: staffId,
      })
      .returning({ id: claims.id });
    await setClaimPayments(
      tx,
      row.id,
      (await coveredPayments(tx, claimId)).map((p) => p.id),
    );
    await tx.insert(claimEvents).values({ claimId: row.id, status: 'preparing', on: context.today(), recordedBy: staffId });
    await tx.update(claims).set({ referredToId: row.id, updatedAt: sql`now()` }).where(eq(claims.id, claimId));
    await refreshClaimDates(context, tx, row.id);
    await refreshClaimDates(context, tx, claimId);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'claim.referred',
      entityType: 'claim',
      entityId: claimId,
      after: { ombudsmanClaimId: row.id },
    });
    return readClaim(context, row.id, tx);
  });
}
