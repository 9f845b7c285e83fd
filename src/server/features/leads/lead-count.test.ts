import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing';

// The number of leads is kept in slots by the lead table's triggers (migration 0028). A slot stays
// locked until its transaction ends: a writer must take a free one, never wait behind a long one.

const t = setUpTestDatabase();

const insertLead = (email: string) =>
  `insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
   values ('Slot', 'Lead', '${email}', '123', 'Canada', 'under-2000')`;

describe.skipIf(!process.env.DATABASE_URL)('the kept number of leads', () => {
  it("a lead stored while a long transaction holds that connection's own slot does not wait for it, and both count", async () => {
    const long = new pg.Client({ connectionString: t.url ?? '' });
    const writer = new pg.Client({ connectionString: t.url ?? '' });
    await Promise.all([long.connect(), writer.connect()]);
    try {
      const { rows } = await writer.query<{ slot: number }>('select pg_backend_pid() % 32 as slot');
      // A long transaction (a purge, say) that changed the leads and holds the writer's own slot.
      await long.query('begin');
      await long.query(insertLead('long@example.com'));
      await long.query('select 1 from lead_count_slots where slot = $1 for update', [rows[0].slot]);
      await writer.query("set lock_timeout = '2s'");
      const started = Date.now();
      await writer.query(insertLead('meanwhile@example.com'));
      expect(Date.now() - started).toBeLessThan(1_000);
      await long.query('commit');
      const total = await writer.query<{ total: string; counted: string }>(
        'select (select sum(n) from lead_count_slots) as total, (select count(*) from client_submissions) as counted',
      );
      expect(total.rows[0]).toEqual({ total: '2', counted: '2' });
    } finally {
      await long.query('rollback').catch(() => {});
      await Promise.all([long.end(), writer.end()]);
    }
  });
});
