import { eq, sql } from 'drizzle-orm';
import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  canMoveClaim,
  claimMoveMessage,
  isDecidedClaim,
} from '../../../contract/claims/rules/claim-statuses';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import type { ClaimDetail, ClaimEvent } from '../../../contract/claims/claims';
import { claimTitle } from '../../../contract/claims/claim-text';
import { londonDate } from '../../../contract/shared/business-days';
import { recordAudit } from '../../platform/audit';
import { claimEvents, claims, clientAccounts } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { recordUpdate } from '../accounts';
import { claimRow, refreshClaimDates } from './claim-state';
import type { ClaimsContext } from './context';
import { readClaim } from './read-claim';

export const EVENT_IN_FUTURE_MESSAGE = 'When it happened cannot be in the future';

/** The London day an event's `at` names: a date as it is, a moment by the day it fell on in London. */
const dayOf = (at: string) => (/^\d{4}-\d{2}-\d{2}$/.test(at) ? at : londonDate(new Date(at)));

/**
 * Moves a claim on by the status flow, dated (today, or a past day staff give), by whom. Filing starts its
 * clock; a request for information stops an APP claim's clock until the 35th business day; a decision
 * records its day and the final response (which starts the Ombudsman's six months). A client-visible
 * event reaches the client's case timeline and emails them, with its note; other notes stay with staff.
 */
export async function recordClaimEvent(context: ClaimsContext, claimId: number, event: ClaimEvent, staffId: number): Promise<ClaimDetail> {
  return context.db.transaction(async (tx) => {
    const row = await claimRow(tx, claimId, true);
    const from = row.status as ClaimStatus;
    if (!canMoveClaim(from, event.status)) throw new HttpError(409, claimMoveMessage(from, event.status));
    const on = event.at ? dayOf(event.at) : context.today();
    if (on > context.today() || (event.at && new Date(event.at).getTime() > Date.now())) throw new HttpError(400, EVENT_IN_FUTURE_MESSAGE);
    if (event.finalResponseAt && event.finalResponseAt > context.today()) throw new HttpError(400, EVENT_IN_FUTURE_MESSAGE);
    const decided = isDecidedClaim(event.status);
    await tx
      .update(claims)
      .set({
        status: event.status,
        statusChangedAt: sql`now()`,
        filedOn: event.status === 'filed' && !row.filedOn ? on : row.filedOn,
        clockStopped: row.clockStopped || event.status === 'information_requested',
        decidedOn: decided ? on : row.decidedOn,
        finalResponseOn: decided ? (event.finalResponseAt ?? on) : row.finalResponseOn,
        amountDecided: decided ? (event.amountDecided ?? null) : row.amountDecided,
        updatedAt: sql`now()`,
      })
      .where(eq(claims.id, claimId));
    await tx
      .insert(claimEvents)
      .values({ claimId, status: event.status, on, note: event.note, visibleToClient: event.visibleToClient, recordedBy: staffId });
    await refreshClaimDates(context, tx, claimId);
    await recordAudit(tx, {
      actorUserId: staffId,
      action: 'claim.moved',
      entityType: 'claim',
      entityId: claimId,
      before: { status: from },
      after: { status: event.status, on, visibleToClient: event.visibleToClient },
    });
    if (event.visibleToClient) {
      const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, row.clientAccountId)).for('update');
      const message = `${claimTitle(row.type as ClaimType, row.counterparty)}: ${CLAIM_STATUS_LABELS[event.status].toLowerCase()}.${event.note ? `\n${event.note}` : ''}`;
      await recordUpdate(tx, context.notifier, account, { message, stage: null, visibleToClient: true }, staffId);
    }
    return readClaim(context, claimId, tx);
  });
}
