import { and, inArray, isNull, sql } from 'drizzle-orm';
import { FINAL_RESPONSE_WEEKS, OPEN_COMPLAINT_STATUSES } from '../../../contract/complaints/complaints';
import { recordAudit } from '../../platform/audit';
import { complaints } from '../../platform/db/schema';
import type { ComplaintsContext } from './complaint-views';

/**
 * Tells each complainant whose complaint is still open eight weeks after receipt that they may go to
 * the Ombudsman, once: the marking update decides which instance sends it.
 */
export async function sendEightWeekNotices(ctx: ComplaintsContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .update(complaints)
      .set({ eightWeekNoticeAt: sql`now()` })
      .where(
        and(
          inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]),
          isNull(complaints.eightWeekNoticeAt),
          sql`${complaints.receivedAt} < ${ctx.now().toISOString()}::timestamptz - make_interval(weeks => ${FINAL_RESPONSE_WEEKS})`,
        ),
      )
      .returning({ id: complaints.id, email: complaints.email, clientAccountId: complaints.clientAccountId, reference: complaints.reference });
    for (const complaint of due) {
      await ctx.notifier.toComplainant(tx, complaint, 'complaint_eight_weeks');
      await recordAudit(tx, { actorUserId: null, action: 'complaint.eight_weeks_notice', entityType: 'complaint', entityId: complaint.id });
    }
    return due.length;
  });
}
