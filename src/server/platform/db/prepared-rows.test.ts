import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing/test-database';
import { preparedRows, queryRows } from './client';

const created = setUpTestDatabase();

describe.skipIf(!process.env.DATABASE_URL)('statements prepared once per connection', () => {
  it('answers like queryRows, and PostgreSQL keeps one prepared statement per text on the connection', async () => {
    const { db } = created.database;
    const doubled = (n: number) => sql`select ${n}::int * 2 as twice, 'lead' as kind`;
    const squared = (n: number) => sql`select ${n}::int * ${n}::int as square`;
    const { answers, prepared } = await db.transaction(async (tx) => {
      // One transaction: one connection, whose prepared statements PostgreSQL lists.
      const answers = [
        await preparedRows<{ twice: number; kind: string }>(tx, doubled(3)),
        await preparedRows<{ twice: number; kind: string }>(tx, doubled(21)),
        await preparedRows<{ square: number }>(tx, squared(5)),
        await queryRows<{ twice: number; kind: string }>(tx, doubled(21)),
      ];
      const prepared = await queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
      return { answers, prepared };
    });
    expect(answers).toEqual([[{ twice: 6, kind: 'lead' }], [{ twice: 42, kind: 'lead' }], [{ square: 25 }], [{ twice: 42, kind: 'lead' }]]);
    expect(prepared.map((row) => row.statement).sort()).toEqual([
      'select $1::int * $2::int as square',
      "select $1::int * 2 as twice, 'lead' as kind",
    ]);
  });
});
