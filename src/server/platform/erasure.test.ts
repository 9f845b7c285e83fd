import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from './db/client';
import { ERASED, eraseAuditValues } from './erasure';
import { setUpTestDatabase } from '../testing';

const created = setUpTestDatabase();

// A daily purge after a long pause (or a first one on an old database) erases the audit values of
// every lead it deletes at once: far more ids than one statement may carry as separate parameters.
it('erases the audit values of 100,000 leads at once, and only theirs', async () => {
  const db = created.database.db;
  await db.execute(sql`insert into audit_log (action, entity_type, entity_id, after)
    select 'lead.updated', 'lead', n::text, jsonb_build_object('email', 'person' || n || '@example.com') from generate_series(1, 100001) n`);
  const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
  await eraseAuditValues(db, 'lead', ids);
  const rows = await queryRows<{ erased: string; n: string }>(
    db,
    sql`select (after->>'email' = ${ERASED}) as erased, count(*) as n from audit_log where entity_type = 'lead' group by 1 order by 1`,
  );
  expect(rows.map((row) => [row.erased, Number(row.n)])).toEqual([
    [false, 1],
    [true, 100_000],
  ]);
}, 60_000);
