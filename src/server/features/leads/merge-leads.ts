import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MERGE_FORBIDDEN_MESSAGE,
  MERGE_HELD_MESSAGE,
  MERGE_NEEDS_ADMIN_MESSAGE,
  MERGE_SELF_MESSAGE,
  MERGE_TWO_ACCOUNTS_MESSAGE,
} from '../../../contract/leads/duplicates';
import { LEAD_NOT_FOUND_MESSAGE, type Lead } from '../../../contract/leads/lead';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { MIN_PHONE_DIGITS } from './find-duplicates';
import { leadColumns, toLead } from './lead-row';

/** Whether two leads share what `duplicateCandidates` matches on: a phone number, an email name, or a name and country. */
async function mayBeSamePerson(db: Db, id: number, otherId: number): Promise<boolean> {
  const digits = (alias: string) => sql.raw(`regexp_replace(${alias}.phone, '[^0-9]', '', 'g')`);
  const [row] = await queryRows<{ same: boolean }>(
    db,
    sql`select (
        (length(${digits('a')}) >= ${MIN_PHONE_DIGITS} and right(${digits('a')}, 9) = right(${digits('b')}, 9))
        or lower(split_part(a.email, '@', 1)) = lower(split_part(b.email, '@', 1))
        or (lower(a.first_name) = lower(b.first_name) and lower(a.last_name) = lower(b.last_name) and a.country = b.country)
      ) as same
      from client_submissions a, client_submissions b where a.id = ${id} and b.id = ${otherId}`,
  );
  return row?.same === true;
}

async function hasClientAccount(db: Db, leadId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from client_accounts where submission_id = ${leadId} limit 1`);
  return rows.length > 0;
}

/** Fields the kept lead takes from the merged one when it has none of its own. */
const FILLED = ['assignedTo', 'nextFollowUpAt', 'followUpNote', 'lastContactedAt', 'utmMedium', 'utmCampaign', 'referrer'] as const;

/**
 * Merges `otherId` into `keptId`: the kept lead takes the other's notes, history, chats, complaints,
 * client account and CRM state, and records the whole merged record in its history; the other is gone.
 */
export async function mergeLeads(db: Db, keptId: number, otherId: number, actor: { id: number; isAdmin: boolean }): Promise<void> {
  if (keptId === otherId) throw new HttpError(400, MERGE_SELF_MESSAGE);
  await db.transaction(async (tx) => {
    // Both locked, in id order, so two merges of the same pair cannot deadlock.
    const found = (
      await tx
        .select(leadColumns)
        .from(leads)
        .where(inArray(leads.id, [keptId, otherId]))
        .orderBy(asc(leads.id))
        .for('update')
    ).map(toLead);
    const kept = found.find((lead) => lead.id === keptId);
    const other = found.find((lead) => lead.id === otherId);
    if (!kept || !other) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
    if (!actor.isAdmin) {
      if (kept.assignedTo !== actor.id) throw new HttpError(403, MERGE_FORBIDDEN_MESSAGE);
      const someoneElses = other.assignedTo !== null && other.assignedTo !== actor.id;
      if (someoneElses || !(await mayBeSamePerson(tx, keptId, otherId)) || (await hasClientAccount(tx, otherId))) {
        throw new HttpError(403, MERGE_NEEDS_ADMIN_MESSAGE);
      }
    }
    if (other.holdReason !== null) throw new HttpError(409, MERGE_HELD_MESSAGE);
    if ((await hasClientAccount(tx, keptId)) && (await hasClientAccount(tx, otherId))) throw new HttpError(409, MERGE_TWO_ACCOUNTS_MESSAGE);

    const moves = [
      sql`update lead_notes set lead_id = ${keptId} where lead_id = ${otherId}`,
      sql`update audit_log set entity_id = ${String(keptId)} where entity_type = 'lead' and entity_id = ${String(otherId)}`,
      sql`update chat_rooms set lead_id = ${keptId} where lead_id = ${otherId}`,
      sql`update complaints set lead_id = ${keptId} where lead_id = ${otherId}`,
      sql`update client_accounts set submission_id = ${keptId} where submission_id = ${otherId}`,
      // One job in flight per lead: the kept lead's own wins.
      sql`delete from crm_outbox o where o.lead_id = ${otherId} and o.status in ('queued', 'in_flight')
        and exists (select 1 from crm_outbox k where k.lead_id = ${keptId} and k.status in ('queued', 'in_flight'))`,
      sql`update crm_outbox set lead_id = ${keptId} where lead_id = ${otherId}`,
    ];
    for (const statement of moves) await tx.execute(statement);
    if (other.notes) {
      await tx.execute(
        sql`insert into lead_notes (lead_id, author_user_id, body, created_at) values (${keptId}, null, ${other.notes}, ${other.updatedAt})`,
      );
    }

    const filled: Partial<Record<(typeof FILLED)[number], unknown>> = {};
    for (const field of FILLED) if (kept[field] === null && other[field] !== null) filled[field] = other[field];
    // A lead the partner has already had keeps that state: it is never sent twice.
    const sentOther = other.crmSyncStatus === 'synced' || other.crmSyncStatus === 'duplicate';
    const sentKept = kept.crmSyncStatus === 'synced' || kept.crmSyncStatus === 'duplicate';
    const crm = sentOther && !sentKept ? { crmSyncStatus: other.crmSyncStatus, crmSyncedAt: other.crmSyncedAt, crmSyncError: null } : {};
    await tx.delete(leads).where(eq(leads.id, otherId));
    await tx
      .update(leads)
      .set({ ...filled, ...crm, updatedAt: new Date().toISOString() } as Partial<typeof leads.$inferInsert>)
      .where(eq(leads.id, keptId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'lead.merged',
      entityType: 'lead',
      entityId: keptId,
      before: null,
      after: { merged: other satisfies Lead, filled: { ...filled, ...crm } },
    });
  });
}
