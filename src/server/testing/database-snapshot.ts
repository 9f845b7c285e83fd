import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';

/**
 * Tables that are not records: each instance's chat presence heartbeat (written on a timer) and the
 * rate-limit counters (every limited request counts, refused or not).
 */
const BACKGROUND_TABLES = new Set(['chat_presence', 'rate_limit_counters']);

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * A digest of every row of every table, in one query: a refused call must leave all of them as
 * they were. Returns the function that takes a snapshot.
 */
export async function databaseSnapshots(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = await rowsOf(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const query = sql.join(
    tables
      .filter(({ table_name: name }) => !BACKGROUND_TABLES.has(String(name)))
      .map(({ table_name: name }) => {
        const table = sql.identifier(String(name));
        return sql`select ${String(name)}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as digest from ${table} r`;
      }),
    sql` union all `,
  );
  return async () => Object.fromEntries((await rowsOf(db, query)).map((r) => [String(r.name), String(r.digest)]));
}
