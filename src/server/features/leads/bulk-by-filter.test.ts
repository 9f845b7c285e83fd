import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import { BULK_TARGET_MESSAGE } from '../../../contract/leads/bulk';
import type { LeadFilterInput } from '../../../contract/leads/list';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../../../contract/shared/options';
import { queryRows } from '../../platform/db/client';
import { auditLog, clientSubmissions as leads, crmOutbox } from '../../platform/db/schema';
import {
  allLeadRows,
  callApi,
  clearLeads,
  createTestStaff,
  messageOf,
  seedLeads,
  setUpAppWithMailAndAdmin,
  setUpCaseworker,
  signInStaff,
  startAppOnDatabase,
  startFakePartnerCrm,
  unchecked,
} from '../../testing';
import { BULK_BATCH, inIdBatches } from './bulk';
import { VACUUM_AFTER_BULK_ROWS } from './change-in-bulk';

const t = setUpAppWithMailAndAdmin({ API_RATE_LIMIT_MAX: '100000' });
const caseworker = setUpCaseworker(() => t.open);

const bulk = (body: BodyOf<typeof endpoints.bulk>, token = t.adminToken, baseUrl = t.open.baseUrl) =>
  callApi(baseUrl, endpoints.bulk, { token, body });
const affected = async (body: BodyOf<typeof endpoints.bulk>, token = t.adminToken, baseUrl = t.open.baseUrl) =>
  (await bulk(body, token, baseUrl)).reply(200);
const db = () => t.open.database.db;
type Row = Awaited<ReturnType<typeof allLeadRows>>[number];

const NAMES = ['Ada', 'Bea', 'Cal'];
const SOURCES = ['website', 'spring', 'news'];
const DAY = 86_400_000;

/** What the list's filter means, written out in JavaScript: the property the SQL must agree with. */
function matches(row: Row, filter: LeadFilterInput, viewerId: number): boolean {
  const startOfToday = Math.floor(Date.now() / DAY) * DAY;
  const followUp = row.nextFollowUpAt ? Date.parse(row.nextFollowUpAt) : null;
  if (filter.q && !row.firstName.toLowerCase().includes(filter.q.toLowerCase())) return false;
  if (filter.status && filter.status !== 'all' && row.status !== filter.status) return false;
  if (filter.priority && filter.priority !== 'all' && row.priority !== filter.priority) return false;
  if (filter.assignedTo === 'me' && row.assignedTo !== viewerId) return false;
  if (filter.assignedTo === 'none' && row.assignedTo !== null) return false;
  if (filter.followUp === 'overdue' && !(followUp !== null && followUp < startOfToday)) return false;
  if (filter.followUp === 'today' && !(followUp !== null && followUp >= startOfToday && followUp < startOfToday + DAY)) return false;
  if (filter.source && row.source !== filter.source) return false;
  return true;
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const filters: fc.Arbitrary<LeadFilterInput> = fc.record({
  q: optional(fc.constantFrom(...NAMES, 'a', 'zz')),
  status: optional(fc.constantFrom(...LEAD_STATUSES)),
  priority: optional(fc.constantFrom(...LEAD_PRIORITIES)),
  assignedTo: optional(fc.constantFrom('me' as const, 'none' as const)),
  followUp: optional(fc.constantFrom('overdue' as const, 'today' as const)),
  source: optional(fc.constantFrom(...SOURCES)),
});

describe('bulk actions by filter', () => {
  it('change exactly the leads the filter matches, one audit entry each, and nothing else (random filters)', async () => {
    await clearLeads(db());
    const me = await createTestStaff(db(), { isAdmin: true });
    const token = await signInStaff(t.open.baseUrl, me.email, me.password);
    const now = Date.now();
    const seeds = Array.from({ length: 80 }, (_, i) => ({
      firstName: NAMES[i % 3],
      status: LEAD_STATUSES[(i * 7) % LEAD_STATUSES.length],
      priority: LEAD_PRIORITIES[(i * 5) % 3],
      assignedTo: [me.id, null, t.admin.id][(i * 11) % 3],
      nextFollowUpAt: [null, new Date(now - 2 * DAY).toISOString(), new Date(now).toISOString()][(i * 13) % 3],
      source: SOURCES[(i * 17) % 3],
    }));
    await seedLeads(db(), seeds);

    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom(...LEAD_PRIORITIES), async (filter, priority) => {
        const before = await allLeadRows(db());
        const auditsBefore = await db().$count(auditLog);
        const matching = before.filter((row) => matches(row, filter, me.id));
        const toChange = matching.filter((row) => row.priority !== priority);

        const count = await callApi(t.open.baseUrl, endpoints.count, { query: filter, token });
        expect(count.reply(200).total).toBe(matching.length);
        expect(await affected({ action: 'priority', priority, filter }, token)).toEqual({ affected: toChange.length });

        const after = await allLeadRows(db());
        const changed = new Set(toChange.map((row) => row.id));
        for (const row of after) {
          const old = before.find((b) => b.id === row.id) as Row;
          if (changed.has(row.id)) expect(row).toEqual({ ...old, priority, updatedAt: row.updatedAt });
          else expect(row).toEqual(old);
        }
        expect(await db().$count(auditLog)).toBe(auditsBefore + toChange.length);
      }),
      { numRuns: 25 },
    );
  });

  it(`runs past one batch (${BULK_BATCH} leads), counts every batch, and records who changed each lead`, async () => {
    await clearLeads(db());
    // Three quarters match: a little over two batches of them, so that batches run side by side.
    const ids = await seedLeads(
      db(),
      Array.from({ length: Math.ceil((BULK_BATCH * 2 + 300) / 3) * 4 }, (_, i) => ({
        status: i % 4 === 0 ? 'contacted' : 'new',
        source: 'autumn',
      })),
    );
    const answer = await affected({ action: 'status', status: 'qualified', filter: { status: 'new', source: 'autumn' } });
    const expected = ids.filter((_, i) => i % 4 !== 0).length;
    expect(expected).toBeGreaterThan(BULK_BATCH * 2);
    expect(answer).toEqual({ affected: expected });
    const rows = await db().select({ status: leads.status }).from(leads);
    expect(rows.filter((r) => r.status === 'qualified')).toHaveLength(expected);
    expect(rows.filter((r) => r.status === 'contacted')).toHaveLength(ids.length - expected);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'lead.updated'));
    expect(audits).toHaveLength(expected);
    expect(audits[0]).toMatchObject({ actorUserId: t.admin.id, before: { status: 'new' }, after: { status: 'qualified' } });
  });

  it('batches side by side: after a batch fails no further batch starts, and the failure is told once the others ended', async () => {
    await clearLeads(db());
    await seedLeads(
      db(),
      Array.from({ length: 6 }, () => ({ source: 'lanes' })),
    );
    const started: number[][] = [];
    const ended: number[][] = [];
    const apply = async (ids: number[]) => {
      started.push(ids);
      // The first batch is slow; the second fails while the first is still under way.
      await new Promise((resolve) => setTimeout(resolve, started.length === 1 ? 200 : 20));
      if (started.length === 2 && ended.length === 0 && ids === started[1]) throw new Error('batch failed');
      ended.push(ids);
      return ids.length;
    };
    const run = inIdBatches(db(), eq(leads.source, 'lanes'), 2, apply, 2);
    await expect(run).rejects.toThrow('batch failed');
    expect(started).toHaveLength(2);
    expect(ended).toEqual([started[0]]);
  });

  it(`vacuums the lead table after a change of ${VACUUM_AFTER_BULK_ROWS} leads or more, so the list does not slow down`, async () => {
    await clearLeads(db());
    await seedLeads(
      db(),
      Array.from({ length: VACUUM_AFTER_BULK_ROWS }, () => ({ status: 'new', source: 'winter' })),
    );
    const vacuums = async () => {
      const rows = await queryRows<{ n: string }>(
        db(),
        sql`select coalesce(sum(vacuum_count), 0) as n from pg_stat_user_tables where relname = 'client_submissions'`,
      );
      return Number(rows[0].n);
    };
    const before = await vacuums();
    expect(await affected({ action: 'status', status: 'contacted', filter: { source: 'winter' } })).toEqual({ affected: VACUUM_AFTER_BULK_ROWS });
    const deadline = Date.now() + 20_000;
    while ((await vacuums()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await vacuums()).toBe(before + 1);
  }, 60_000);

  it('takes either the selected ids or a filter, and assigns by filter', async () => {
    await clearLeads(db());
    const [a, b, c] = await seedLeads(db(), [{ assignedTo: null }, { assignedTo: null }, { assignedTo: t.admin.id }]);
    const eitherOr: BodyOf<typeof endpoints.bulk>[] = [
      { action: 'status', status: 'closed' },
      { action: 'status', status: 'closed', ids: [a], filter: {} },
    ];
    for (const body of eitherOr) {
      const refused = await bulk(body);
      expect([refused.status, messageOf(refused)]).toEqual([400, BULK_TARGET_MESSAGE]);
    }
    expect((await bulk({ action: 'status', status: 'closed', filter: { status: unchecked('sideways') } })).status).toBe(400);
    expect(await affected({ action: 'assign', assignedTo: t.admin.id, filter: { assignedTo: 'none' } }, caseworker.token)).toEqual({
      affected: 2,
    });
    const owners = await db().select({ id: leads.id, assignedTo: leads.assignedTo }).from(leads);
    expect(owners.every((row) => row.assignedTo === t.admin.id)).toBe(true);
    expect(await affected({ action: 'priority', priority: 'high', ids: [c] }, caseworker.token)).toEqual({ affected: 1 });
    expect(b).toBeGreaterThan(a);
  });

  it('sharing with the partner and deleting are for admins; deleting refuses whole when a matching lead is held', async () => {
    await clearLeads(db());
    const [free, held, other] = await seedLeads(db(), [
      { source: 'purge' },
      { source: 'purge', legalHoldReason: 'Court order 12', legalHoldAt: new Date().toISOString() },
      { source: 'keep' },
    ]);
    for (const action of ['delete', 'crmSync'] as const) {
      const refused = await bulk({ action, filter: { source: 'purge' } }, caseworker.token);
      expect(refused.status).toBe(403);
    }
    const blocked = await bulk({ action: 'delete', filter: { source: 'purge' } });
    expect(blocked.status).toBe(409);
    expect((await allLeadRows(db())).map((r) => r.id).sort()).toEqual([free, held, other].sort());

    await db().update(leads).set({ legalHoldReason: null, legalHoldAt: null }).where(eq(leads.id, held));
    expect(await affected({ action: 'delete', filter: { source: 'purge' } })).toEqual({ affected: 2 });
    expect((await allLeadRows(db())).map((r) => r.id)).toEqual([other]);
  });

  it('queues every consenting lead of a filter for the partner CRM, never one without consent', async () => {
    await clearLeads(db());
    const partner = await startFakePartnerCrm();
    const instance = await startAppOnDatabase(t.open.database, { CRM_URL: partner.url, CRM_TOKEN: 'partner-token', CRM_POLL_MS: '60000' });
    try {
      const [yes1, , yes2] = await seedLeads(db(), [
        { source: 'fair', consentToShare: true },
        { source: 'fair', consentToShare: false },
        { source: 'fair', consentToShare: true },
        { source: 'other', consentToShare: true },
      ]);
      expect(await affected({ action: 'crmSync', filter: { source: 'fair' } }, t.adminToken, instance.baseUrl)).toEqual({ affected: 2 });
      const jobs = await db().select({ leadId: crmOutbox.leadId }).from(crmOutbox);
      expect(jobs.map((j) => j.leadId).sort()).toEqual([yes1, yes2].sort());
      // Not configured: a clear refusal, nothing queued.
      const off = await bulk({ action: 'crmSync', filter: { source: 'other' } });
      expect(off.status).toBe(409);
      expect(await db().$count(crmOutbox)).toBe(2);
    } finally {
      await instance.close();
      await partner.close();
      await db().execute(sql`delete from crm_outbox`);
    }
  });
});
