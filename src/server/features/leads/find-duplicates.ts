import { sql } from 'drizzle-orm';
import {
  DUPLICATE_REASONS,
  type DuplicateReason,
  type LeadBrief,
  type LeadDuplicateGroups,
  type LeadDuplicateList,
} from '../../../contract/leads/duplicates';
import { type Db, queryRows } from '../../platform/db/client';

// The same expressions as the indexes that serve them (schema/leads.ts): a phone is its last nine digits.
const PHONE_KEY = sql.raw(`right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`);
const EMAIL_NAME = sql.raw(`lower(split_part(email, '@', 1))`);
/** Fewer digits than this is no phone number to match on. */
export const MIN_PHONE_DIGITS = 7;
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
