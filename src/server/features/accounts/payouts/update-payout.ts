import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PAYMENT_REFERENCE_MESSAGES,
  PAYOUT_TRANSITIONS,
  type Payout,
  type PayoutStatus,
  type updatePayoutSchema,
} from '../../../../contract/accounts/payouts';
import { keptRejectionReason } from '../../../../contract/shared/fields';
import { ADMIN_ONLY_MESSAGE } from '../../../../contract/staff/team';
import { recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/client';
import { payoutRequests as payouts } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http-error';
import type { Notifier } from '../../../platform/mail/notifier';
import { reviewAudit, reviewedColumns } from '../../../platform/staff-review';
import type { AccountsService } from '../accounts-service';
import { PAYOUT_NOT_FOUND, selectPayouts, staffView } from './payout-rows';

/** The move the endpoint takes (the acting staff member is recorded instead of any `processedBy` sent). */
export type PayoutChange = Omit<z.output<typeof updatePayoutSchema>, 'processedBy'>;

type StoredPayout = typeof payouts.$inferSelect;

/**
 * Whether the change may be made by this actor, and the payment reference it leaves: completing (with the
 * transfer's reference), rejecting and rewording a rejection's reason or a completed payout's reference are
 * an admin's; notes are anyone's.
 */
function checkedChange(current: StoredPayout, change: PayoutChange, actor: { isAdmin: boolean }) {
  const from = current.status as PayoutStatus;
  const moving = change.status !== from;
  const reference = change.paymentReference === undefined ? undefined : change.paymentReference || null;
  const rewordsReference = !moving && from === 'completed' && reference !== undefined && reference !== current.paymentReference;
  const decides = moving
    ? change.status === 'completed' || change.status === 'rejected'
    : (from === 'rejected' && keptRejectionReason(change) !== current.rejectionReason) || rewordsReference;
  if (decides && !actor.isAdmin) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  if (moving && !PAYOUT_TRANSITIONS[from].includes(change.status)) {
    throw new HttpError(409, `A ${from} withdrawal request cannot become ${change.status}`);
  }
  if (change.status !== 'completed' && reference) throw new HttpError(400, PAYMENT_REFERENCE_MESSAGES.onlyCompleted);
  const keptReference = change.status === 'completed' ? (reference === undefined ? current.paymentReference : reference) : null;
  if (change.status === 'completed' && !keptReference) throw new HttpError(400, PAYMENT_REFERENCE_MESSAGES.required);
  return { from, moving, keptReference };
}

/**
 * Moves a request along pending -> processing -> completed | rejected (or pending -> rejected); completing
 * moves its amount from recovered to transferred. The client is told of each move; each change is audited.
 */
export async function updatePayout(
  db: Db,
  deps: { accounts: AccountsService; notifier: Notifier },
  id: number,
  change: PayoutChange,
  actor: { id: number; isAdmin: boolean },
): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!current) throw new HttpError(404, PAYOUT_NOT_FOUND);
    await deps.accounts.lockAccount(tx, current.clientAccountId);
    const { from, moving, keptReference } = checkedChange(current, change, actor);
    await tx
      .update(payouts)
      .set({
        ...reviewedColumns(change),
        paymentReference: keptReference,
        ...(moving ? { processedBy: actor.id, processedAt: new Date().toISOString() } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(payouts.id, id), eq(payouts.status, from)));
    if (change.status === 'completed' && moving) await deps.accounts.refreshBalances(tx, current.clientAccountId);
    if (moving) await deps.notifier.toClient(tx, current.clientAccountId, 'payout_status');
    const audit = reviewAudit({ status: from, adminNotes: current.adminNotes, reason: current.rejectionReason }, change);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'withdrawal.updated',
      entityType: 'withdrawal_request',
      entityId: id,
      before: { ...audit.before, paymentReference: current.paymentReference },
      after: { ...audit.after, paymentReference: keptReference },
    });
    const [reply] = await staffView(tx, await selectPayouts(tx).where(eq(payouts.id, id)));
    return reply;
  });
}
