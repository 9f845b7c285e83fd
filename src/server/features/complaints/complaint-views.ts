import type { ClientComplaintListItem, ClientComplaintView, Complaint, ComplaintStatus } from '../../../contract/complaints/complaints';
import {
  FINAL_RESPONSE_WEEKS,
  isOpenComplaint,
  OMBUDSMAN_AFTER_EIGHT_WEEKS,
  OMBUDSMAN_AFTER_FINAL_RESPONSE,
  OMBUDSMAN_AFTER_SUMMARY_RESOLUTION,
  SUMMARY_RESOLUTION_BUSINESS_DAYS,
} from '../../../contract/complaints/complaints';
import { addBusinessDays, addDays, type BankHolidays, londonDate } from '../../../contract/shared/business-days';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { complaints } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';
import type { NoticeKind } from '../../platform/mail/notices';
import { newReference } from '../../platform/reference';

export type Row = typeof complaints.$inferSelect;

/** What the complaints' use cases share. */
export interface ComplaintsContext {
  db: Db;
  notifier: Notifier;
  holidays: BankHolidays;
  /** The current time (tests move it). */
  now: () => Date;
}

/**
 * Each way of closing a complaint: the Ombudsman's terms the complainant sees with it, and the email that
 * tells them (DISP 1.5, 1.6; it says where to read the response, never the response itself).
 */
export const CLOSINGS: Partial<Record<ComplaintStatus, { terms: string; mail: NoticeKind }>> = {
  final_response: { terms: OMBUDSMAN_AFTER_FINAL_RESPONSE, mail: 'complaint_final_response' },
  resolved_summary: { terms: OMBUDSMAN_AFTER_SUMMARY_RESOLUTION, mail: 'complaint_resolved' },
};

function deadlines(ctx: ComplaintsContext, receivedAt: string) {
  const day = londonDate(new Date(receivedAt));
  return {
    summaryDeadline: addBusinessDays(day, SUMMARY_RESOLUTION_BUSINESS_DAYS, ctx.holidays),
    finalDeadline: addDays(day, FINAL_RESPONSE_WEEKS * 7),
  };
}

export function toComplaint(ctx: ComplaintsContext, row: Row): Complaint {
  const { summaryDeadline, finalDeadline } = deadlines(ctx, row.receivedAt);
  const today = londonDate(ctx.now());
  const open = isOpenComplaint(row.status);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    contact: row.contact,
    clientAccountId: row.clientAccountId,
    leadId: row.leadId,
    channel: row.channel as Complaint['channel'],
    subject: row.subject,
    summary: row.summary,
    status: row.status as ComplaintStatus,
    outcome: row.outcome as Complaint['outcome'],
    response: row.response,
    receivedAt: new Date(row.receivedAt).toISOString(),
    summaryDeadline,
    finalDeadline,
    overdue: open && today > finalDeadline,
    summaryWindowOpen: open && today <= summaryDeadline,
    closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toClientView(ctx: ComplaintsContext, row: Row): ClientComplaintView {
  const complaint = toComplaint(ctx, row);
  const ombudsmanNotice = CLOSINGS[complaint.status]?.terms ?? (complaint.overdue ? OMBUDSMAN_AFTER_EIGHT_WEEKS : null);
  const { id, reference, channel, subject, summary, status, outcome, response, receivedAt, finalDeadline, closedAt } = complaint;
  return { id, reference, channel, subject, summary, status, outcome, response, receivedAt, finalDeadline, closedAt, ombudsmanNotice };
}

export function toClientListItem(ctx: ComplaintsContext, row: Row): ClientComplaintListItem {
  const { summary: _written, ...item } = toClientView(ctx, row);
  return item;
}

/** Stores a complaint received now or earlier, acknowledges it to the complainant, audited. */
export async function insertComplaint(
  ctx: ComplaintsContext,
  tx: Db,
  values: Omit<typeof complaints.$inferInsert, 'reference'>,
  actorUserId: number | null,
) {
  const [row] = await tx
    .insert(complaints)
    .values({ ...values, reference: newReference('CMP') })
    .returning();
  await ctx.notifier.toComplainant(tx, row, 'complaint_received');
  await recordAudit(tx, {
    actorUserId,
    action: 'complaint.received',
    entityType: 'complaint',
    entityId: row.id,
    after: { reference: row.reference, channel: row.channel, receivedAt: row.receivedAt },
  });
  return row;
}
