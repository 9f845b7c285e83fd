import { and, count, desc, eq, inArray, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import {
  type ClientComplaintListItem,
  type ClientComplaintView,
  type Complaint,
  COMPLAINT_CLOSED_MESSAGE,
  type ComplaintList,
  type ComplaintListQuery,
  COMPLAINT_NOT_FOUND,
  type ComplaintStatus,
  isOpenComplaint,
  FINAL_RESPONSE_WEEKS,
  OMBUDSMAN_AFTER_EIGHT_WEEKS,
  OMBUDSMAN_AFTER_FINAL_RESPONSE,
  OMBUDSMAN_AFTER_SUMMARY_RESOLUTION,
  OPEN_COMPLAINT_STATUSES,
  type StaffComplaint,
  SUMMARY_RESOLUTION_BUSINESS_DAYS,
  SUMMARY_WINDOW_CLOSED_MESSAGE,
  type UpdateComplaint,
} from '../../../contract/complaints/complaints';
import { recordAudit } from '../../platform/audit';
import { CSV_BYTE_ORDER_MARK, csvLine, neutraliseCell } from '../../platform/csv';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientSubmissions, complaints } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';
import type { NoticeKind } from '../../platform/mail/notices';
import { newReference } from '../../platform/reference';
import { addBusinessDays, addDays, type BankHolidays, londonDate, londonDayStart } from '../../../contract/shared/business-days';

type Row = typeof complaints.$inferSelect;

export interface ComplaintsOptions {
  notifier: Notifier;
  bankHolidays: BankHolidays;
  /** The current time (tests move it). */
  now?: () => Date;
}

/** The complaints register: filed by clients or recorded by staff, worked to a final response within the DISP deadlines. */
/**
 * Each way of closing a complaint: the Ombudsman's terms the complainant sees with it, and the email that
 * tells them (DISP 1.5, 1.6; it says where to read the response, never the response itself).
 */
const CLOSINGS: Partial<Record<ComplaintStatus, { terms: string; mail: NoticeKind }>> = {
  final_response: { terms: OMBUDSMAN_AFTER_FINAL_RESPONSE, mail: 'complaint_final_response' },
  resolved_summary: { terms: OMBUDSMAN_AFTER_SUMMARY_RESOLUTION, mail: 'complaint_resolved' },
};

export function createComplaints(db: Db, options: ComplaintsOptions) {
  const holidays = options.bankHolidays;
  const now = options.now ?? (() => new Date());

  function deadlines(receivedAt: string) {
    const day = londonDate(new Date(receivedAt));
    return {
      summaryDeadline: addBusinessDays(day, SUMMARY_RESOLUTION_BUSINESS_DAYS, holidays),
      finalDeadline: addDays(day, FINAL_RESPONSE_WEEKS * 7),
    };
  }

  function toComplaint(row: Row): Complaint {
    const { summaryDeadline, finalDeadline } = deadlines(row.receivedAt);
    const today = londonDate(now());
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

  function toClientView(row: Row): ClientComplaintView {
    const complaint = toComplaint(row);
    const ombudsmanNotice = CLOSINGS[complaint.status]?.terms ?? (complaint.overdue ? OMBUDSMAN_AFTER_EIGHT_WEEKS : null);
    const { id, reference, channel, subject, summary, status, outcome, response, receivedAt, finalDeadline, closedAt } = complaint;
    return { id, reference, channel, subject, summary, status, outcome, response, receivedAt, finalDeadline, closedAt, ombudsmanNotice };
  }

  function toClientListItem(row: Row): ClientComplaintListItem {
    const { summary: _written, ...item } = toClientView(row);
    return item;
  }

  async function insert(tx: Db, values: Omit<typeof complaints.$inferInsert, 'reference'>, actorUserId: number | null) {
    const [row] = await tx
      .insert(complaints)
      .values({ ...values, reference: newReference('CMP') })
      .returning();
    await options.notifier.toComplainant(tx, row, 'complaint_received');
    await recordAudit(tx, {
      actorUserId,
      action: 'complaint.received',
      entityType: 'complaint',
      entityId: row.id,
      after: { reference: row.reference, channel: row.channel, receivedAt: row.receivedAt },
    });
    return row;
  }

  return {
    toComplaint,

    /** A client's complaint from the portal, received now. */
    async fileByClient(accountId: number, input: { subject: string; details: string }) {
      return db.transaction(async (tx) => {
        const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId));
        if (!account) throw new HttpError(404, 'Account not found');
        const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
        const row = await insert(
          tx,
          {
            clientAccountId: accountId,
            leadId: account.submissionId,
            name,
            email: account.email,
            channel: 'portal',
            subject: input.subject,
            summary: input.details,
            receivedAt: now().toISOString(),
          },
          null,
        );
        return toClientView(row);
      });
    },

    /** A complaint staff received by phone, email or letter. */
    async record(input: StaffComplaint, actorUserId: number): Promise<Complaint> {
      if (Date.parse(input.receivedAt) > now().getTime() + 60_000) throw new HttpError(400, 'When it was received cannot be in the future');
      return db.transaction(async (tx) => {
        let email = input.email;
        if (input.clientAccountId) {
          const [account] = await tx
            .select({ email: clientAccounts.email })
            .from(clientAccounts)
            .where(eq(clientAccounts.id, input.clientAccountId));
          if (!account) throw new HttpError(404, 'Client account not found');
          // A client's complaint reaches them at their account's address unless they gave another.
          email ??= account.email;
        }
        if (input.leadId) {
          const [lead] = await tx.select({ id: clientSubmissions.id }).from(clientSubmissions).where(eq(clientSubmissions.id, input.leadId));
          if (!lead) throw new HttpError(404, 'Lead not found');
        }
        const row = await insert(
          tx,
          {
            clientAccountId: input.clientAccountId ?? null,
            leadId: input.leadId ?? null,
            name: input.name,
            email,
            contact: input.contact,
            channel: input.channel,
            summary: input.summary,
            receivedAt: new Date(input.receivedAt).toISOString(),
            createdBy: actorUserId,
          },
          actorUserId,
        );
        return toComplaint(row);
      });
    },

    /** A page of the register, newest first, filtered in the query (overdue as `toComplaint` says it), with how many match. */
    async list(filter: ComplaintListQuery): Promise<ComplaintList> {
      const { status, page, pageSize } = filter;
      // Overdue: still open, and received before the UK day that makes today past its final deadline.
      const overdueCutoff = londonDayStart(addDays(londonDate(now()), -FINAL_RESPONSE_WEEKS * 7)).toISOString();
      const overdue = and(inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]), lt(complaints.receivedAt, overdueCutoff));
      const where = and(
        status ? eq(complaints.status, status) : undefined,
        filter.overdue === undefined ? undefined : filter.overdue === 'true' ? overdue : not(overdue as SQL),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(complaints)
          .where(where)
          .orderBy(desc(complaints.receivedAt), desc(complaints.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(complaints).where(where),
      ]);
      return { items: rows.map(toComplaint), total, page, pageSize };
    },

    async forClient(accountId: number): Promise<ClientComplaintListItem[]> {
      const rows = await db.select().from(complaints).where(eq(complaints.clientAccountId, accountId)).orderBy(desc(complaints.id));
      return rows.map(toClientListItem);
    },

    /** One of the client's own complaints; anyone else's answers as one that does not exist. */
    async oneForClient(accountId: number, id: number): Promise<ClientComplaintView> {
      const [row] = await db
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id), eq(complaints.clientAccountId, accountId)));
      if (!row) throw new HttpError(404, COMPLAINT_NOT_FOUND);
      return toClientView(row);
    },

    /**
     * Moves a complaint forward. A summary resolution is allowed only inside its window; a final response
     * closes it and tells the complainant, with the Ombudsman's terms.
     */
    async update(id: number, change: UpdateComplaint, actorUserId: number): Promise<Complaint> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
        if (!current) throw new HttpError(404, COMPLAINT_NOT_FOUND);
        if (!isOpenComplaint(current.status)) throw new HttpError(409, COMPLAINT_CLOSED_MESSAGE);
        const order = OPEN_COMPLAINT_STATUSES as readonly string[];
        if (isOpenComplaint(change.status) && order.indexOf(change.status) < order.indexOf(current.status)) {
          throw new HttpError(409, `A complaint that is ${current.status} cannot go back to ${change.status}`);
        }
        if (change.status === 'resolved_summary' && !toComplaint(current).summaryWindowOpen)
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
        if (closedBy) await options.notifier.toComplainant(tx, row, closedBy.mail);
        await recordAudit(tx, {
          actorUserId,
          action: 'complaint.updated',
          entityType: 'complaint',
          entityId: id,
          before: { status: current.status },
          after: { status: change.status, outcome: change.outcome ?? null, responded: Boolean(change.response) },
        });
        return toComplaint(row);
      });
    },

    /**
     * Tells each complainant whose complaint is still open eight weeks after receipt that they may go to
     * the Ombudsman, once: the marking update decides which instance sends it.
     */
    async sendEightWeekNotices(): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .update(complaints)
          .set({ eightWeekNoticeAt: sql`now()` })
          .where(
            and(
              inArray(complaints.status, [...OPEN_COMPLAINT_STATUSES]),
              isNull(complaints.eightWeekNoticeAt),
              sql`${complaints.receivedAt} < ${now().toISOString()}::timestamptz - make_interval(weeks => ${FINAL_RESPONSE_WEEKS})`,
            ),
          )
          .returning({ id: complaints.id, email: complaints.email, clientAccountId: complaints.clientAccountId, reference: complaints.reference });
        for (const complaint of due) {
          await options.notifier.toComplainant(tx, complaint, 'complaint_eight_weeks');
          await recordAudit(tx, { actorUserId: null, action: 'complaint.eight_weeks_notice', entityType: 'complaint', entityId: complaint.id });
        }
        return due.length;
      });
    },

    /** The register as CSV, for the regulator's complaints return (cells a spreadsheet could run are kept as text). */
    async exportCsv(): Promise<string> {
      const header = [
        'Reference',
        'Received',
        'Channel',
        'Name',
        'Email',
        'How to reach',
        'Subject',
        'Summary',
        'Status',
        'Outcome',
        'Response',
        'Summary deadline',
        'Final deadline',
        'Overdue',
        'Closed',
      ];
      const rows = (await db.select().from(complaints).orderBy(complaints.receivedAt, complaints.id)).map(toComplaint);
      return [
        CSV_BYTE_ORDER_MARK,
        csvLine(header),
        ...rows.map((c) =>
          csvLine(
            [
              c.reference,
              c.receivedAt,
              c.channel,
              c.name,
              c.email ?? '',
              c.contact ?? '',
              c.subject ?? '',
              c.summary,
              c.status,
              c.outcome ?? '',
              c.response ?? '',
              c.summaryDeadline,
              c.finalDeadline,
              c.overdue ? 'yes' : 'no',
              c.closedAt ?? '',
            ].map(neutraliseCell),
          ),
        ),
      ].join('');
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaints>;
