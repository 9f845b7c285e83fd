import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DUPLICATE_REASONS,
  type DuplicateReason,
  type Lead,
  type LeadBrief,
  type LeadDuplicateGroups,
  type LeadDuplicateList,
  MERGE_FORBIDDEN_MESSAGE,
  MERGE_NEEDS_ADMIN_MESSAGE,
  MERGE_TWO_ACCOUNTS_MESSAGE,
  MERGE_HELD_MESSAGE,
  MERGE_SELF_MESSAGE,
  LEAD_NOT_FOUND_MESSAGE,
} from '../../../contract/leads/leads';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { leadColumns, toLead } from './lead-row';

// The same expressions as the indexes that serve them (schema.ts): a phone is its last nine digits.
const PHONE_KEY = sql.raw(`right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`);
const EMAIL_NAME = sql.raw(`lower(split_part(email, '@', 1))`);
/** Fewer digits than this is no phone number to match on. */
const MIN_PHONE_DIGITS = 7;
const CANDIDATE_LIMIT = 50;
const GROUP_LIMIT = 50;
const GROUP_SIZE = 10;

const briefColumns = sql.raw(
  `id, reference, first_name as "firstName", last_name as "lastName", email, phone, country, status, assigned_to as "assignedTo", created_at as "createdAt"`,
);
type BriefRow = Omit<LeadBrief, 'status' | 'createdAt'> & { status: string; createdAt: string | Date };
const toBrief = (row: BriefRow): LeadBrief => ({
  ...row,
  status: row.status as LeadBrief['status'],
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Other leads that may be the same person: the same phone number, the same email name at another
 * domain, or the same name and country. Ranked by how many of these they share, strongest first.
 */
export async function duplicateCandidates(db: Db, id: number): Promise<LeadDuplicateList['items']> {
  const rows = await queryRows<BriefRow & { phone_match: boolean; email_match: boolean; name_match: boolean }>(
    db,
    sql`with me as (
        select ${PHONE_KEY} as phone_key, length(regexp_replace(phone, '[^0-9]', '', 'g')) >= ${MIN_PHONE_DIGITS} as has_phone,
          ${EMAIL_NAME} as email_name, lower(first_name) as first_key, lower(last_name) as last_key, country as country_key
        from client_submissions where id = ${id}
      )
      select ${briefColumns},
        (me.has_phone and ${PHONE_KEY} = me.phone_key) as phone_match,
        ${EMAIL_NAME} = me.email_name as email_match,
        (lower(l.first_name) = me.first_key and lower(l.last_name) = me.last_key and l.country = me.country_key) as name_match
      from client_submissions l, me
      where l.id <> ${id} and (
        (me.has_phone and ${PHONE_KEY} = me.phone_key)
        or ${EMAIL_NAME} = me.email_name
        or (lower(l.first_name) = me.first_key and lower(l.last_name) = me.last_key and l.country = me.country_key)
      )
      limit ${CANDIDATE_LIMIT * 4}`,
  );
  const weight = { phone: 4, email: 2, nameCountry: 1 } as const;
  return rows
    .map(({ phone_match, email_match, name_match, ...row }) => {
      const matched = { phone: phone_match, email: email_match, nameCountry: name_match };
      return { lead: toBrief(row), reasons: DUPLICATE_REASONS.filter((reason) => matched[reason]) };
    })
    .sort(
      (a, b) =>
        b.reasons.reduce((n, r) => n + weight[r], 0) - a.reasons.reduce((n, r) => n + weight[r], 0) ||
        b.lead.createdAt.localeCompare(a.lead.createdAt),
    )
    .slice(0, CANDIDATE_LIMIT);
}

/** Across the whole list: groups of leads sharing a phone number, an email name or a name and country, newest first. */
export async function duplicateGroups(db: Db): Promise<LeadDuplicateGroups['items']> {
  const groups = await queryRows<{ reason: DuplicateReason; ids: number[] }>(
    db,
    sql`select reason, ids from (
        (select 'phone' as reason, (array_agg(id order by id desc))[1:${GROUP_SIZE}] as ids, max(id) as newest from client_submissions
          where length(regexp_replace(phone, '[^0-9]', '', 'g')) >= ${MIN_PHONE_DIGITS} group by ${PHONE_KEY} having count(*) > 1)
        union all
        (select 'email', (array_agg(id order by id desc))[1:${GROUP_SIZE}], max(id) from client_submissions group by ${EMAIL_NAME} having count(*) > 1)
        union all
        (select 'nameCountry', (array_agg(id order by id desc))[1:${GROUP_SIZE}], max(id) from client_submissions
          group by lower(first_name), lower(last_name), country having count(*) > 1)
      ) g order by newest desc limit ${GROUP_LIMIT}`,
  );
  const ids = [...new Set(groups.flatMap((group) => group.ids))];
  if (ids.length === 0) return [];
  const rows = await queryRows<BriefRow>(
    db,
    sql`select ${briefColumns} from client_submissions where id = any(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, toBrief(row)]));
  return groups.map((group) => ({
    reason: group.reason,
    leads: group.ids.map((id) => byId.get(id)).filter((lead): lead is LeadBrief => lead !== undefined),
  }));
}

/** The addresses (lowercased) of the leads merged into lead `id`: each merge's history entry keeps the merged record. */
export const mergedAddressesOf = (id: number) =>
  sql`select lower(a.after->'merged'->>'email') from audit_log a
    where a.entity_type = 'lead' and a.entity_id = ${String(id)} and a.action = 'lead.merged' and a.after->'merged'->>'email' is not null`;

/** Every address the person behind a lead gave (lowercased): its own and those of the leads merged into it. */
export async function leadAddresses(db: Db, lead: Pick<Lead, 'id' | 'email'>): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(db, sql`select lower(${lead.email}) as address union ${mergedAddressesOf(lead.id)}`);
  return rows.map((row) => row.address);
}

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
