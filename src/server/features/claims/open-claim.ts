import type { ClaimDetail, CreateClaim } from '../../../contract/claims/claims';
import { recordAudit } from '../../platform/audit';
import { claimEvents, claims } from '../../platform/db/schema';
import { checkedPayments, setClaimPayments } from './claim-payments';
import { refreshClaimDates } from './claim-state';
import { accountFacts, type ClaimsContext } from './context';
import { readClaim } from './read-claim';
import { assertActiveStaff } from './staff-check';

/**
 * Opens a claim over some of the account's payments, status preparing, assigned to the client's lead
 * assignee unless staff name another. It is recorded whether or not the payments fit the type: the answer's
 * `warnings` say why it may fail.
 */
export async function openClaim(context: ClaimsContext, accountId: number, input: CreateClaim, staffId: number): Promise<ClaimDetail> {
  return context.db.transaction(async (tx) => {
    const account = await accountFacts(context, tx, accountId, true);
    const { currency } = await checkedPayments(tx, accountId, input.paymentIds, input.amountClaimed);
    const assignedTo = input.assignedTo ?? account.leadAssignee;
    if (input.assignedTo) await assertActiveStaff(tx, input.assignedTo);
    const [row] = await tx
      .insert(claims)
      .values({
        clientAccountId: accountId,
        type: input.type,
        counterparty: input.counterparty,
        amountClaimed: input.amountClaimed ?? null,
        amountClaimedCurrency: input.amountClaimed ? currency : null,
        reference: input.reference,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        paymentServiceComplaint: input.paymentServiceComplaint,
        assignedTo,
        createdBy: staffId,
      })
      .returning({ id: claims.id });
    await setClaimPayments(tx, row.id, input.paymentIds);
    await tx.insert(claimEvents).values({ claimId: row.id, status: 'preparing', on: context.today(), recordedBy: staffId });
    await refreshClaimDates(context, tx, row.id);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'claim.opened',
      entityType: 'claim',
      entityId: row.id,
      after: { clientAccountId: accountId, type: input.type, counterparty: input.counterparty, paymentIds: input.paymentIds, assignedTo },
    });
    return readClaim(context, row.id, tx);
  });
}
