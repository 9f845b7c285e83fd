import { inArray, type SQL, sql } from 'drizzle-orm';
import type { LeadBulk } from '../../../contract/leads/bulk';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { complaintIsOpen } from '../../platform/erasure';
import { leadWhere } from './lead-filters';

/** Rows changed per statement: each batch commits on its own, so a long run never holds other requests up. */
export const BULK_BATCH = 2_000;
/** A bulk change runs this many batches at once, each on a pooled connection of its own. */
const BULK_LANES = 2;

const COLUMNS = { status: 'status', priority: 'priority', assignedTo: 'assigned_to' } as const;
export type BulkField = keyof typeof COLUMNS;

/** The leads a bulk action applies to: the selected ids, or every lead matching the list's filter. */
export function bulkWhere(action: LeadBulk, actorId: number): SQL | undefined {
  return action.ids ? inArray(leads.id, action.ids) : leadWhere(action.filter ?? { q: '', status: null, priority: null }, actorId);
}

/**
 * The ids of the leads that match now, in order: a bulk action changes the leads the staff member
 * saw, not ones that arrive while it runs. One pass, by the filter's own indexes.
 */
async function matchingIds(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from client_submissions where ${where ?? sql`true`} order by id`);
  return rows.map((row) => row.id);
}

/** A batch of ids as one parameter (a PostgreSQL array literal), whatever its length. */
const idArray = (ids: number[]) => sql`${`{${ids.map(Number).join(',')}}`}::int[]`;

/**
 * Sets one field on every matching lead, a batch per statement: the batch is locked (a lead that no
 * longer matches is left alone), the leads whose value differs are changed, and each one's audit
 * entry is written in the same statement.
 */
export async function setFieldInBatches(
  db: Db,
  where: SQL | undefined,
  change: { field: BulkField; value: string | number | null; actorId: number },
): Promise<number> {
  const column = sql.identifier(COLUMNS[change.field]);
  const value = change.field === 'assignedTo' ? sql`${change.value}::int` : sql`${change.value}::text`;
  const changeBatch = async (ids: number[]) => {
    const [batch] = await queryRows<{ changed: number }>(
      db,
      sql`with target as (
          select id, ${column} as before from client_submissions
          where id = any(${idArray(ids)}) and ${where ?? sql`true`}
          for update
        ), changed as (
          update client_submissions l set ${column} = ${value}, updated_at = now() from target t
          where l.id = t.id and l.${column} is distinct from ${value}
          returning l.id, t.before
        ), logged as (
          insert into audit_log (actor_user_id, action, entity_type, entity_id, before, after)
          select ${change.actorId}, 'lead.updated', 'lead', id::text,
            jsonb_build_object(${change.field}::text, before), jsonb_build_object(${change.field}::text, ${value})
          from changed
        )
        select count(*)::int as changed from changed`,
    );
    return batch.changed;
  };
  return inIdBatches(db, where, BULK_BATCH, changeBatch, BULK_LANES);
}

/**
 * Hands the matching leads' ids to `apply` a batch at a time, `lanes` batches at once (no two share a
 * lead); returns the sum of what it reports. When a batch fails, no further batch starts, and the
 * failure is thrown once the batches under way have ended.
 */
export async function inIdBatches(
  db: Db,
  where: SQL | undefined,
  size: number,
  apply: (ids: number[]) => Promise<number>,
  lanes = 1,
): Promise<number> {
  const ids = await matchingIds(db, where);
  let next = 0;
  let total = 0;
  // Every failure, in the order they came: the first stops the other lanes taking another batch, and is thrown.
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < ids.length && failures.length === 0) {
      const batch = ids.slice(next, next + size);
      next += size;
      try {
        const applied = await apply(batch);
        total += applied;
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failures.length > 0) throw failures[0];
  return total;
}

/** A lead under a legal hold among the matching ones, if any: erasure in bulk is refused whole then. */
export async function heldAmong(db: Db, where: SQL | undefined): Promise<{ id: number; reason: string } | null> {
  const [row] = await queryRows<{ id: number; reason: string }>(
    db,
    sql`select id, legal_hold_reason as reason from client_submissions where ${where ?? sql`true`} and legal_hold_reason is not null limit 1`,
  );
  return row ?? null;
}

/**
 * A lead among those `where` matches whose person has a complaint still open (linked to the lead, or
 * made from its address or the address of a lead merged into it), with the complaint's reference.
 */
export async function openComplaintAmong(db: Db, where: SQL | undefined): Promise<{ id: number; reference: string } | null> {
  const [row] = await queryRows<{ id: number; reference: string }>(
    db,
    // Not aliased: `where` names the lead table's columns by its own name.
    sql`select client_submissions.id, c.reference from client_submissions join complaints c on ${complaintIsOpen()}
        and (c.lead_id = client_submissions.id or lower(c.email) = lower(client_submissions.email)
          or lower(c.email) in (select lower(a.after->'merged'->>'email') from audit_log a
            where a.entity_type = 'lead' and a.action = 'lead.merged' and a.entity_id = client_submissions.id::text))
      where ${where ?? sql`true`}
      order by c.received_at, c.id limit 1`,
  );
  return row ?? null;
}

/** How many leads a filter matches, exactly. */
export async function countMatching(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from client_submissions where ${where ?? sql`true`}`);
  return row.total;
}
