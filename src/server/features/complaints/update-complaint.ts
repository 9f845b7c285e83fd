import { eq, sql } from 'drizzle-orm';
import {
  type Complaint,
  COMPLAINT_CLOSED_MESSAGE,
  COMPLAINT_NOT_FOUND,
  isOpenComplaint,
  OPEN_COMPLAINT_STATUSES,
  SUMMARY_WINDOW_CLOSED_MESSAGE,
  type UpdateComplaint,
} from '../../../contract/complaints/complaints';
import { recordAudit } from '../../platform/audit';
import { complaints } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { CLOSINGS, type ComplaintsContext, toComplaint } from './complaint-views';

/**
 * Moves a complaint forward. A summary resolution is allowed only inside its window; a final response
 * closes it and tells the complainant, with the Ombudsman's terms.
 */
export async function updateComplaint(ctx: ComplaintsContext, id: number, change: UpdateComplaint, actorUserId: number): Promise<Complaint> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
    if (!current) throw new HttpError(404, COMPLAINT_NOT_FOUND);
    if (!isOpenComplaint(current.status)) throw new HttpError(409, COMPLAINT_CLOSED_MESSAGE);
    const order = OPEN_COMPLAINT_STATUSES as readonly string[];
    if (isOpenComplaint(change.status) && order.indexOf(change.status) < order.indexOf(current.status)) {
      throw new HttpError(409, `A complaint that is ${current.status} cannot go back to ${change.status}`);
    }
    if (change.status === 'resolved_summary' && !toComplaint(ctx, current).summaryWindowOpen)
      throw new HttpError(409, SUMMARY_WINDOW_CLOSED_MESSAGE);
    const closing = !isOpenComplaint(change.status);
    const [row] = await tx
      .update(complaints)
      .set({
        status: change.status,
        ...(change.outcome !== undefined ? { outcome: change.outcome } : {}),
        ...(change.response ? { response: change.response } : {}),
        ...(closing ? { closedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(complaints.id, id))
      .returning();
    const closedBy = CLOSINGS[change.status];
    if (closedBy) await ctx.notifier.toComplainant(tx, row, closedBy.mail);
    await recordAudit(tx, {
      actorUserId,
      action: 'complaint.updated',
      entityType: 'complaint',
      entityId: id,
      before: { status: current.status },
      after: { status: change.status, outcome: change.outcome ?? null, responded: Boolean(change.response) },
    });
    return toComplaint(ctx, row);
  });
}
