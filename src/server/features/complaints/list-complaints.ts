import { and, count, desc, eq, inArray, lt, not, type SQL } from 'drizzle-orm';
import {
  type ClientComplaintListItem,
  type ClientComplaintView,
  COMPLAINT_NOT_FOUND,
  type ComplaintList,
  type ComplaintListQuery,
  FINAL_RESPONSE_WEEKS,
  OPEN_COMPLAINT_STATUSES,
} from '../../../contract/complaints/complaints';
import { addDays, londonDate, londonDayStart } from '../../../contract/shared/business-days';
import { complaints } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { type ComplaintsContext, toClientListItem, toClientView, toComplaint } from './complaint-views';

/** A page of the register, newest first, filtered in the query (overdue as `toComplaint` says it), with how many match. */
export async function listComplaints(ctx: ComplaintsContext, filter: ComplaintListQuery): Promise<ComplaintList> {
  const { status, page, pageSize } = filter;
  // Overdue: still open, and received before the UK day that makes today past its final deadline.
  const overdueCutoff = londonDayStart(addDays(londonDate(ctx.now()), -FINAL_RESPONSE_WEEKS * 7)).toISOString();
  const overdue = and(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]), lt(complaints.receivedAt, overdueCutoff));
  const where = and(
    status ? eq(complaints.status, status) : undefined,
    filter.overdue === undefined ? undefined : filter.overdue === 'true' ? overdue : not(overdue as SQL),
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.receivedAt), desc(complaints.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(complaints).where(where),
  ]);
  return { items: rows.map((row) => toComplaint(ctx, row)), total, page, pageSize };
}

export async function clientComplaints(ctx: ComplaintsContext, accountId: number): Promise<ClientComplaintListItem[]> {
  const rows = await ctx.db.select().from(complaints).where(eq(complaints.clientAccountId, accountId)).orderBy(desc(complaints.id));
  return rows.map((row) => toClientListItem(ctx, row));
}

/** One of the client's own complaints; anyone else's answers as one that does not exist. */
export async function clientComplaint(ctx: ComplaintsContext, accountId: number, id: number): Promise<ClientComplaintView> {
  const [row] = await ctx.db
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), eq(complaints.clientAccountId, accountId)));
  if (!row) throw new HttpError(404, COMPLAINT_NOT_FOUND);
  return toClientView(ctx, row);
}
