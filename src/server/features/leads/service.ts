import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  LEAD_LIST_DEPTH,
  LEAD_LIST_TOO_DEEP_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
  type Lead,
  type LeadAuditEntry,
  type LeadBulk,
  type LeadFilter,
  type LeadList,
  type LeadListQuery,
  type LeadSources,
  type LeadSummary,
  type LeadUpdate,
} from '../../../contract/leads/leads';
import { type Db, queryRows } from '../../platform/db/client';
import { chatRooms, clientSubmissions as leads, complaints, contactSubmissions, users } from '../../platform/db/schema';
import { chatsWithMessages, emailsTo, leadForExport, personalDataZip } from '../../platform/personal-data-zip';
import { HttpError } from '../../platform/http-error';
import { auditTrail, recordAudit } from '../../platform/audit';
import { eraseAuditValues, eraseTracesOf } from '../../platform/erasure';
import { auditHoldChange, holdColumns, refuseErasureForComplaint, refuseHeldErasure } from '../../platform/legal-hold';
import type { Notifier } from '../../platform/mail/notifier';
import { leadOrder, leadWhere, utcDayBounds } from './lead-filters';
import { foldLeadTallies } from './lead-tallies';
import { leadColumns, toLead } from './lead-row';
import { addLeadNote, leadActivity, leadNotes } from './activity';
import { duplicateCandidates, duplicateGroups, leadAddresses, mergeLeads } from './duplicates';
import { bulkWhere, countMatching, heldAmong, inIdBatches, openComplaintAmong, setFieldInBatches } from './bulk';

export const LEAD_COUNT_BOUND = 1_000;
const EDITABLE = ['status', 'priority', 'notes', 'assignedTo', 'nextFollowUpAt', 'followUpNote', 'lastContactedAt'] as const;

/** Fields kept in the audit trail of a deleted lead: nothing that identifies the person. */
function erasedSummary(lead: Lead) {
  return { status: lead.status, priority: lead.priority, createdAt: lead.createdAt };
}

/** Leads changed by one bulk action from which the lead table is vacuumed afterwards. */
export const VACUUM_AFTER_BULK_ROWS = 10_000;

export function createLeadsService(db: Db, notifier: Notifier, onError: (error: unknown, what: string) => void = () => {}) {
  async function findLead(tx: Db, id: number, lock = false): Promise<Lead> {
    const query = tx.select(leadColumns).from(leads).where(eq(leads.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
    return toLead(row);
  }

  /** A staff change of a lead in `tx`: only the fields that differ are written and audited. */
  async function changeLead(tx: Db, id: number, patch: LeadUpdate, actorUserId: number): Promise<Lead> {
    const current = await findLead(tx, id, true);
    await assertStaffExists(tx, patch.assignedTo);
    await auditHoldChange(tx, { type: 'lead', id, action: 'lead' }, current.holdReason, patch, actorUserId);
    const hold = holdColumns(patch);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      const value = patch[field];
      if (value === undefined) continue;
      const normalised = typeof value === 'string' && field.endsWith('At') ? new Date(value).toISOString() : value;
      if (current[field] === normalised) continue;
      before[field] = current[field];
      after[field] = normalised;
    }
    if (Object.keys(after).length === 0 && Object.keys(hold).length === 0) return current;
    await tx
      .update(leads)
      .set({ ...after, ...hold, updatedAt: new Date().toISOString() })
      .where(eq(leads.id, id));
    if (Object.keys(after).length > 0)
      await recordAudit(tx, { actorUserId, action: 'lead.updated', entityType: 'lead', entityId: id, before, after });
    if (typeof after.assignedTo === 'number' && after.assignedTo !== actorUserId)
      await notifier.toStaffMember(tx, after.assignedTo, 'lead_assigned');
    return findLead(tx, id);
  }

  /** A bulk action, run in batches (see `bulk`). */
  async function bulkAction(action: LeadBulk, actorUserId: number, crmEnqueue: (ids: number[]) => Promise<number>): Promise<{ affected: number }> {
    const where = bulkWhere(action, actorUserId);

    switch (action.action) {
      case 'delete': {
        const held = await heldAmong(db, where);
        if (held) return refuseHeldErasure(db, { type: 'lead', id: held.id, action: 'lead' }, held.reason, actorUserId);
        const complained = await openComplaintAmong(db, where);
        if (complained)
          return refuseErasureForComplaint(db, { type: 'lead', id: complained.id, action: 'lead' }, complained.reference, actorUserId);
        const affected = await inIdBatches(db, where, 200, (ids) =>
          db.transaction(async (tx) => {
            const found = (await tx.select(leadColumns).from(leads).where(inArray(leads.id, ids)).for('update')).map(toLead);
            for (const lead of found) await eraseLead(tx, lead, actorUserId);
            return found.length;
          }),
        );
        return { affected };
      }
      case 'crmSync':
        return { affected: await inIdBatches(db, where, 1000, crmEnqueue) };
      case 'assign': {
        await assertStaffExists(db, action.assignedTo);
        const affected = await setFieldInBatches(db, where, { field: 'assignedTo', value: action.assignedTo, actorUserId });
        if (affected > 0 && action.assignedTo !== null && action.assignedTo !== actorUserId)
          await notifier.toStaffMember(db, action.assignedTo, 'lead_assigned');
        return { affected };
      }
      case 'status':
        return { affected: await setFieldInBatches(db, where, { field: 'status', value: action.status, actorUserId }) };
      case 'priority':
        return { affected: await setFieldInBatches(db, where, { field: 'priority', value: action.priority, actorUserId }) };
    }
  }

  // A bulk change of many leads leaves as many dead row versions, too few for autovacuum on a large
  // table, and until a vacuum the list's index-only scans read the table for each of them (a deep
  // page went from 0.4 s to 2.2 s at 1,000,000 leads). One vacuum at a time, in the background.
  let vacuuming = false;
  function vacuumLeadsSoon() {
    if (vacuuming) return;
    vacuuming = true;
    db.execute(sql`vacuum (analyze) client_submissions`)
      .catch((error: unknown) => onError(error, 'lead table vacuum failed'))
      .finally(() => {
        vacuuming = false;
      });
  }

  async function assertStaffExists(tx: Db, userId: number | null | undefined) {
    if (userId === null || userId === undefined) return;
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(400, 'Unknown staff member');
  }

  async function eraseLead(tx: Db, lead: Lead, actorUserId: number | null) {
    // Read before its history is scrubbed: the addresses of leads merged into it are the same person's.
    const addresses = await leadAddresses(tx, lead);
    await tx.delete(leads).where(eq(leads.id, lead.id));
    // The person behind the lead goes with it (their messages, visitor chats and mail records), unless
    // they are a client: those belong to their account then, and go only when the account is erased.
    // An address that is now another lead's (a merged one can be used again) is that lead's to keep.
    const keptBy = await queryRows<{ address: string }>(
      tx,
      sql`select lower(email) as address from client_accounts where lower(email) = any(${sql.param(addresses)}::text[])
        union select lower(email) from client_submissions where lower(email) = any(${sql.param(addresses)}::text[])`,
    );
    for (const address of addresses) if (!keptBy.some((row) => row.address === address)) await eraseTracesOf(tx, address);
    // Earlier entries may quote notes or other personal data: keep that something changed, not what.
    await eraseAuditValues(tx, 'lead', [lead.id]);
    await recordAudit(tx, { actorUserId, action: 'lead.deleted', entityType: 'lead', entityId: lead.id, before: erasedSummary(lead) });
  }

  /** How many leads there are, as the lead table's triggers keep it (migration 0028). */
  async function leadTotal(tx: Db): Promise<number> {
    const [row] = await queryRows<{ total: string | number }>(tx, sql`select coalesce(sum(n), 0)::bigint as total from lead_tallies`);
    return Number(row.total);
  }

  return {
    async listLeads(query: LeadListQuery, viewerId: number | null = null): Promise<LeadList> {
      const offset = (query.page - 1) * query.pageSize;
      // A result window, as search engines have: past it every plan walks the index up to the page.
      if (offset >= LEAD_LIST_DEPTH) throw new HttpError(400, LEAD_LIST_TOO_DEEP_MESSAGE);
      const where = leadWhere(query, viewerId);
      // Page the ids first (an index-only walk), then fetch the full rows of that page alone.
      const pageIds = db
        .select({ id: leads.id })
        .from(leads)
        .where(where)
        .orderBy(...leadOrder(query.sort, query.order))
        .limit(query.pageSize)
        .offset(offset)
        .as('page_ids');
      const fetchPage = db
        .select(leadColumns)
        .from(leads)
        .innerJoin(pageIds, eq(pageIds.id, leads.id))
        .orderBy(...leadOrder(query.sort, query.order));
      const page = { page: query.page, pageSize: query.pageSize };
      if (where === undefined) {
        // Every lead: the table's triggers keep their number, so the total is exact.
        const [rows, total] = await Promise.all([fetchPage, leadTotal(db)]);
        return { items: rows.map(toLead), total, totalCapped: false, ...page };
      }
      // Counting a million matches costs more than the page itself: count only as far as is useful.
      const countLimit = Math.max(LEAD_COUNT_BOUND, offset + query.pageSize * 50);
      const matches = db
        .select({ one: sql`1` })
        .from(leads)
        .where(where)
        .limit(countLimit + 1)
        .as('matches');
      const counting = async () => (await db.select({ total: count() }).from(matches))[0].total;
      const reply = (rows: Awaited<typeof fetchPage>, total: number) => ({
        items: rows.map(toLead),
        total: Math.min(total, countLimit),
        totalCapped: total > countLimit,
        ...page,
      });
      // Past the first pages, counted first: a page past the end of a narrow search's matches would
      // otherwise walk the whole list in its order looking for them.
      if (offset >= LEAD_COUNT_BOUND) {
        const total = await counting();
        return reply(offset < total ? await fetchPage : [], total);
      }
      const [rows, total] = await Promise.all([fetchPage, counting()]);
      return reply(rows, total);
    },

    async summary(viewerId: number): Promise<LeadSummary> {
      const { tomorrow } = utcDayBounds();
      // The figures by status, priority and assignee are kept by the lead table's triggers (migration
      // 0028): summed, not counted over a million leads. Follow-ups due are counted through their index.
      const [kept] = await queryRows<
        Record<'total' | 'assigned' | 'high_priority' | 'new' | 'mine' | 'unassigned' | 'follow_ups_due', string | number>
      >(
        db,
        sql`select coalesce(sum(n), 0)::bigint as total,
          coalesce(sum(n) filter (where assigned_to is not null), 0)::bigint as assigned,
          coalesce(sum(n) filter (where priority = 'high'), 0)::bigint as high_priority,
          coalesce(sum(n) filter (where status = 'new'), 0)::bigint as new,
          coalesce(sum(n) filter (where assigned_to = ${viewerId}), 0)::bigint as mine,
          coalesce(sum(n) filter (where assigned_to is null), 0)::bigint as unassigned,
          (select count(*) from ${leads} where ${leads.nextFollowUpAt} < ${tomorrow}) as follow_ups_due
          from lead_tallies`,
      );
      return {
        total: Number(kept.total),
        assigned: Number(kept.assigned),
        highPriority: Number(kept.high_priority),
        new: Number(kept.new),
        mine: Number(kept.mine),
        unassigned: Number(kept.unassigned),
        followUpsDue: Number(kept.follow_ups_due),
      };
    },

    getLead: (id: number) => findLead(db, id),

    /** Leads per source and status received in a period (`to` included; UTC days). */
    async sources(range: { from?: string; to?: string }): Promise<LeadSources['items']> {
      const rows = await db
        .select({ source: leads.source, status: leads.status, count: count() })
        .from(leads)
        .where(
          and(
            range.from ? sql`${leads.createdAt} >= ${range.from}::date` : undefined,
            range.to ? sql`${leads.createdAt} < ${range.to}::date + 1` : undefined,
          ),
        )
        .groupBy(leads.source, leads.status)
        .orderBy(leads.source, leads.status);
      return rows.map((row) => ({ ...row, status: row.status as LeadSources['items'][number]['status'] }));
    },

    async history(id: number): Promise<LeadAuditEntry[]> {
      const rows = await auditTrail(db, 'lead', id);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        before: r.before,
        after: r.after,
        createdAt: new Date(r.createdAt).toISOString(),
        actor: r.actorEmail ? [r.actorFirstName, r.actorLastName].filter(Boolean).join(' ') || r.actorEmail : null,
      }));
    },

    async updateLead(id: number, patch: LeadUpdate, actorUserId: number): Promise<Lead> {
      return db.transaction((tx) => changeLead(tx, id, patch, actorUserId));
    },

    /**
     * Marks a lead that became a client converted, as a staff change of its status; called in the
     * transaction that links the account. A closed lead is converted too: the person became a client after all.
     */
    async markConverted(tx: Db, id: number, actorUserId: number): Promise<void> {
      await changeLead(tx, id, { status: 'converted' }, actorUserId);
    },

    /** Deletes the lead and every trace of its personal data (also how an erasure request is served). */
    async deleteLead(id: number, actorUserId: number | null): Promise<void> {
      const refused = await db.transaction(async (tx) => {
        const lead = await findLead(tx, id, true);
        if (lead.holdReason !== null) return { hold: lead.holdReason };
        // Complaint records outlive an erasure; while one is open, the person's lead stays with it.
        const complained = await openComplaintAmong(tx, eq(leads.id, id));
        if (complained) return { complaint: complained.reference };
        await eraseLead(tx, lead, actorUserId);
        return null;
      });
      const entity = { type: 'lead', id, action: 'lead' };
      if (refused?.hold !== undefined) await refuseHeldErasure(db, entity, refused.hold, actorUserId);
      if (refused?.complaint !== undefined) await refuseErasureForComplaint(db, entity, refused.complaint, actorUserId);
    },

    /** The reference of an open complaint of the person behind a lead, if any (an account's erasure also erases its lead). */
    async openComplaintOf(id: number): Promise<string | null> {
      return (await openComplaintAmong(db, eq(leads.id, id)))?.reference ?? null;
    },

    /**
     * Everything held about the person behind a lead (UK GDPR access request), as one ZIP: the lead, its
     * history, their contact messages, visitor chats, complaints and the emails sent to them.
     */
    async exportPerson(id: number): Promise<Buffer> {
      const lead = await findLead(db, id);
      // Their own address and those of the leads merged into this one.
      const addresses = await leadAddresses(db, lead);
      const [contactMessages, rooms, complaintRows, history, notes, emails] = await Promise.all([
        db
          .select()
          .from(contactSubmissions)
          .where(inArray(sql`lower(${contactSubmissions.email})`, addresses)),
        db
          .select()
          .from(chatRooms)
          .where(and(isNull(chatRooms.clientAccountId), or(eq(chatRooms.leadId, id), inArray(sql`lower(${chatRooms.contactEmail})`, addresses)))),
        db
          .select()
          .from(complaints)
          .where(or(eq(complaints.leadId, id), inArray(sql`lower(${complaints.email})`, addresses))),
        auditTrail(db, 'lead', id),
        leadNotes(db, lead),
        Promise.all(addresses.map((address) => emailsTo(db, address))).then((lists) => lists.flat()),
      ]);
      return personalDataZip(
        {
          exportedAt: new Date().toISOString(),
          lead: leadForExport(lead),
          history,
          notes,
          contactMessages,
          complaints: complaintRows,
          chats: await chatsWithMessages(db, rooms),
          emails,
        },
        [],
      );
    },

    /** The hold on a lead, if any (an account's erasure also erases its lead). */
    async holdOf(id: number): Promise<string | null> {
      const [row] = await db.select({ reason: leads.legalHoldReason }).from(leads).where(eq(leads.id, id));
      return row?.reason ?? null;
    },

    /**
     * A bulk action on the selected leads or on every lead matching a filter, in batches. Deleting is
     * refused whole when one of them is under a legal hold; sharing with the partner CRM goes through
     * `crmEnqueue` (the CRM's own rules: consent, never twice).
     */
    async bulk(action: LeadBulk, actorUserId: number, crmEnqueue: (ids: number[]) => Promise<number>): Promise<{ affected: number }> {
      const result = await bulkAction(action, actorUserId, crmEnqueue);
      if (result.affected >= VACUUM_AFTER_BULK_ROWS) vacuumLeadsSoon();
      return result;
    },
    notes: async (id: number) => leadNotes(db, await findLead(db, id)),
    addNote: async (id: number, authorUserId: number, body: string) => addLeadNote(db, (await findLead(db, id)).id, authorUserId, body),
    activity: async (id: number) => leadActivity(db, await findLead(db, id)),
    duplicates: async (id: number) => duplicateCandidates(db, (await findLead(db, id)).id),
    duplicateGroups: () => duplicateGroups(db),
    async merge(keptId: number, otherId: number, actor: { id: number; isAdmin: boolean }): Promise<Lead> {
      await mergeLeads(db, keptId, otherId, actor);
      return findLead(db, keptId);
    },

    /** Moves new leads' search entries from the search index's pending list into the index (migration 0026). */
    async cleanSearchIndex(): Promise<void> {
      await db.execute(sql`select gin_clean_pending_list('client_submissions_search_idx'::regclass)`);
    },

    /** Folds the kept figures into as few rows as their groups need (hourly; see foldLeadTallies). */
    tidyTallies: () => foldLeadTallies(db),

    /** How many leads the list's filter matches, exactly: what a bulk action on it will change. */
    count: (filter: LeadFilter, viewerId: number) => countMatching(db, leadWhere(filter, viewerId)),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
