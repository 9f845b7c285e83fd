import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { type Db, queryRows } from '../../platform/db/client';
import { callApi, HIGH_RATE_LIMITS, setUpCaseworker, setUpTestApp, type TestApp, uniqueEmail, validAssessment } from '../../testing';

/** Search entries of new leads still waiting in the search index's pending list. */
async function pendingSearchEntries(db: Db): Promise<number> {
  await db.execute(sql`create extension if not exists pgstattuple`);
  const [row] = await queryRows<{ pending: number }>(
    db,
    sql`select pending_tuples::int as pending from pgstatginindex('client_submissions_search_idx')`,
  );
  return row.pending;
}

async function submitMany(t: TestApp, word: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const body = validAssessment({ email: uniqueEmail('search'), caseDetails: `Paid a broker called ${word} number ${i}, who stopped answering.` });
    (await callApi(t.baseUrl, intakeEndpoints.submitAssessment, { body })).reply(201);
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

// The pending list and its upkeep are PostgreSQL's (migration 0026).
describe.skipIf(!process.env.DATABASE_URL)('new leads in the search index', () => {
  const kept = setUpTestApp({ ...HIGH_RATE_LIMITS, SEARCH_INDEX_CLEAN_MS: '100' });
  const caseworker = setUpCaseworker(() => kept);
  const left = setUpTestApp({ ...HIGH_RATE_LIMITS, SEARCH_INDEX_CLEAN_MS: '0' });
  const usual = setUpTestApp(HIGH_RATE_LIMITS);

  it('finds a new lead by its case details at once, and the server moves its entries into the index within a second', async () => {
    await submitMany(kept, 'Quillonex', 12);
    const found = (await callApi(kept.baseUrl, leadEndpoints.list, { query: { q: 'quillonex', pageSize: 50 }, token: caseworker.token })).reply(
      200,
    );
    expect(found.items.length).toBe(12);
    expect(found.total).toBe(12);
    expect(await waitFor(async () => (await pendingSearchEntries(kept.database.db)) === 0, 1500)).toBe(true);
  });

  it("with the default upkeep, a new lead's entries leave the pending list within a second, every time", async () => {
    // How often is config.test.ts's; this is that the upkeep runs with the defaults, and keeps up.
    for (let round = 0; round < 3; round += 1) {
      await submitMany(usual, `Ostrevan${round}`, 1);
      expect(await waitFor(async () => (await pendingSearchEntries(usual.database.db)) === 0, 1000)).toBe(true);
    }
  });

  it('without the upkeep the entries stay pending (until an insert fills the list)', async () => {
    await submitMany(left, 'Marvinta', 12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await pendingSearchEntries(left.database.db)).toBeGreaterThan(0);
  });
});
