import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing';

// The lead desk changes statuses and priorities all day, also a hundred thousand at once, and the CRM sync
// marks each lead it sends: each page of the lead table keeps room for a changed copy of a lead (migration
// 0023) and no index covers these fields (0023, 0034), so such a change is written beside the old row and
// none of the table's indexes is touched (a "HOT" update).

const t = setUpTestDatabase();

/**
 * Stores 400 fresh leads, then makes `set` on one in ten of them (no two on one page) in one statement, as a
 * bulk change does: how many rows it changed, and how many of them beside the old row.
 */
async function changeOneInTen(set: string): Promise<{ updated: number; besideTheOldRow: number }> {
  const client = new pg.Client({ connectionString: t.url ?? '' });
  await client.connect();
  try {
    const { rows: inserted } = await client.query<{ id: number }>(
      `insert into client_submissions (first_name, last_name, email, phone, country, amount_lost, case_details)
       select 'Page', 'Filler', 'page-filler-' || gen_random_uuid() || '@example.com', '+44 20 7946 0000', 'United Kingdom',
         '5000-10000', repeat('Paid a broker that stopped answering. ', 12)
       from generate_series(1, 400) returning id`,
    );
    const changed = inserted.filter((_, i) => i % 10 === 0).map((row) => row.id);
    await client.query('begin');
    await client.query(`update client_submissions set ${set}, updated_at = now() where id = any($1::int[])`, [changed]);
    const { rows } = await client.query<{ updated: string; hot: string }>(
      `select pg_stat_get_xact_tuples_updated('client_submissions'::regclass) as updated,
              pg_stat_get_xact_tuples_hot_updated('client_submissions'::regclass) as hot`,
    );
    await client.query('commit');
    return { updated: Number(rows[0].updated), besideTheOldRow: Number(rows[0].hot) };
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.DATABASE_URL)('changing leads', () => {
  it('a status and priority change of one lead in ten leaves every index of the lead table alone', async () => {
    expect(await changeOneInTen(`status = 'contacted', priority = 'high'`)).toEqual({ updated: 40, besideTheOldRow: 40 });
  });

  it('marking one lead in ten sent to the partner CRM leaves every index of the lead table alone', async () => {
    expect(await changeOneInTen(`crm_sync_status = 'synced', crm_synced_at = now()`)).toEqual({ updated: 40, besideTheOldRow: 40 });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('searching leads', () => {
  it("the planner's estimate of a search for a last name is close to the leads that have it, for every last name (migration 0035)", async () => {
    const client = new pg.Client({ connectionString: t.url ?? '' });
    await client.connect();
    try {
      // 6,000 leads of 200 last names, each on thirty of them: a name a sample of a hundred values may miss.
      await client.query(
        `insert into client_submissions (first_name, last_name, email, phone, country, amount_lost, case_details)
         select 'Same', 'Surname' || lpad((g % 200)::text, 3, '0') || 'x', 'estimate-' || g || '@example.com', '+44 20 7946 0000',
           'United Kingdom', '5000-10000', 'Paid a broker that stopped answering.'
         from generate_series(1, 6000) g`,
      );
      await client.query('analyze client_submissions');
      const estimates: string[] = [];
      for (let i = 0; i < 200; i += 1) {
        const term = `surname${String(i).padStart(3, '0')}x`;
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
          `explain (format json) select id from client_submissions where search_text like '%${term}%'`,
        );
        const estimate = rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
        if (estimate < 15 || estimate > 60) estimates.push(`${term}: ${estimate} of 30`);
      }
      expect(estimates).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
