import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmEndpoints as endpoints } from '../../../contract/crm/endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import type { QueryOf } from '../../../contract/shared/endpoint';
import { ADMIN_ONLY_MESSAGE } from '../../../contract/staff/team';
import { clientSubmissions as leads, crmOutbox } from '../../platform/db/schema';
import { CRM_NOT_CONFIGURED } from './service';
import {
  answer,
  api,
  type ApiResponse,
  type AppOnDatabase,
  callApi,
  createTestStaff,
  type FakePartnerCrm,
  type LeadSeed,
  type PartnerBehaviour,
  seedLeads,
  signInStaff,
  startAppOnDatabase,
  startFakePartnerCrm,
  startTestApp,
  type TestApp,
  uniqueEmail,
  validAssessment,
} from '../../testing';

/*
 * The partner CRM sync end to end: the app on loopback ports, a fake partner that is a real HTTP
 * server, and the real database. Every wait polls the database with a bounded time-out.
 */

const TOKEN = 'partner-secret-token-123';
const CAMPAIGN = 'spring-recovery';
const TIMEOUT_MS = 300;
/**
 * The many-lead tests never hang the partner, so they use a generous time-out: on a loaded machine
 * (the fake and the app share one event loop) a 300 ms time-out can fire after the partner accepted,
 * and the retry of a lead whose answer was lost is the at-least-once redelivery no outbox can avoid
 * without an idempotency key the partner does not offer. Those tests are about claiming, not time-outs.
 */
const SLOW_MACHINE_TIMEOUT_MS = 5000;
const NO_LIMITS = { API_RATE_LIMIT_MAX: '100000', INTAKE_RATE_LIMIT_MAX: '100000' };
const QUEUED_ONE = 'Lead queued for sync with the partner CRM';
const NO_CONSENT = 'This lead did not consent to sharing with the partner, so it cannot be sent';
const ALREADY_SENT = 'This lead has already been sent to the partner';
const ALREADY_QUEUED = 'This lead is already queued for sync';

let open: TestApp; // no partner configured: its worker never runs
let staffToken: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  open = await startTestApp(NO_LIMITS);
  const staff = await createTestStaff(open.database.db, { email: uniqueEmail('crm.staff'), isAdmin: true });
  staffToken = await signInStaff(open.baseUrl, staff.email, staff.password);
});

afterAll(async () => {
  await open?.close();
});

beforeEach(async () => {
  await open.database.db.execute(sql`delete from client_submissions`);
});

afterEach(async () => {
  // Apps first (their workers may be mid-call), then the partners they call.
  while (cleanups.length > 0) await (cleanups.pop() as () => Promise<void>)();
});

const db = () => open.database.db;

async function fakePartner(): Promise<FakePartnerCrm> {
  const partner = await startFakePartnerCrm();
  cleanups.unshift(() => partner.close());
  return partner;
}

/** One more instance on the shared database with the partner configured; closed after the test. */
async function crmApp(url: string, env: Record<string, string> = {}): Promise<AppOnDatabase> {
  const instance = await startAppOnDatabase(open.database, {
    ...NO_LIMITS,
    CRM_URL: url,
    CRM_TOKEN: TOKEN,
    CRM_CAMPAIGN: CAMPAIGN,
    CRM_TIMEOUT_MS: String(TIMEOUT_MS),
    CRM_RETRY_BASE_MS: '20',
    CRM_POLL_MS: '50',
    CRM_MAX_ATTEMPTS: '3',
    ...env,
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await instance.close();
  };
  cleanups.push(close);
  return { ...instance, close };
}

/** An answer as its status and JSON body, to compare whole. */
const answered = (reply: ApiResponse) => ({ status: reply.status, body: reply.json ?? {} });
/** The suite's staff token unless `token` says otherwise (null: none). */
const staff = (token: string | null = staffToken) => ({ token: token ?? undefined });

const syncStatus = (baseUrl: string, query: QueryOf<typeof endpoints.syncStatus> = {}) =>
  callApi(baseUrl, endpoints.syncStatus, { query, ...staff() });
const syncMany = (baseUrl: string, leadIds: number[], token?: string | null) =>
  callApi(baseUrl, endpoints.syncLeads, { body: { leadIds }, ...staff(token) });

/** Leads straight into the database (consenting unless told otherwise). */
async function insertLeads(count: number, overrides: LeadSeed = {}): Promise<{ id: number; email: string }[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: uniqueEmail('crm.lead'),
    phone: `+44 20 7946 ${String(i).padStart(4, '0')}`,
    caseDetails: `Case number ${i}: I sent money to a platform that will not let me withdraw.`,
    consentToShare: true,
    consentText: 'I agree.',
    consentAt: new Date().toISOString(),
    ...overrides,
  }));
  const ids = await seedLeads(db(), rows);
  return ids.map((id, i) => ({ id, email: rows[i].email }));
}

async function insertLead(overrides: LeadSeed = {}) {
  const [lead] = await insertLeads(1, overrides);
  return lead;
}

async function leadRow(id: number) {
  const [row] = await db()
    .select({ status: leads.crmSyncStatus, syncedAt: leads.crmSyncedAt, error: leads.crmSyncError })
    .from(leads)
    .where(eq(leads.id, id));
  return row;
}

async function jobsOf(leadId: number) {
  return db().select().from(crmOutbox).where(eq(crmOutbox.leadId, leadId)).orderBy(crmOutbox.id);
}

async function activeJobs(): Promise<number> {
  const result = (await db().execute(sql`select count(*)::int as n from crm_outbox where status in ('queued', 'in_flight')`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0].n);
}

/** Polls until `done` holds, failing with the last value seen after `timeoutMs`. */
async function waitFor<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const FINAL = ['synced', 'failed', 'duplicate'];

/** Waits until every given lead is in a final state with no job waiting or in flight. */
async function waitForFinal(ids: number[], timeoutMs = 15_000) {
  return waitFor(
    `${ids.length} leads to reach a final state`,
    async () => {
      const rows = await db().select({ id: leads.id, status: leads.crmSyncStatus }).from(leads).where(inArray(leads.id, ids));
      const active = await db()
        .select({ id: crmOutbox.id })
        .from(crmOutbox)
        .where(sql`${crmOutbox.leadId} = any(${sql.raw(`array[${ids.join(',')}]::int[]`)}) and ${crmOutbox.status} in ('queued', 'in_flight')`);
      return { notFinal: rows.filter((r) => !FINAL.includes(r.status)).length, active: active.length, rows: rows.length };
    },
    (v) => v.notFinal === 0 && v.active === 0 && v.rows === ids.length,
    timeoutMs,
    ids.length > 50 ? 250 : 25,
  );
}

/** Sends one lead, as status and JSON body. */
async function syncOne(baseUrl: string, id: number, token?: string | null) {
  return answered(await callApi(baseUrl, endpoints.syncLead, { params: { id }, ...staff(token) }));
}

/** A deterministic number in [0, 1) from a seed and a key (FNV-1a), whatever order requests arrive in. */
function seeded(seed: number, key: string): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  hash ^= hash >>> 15;
  return (hash >>> 0) / 2 ** 32;
}

describe('each partner answer leads to the right lead state', () => {
  it('2xx: synced with crmSyncedAt, after exactly one request', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const lead = await insertLead();
    const before = Date.now();

    const queued = await syncOne(app.baseUrl, lead.id);
    expect(queued).toEqual({ status: 202, body: { message: QUEUED_ONE } });
    await waitForFinal([lead.id]);

    const row = await leadRow(lead.id);
    expect(row.status).toBe('synced');
    expect(row.error).toBeNull();
    expect(row.syncedAt).not.toBeNull();
    const syncedAt = new Date(row.syncedAt as string).getTime();
    expect(syncedAt).toBeGreaterThanOrEqual(before - 2000);
    expect(syncedAt).toBeLessThanOrEqual(Date.now() + 2000);
    expect(partner.requests).toHaveLength(1);
    expect(partner.acceptances.get(lead.email)).toBe(1);
    const [job] = await jobsOf(lead.id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, lastError: null, claimToken: null, lockedUntil: null });
  });

  it('duplicate (409, or a body saying duplicate): duplicate, after one request, never accepted', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const [conflict, inBody] = await insertLeads(2);
    partner.scriptFor(conflict.email, answer.duplicate);
    partner.scriptFor(inBody.email, answer.duplicateInBody);

    const bulk = (await syncMany(app.baseUrl, [conflict.id, inBody.id])).reply(202);
    expect(bulk.message).toBe('Queued 2 leads for sync.');
    await waitForFinal([conflict.id, inBody.id]);

    for (const lead of [conflict, inBody]) {
      expect(await leadRow(lead.id)).toEqual({ status: 'duplicate', syncedAt: null, error: null });
      expect(partner.requestsFor(lead.email)).toHaveLength(1);
    }
    expect(partner.accepted().size).toBe(0);
  });

  it('400: failed at once, with the partner error text, no retry', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '5' });
    const lead = await insertLead();
    partner.setDefault(answer.badRequest);

    await syncOne(app.baseUrl, lead.id);
    await waitForFinal([lead.id]);
    expect(await leadRow(lead.id)).toEqual({ status: 'failed', syncedAt: null, error: 'Partner answered 400: Invalid phone number' });
    expect(partner.requests).toHaveLength(1);
    const [job] = await jobsOf(lead.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Partner answered 400: Invalid phone number' });
  });

  it('500, 429, a hang past the time-out and a dropped connection: retried with backoff, then failed after max attempts with the error text', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '3' });
    const cases: { behaviour: PartnerBehaviour; error: RegExp }[] = [
      { behaviour: answer.serverError, error: /^Partner answered 500: Internal Server Error$/ },
      { behaviour: answer.rateLimited, error: /^Partner answered 429: Too Many Requests$/ },
      { behaviour: answer.hang, error: new RegExp(`^No answer within ${TIMEOUT_MS} ms$`) },
      { behaviour: answer.drop, error: /^Could not reach the partner: .+/ },
    ];
    const inserted = await insertLeads(cases.length);
    const byEmail = new Map(inserted.map((lead, i) => [lead.email, cases[i].behaviour]));
    partner.respondWith((request) => byEmail.get(request.email ?? ''));

    const bulk = (
      await syncMany(
        app.baseUrl,
        inserted.map((l) => l.id),
      )
    ).reply(202);
    expect(bulk.message).toBe('Queued 4 leads for sync.');
    await waitForFinal(inserted.map((l) => l.id));

    for (const [i, lead] of inserted.entries()) {
      const row = await leadRow(lead.id);
      expect(row.status, `${cases[i].behaviour.kind} ends failed`).toBe('failed');
      expect(row.syncedAt).toBeNull();
      expect(row.error).toMatch(cases[i].error);
      const received = partner.requestsFor(lead.email);
      expect(received, `${JSON.stringify(cases[i].behaviour)} is tried exactly CRM_MAX_ATTEMPTS times`).toHaveLength(3);
      // Backoff: each retry waits at least half the base delay after the previous attempt ended.
      for (let k = 1; k < received.length; k += 1) expect(received[k].receivedAt - received[k - 1].receivedAt).toBeGreaterThanOrEqual(10);
      const [job] = await jobsOf(lead.id);
      expect(job).toMatchObject({ status: 'failed', attempts: 3 });
      expect(job.lastError).toBe(row.error);
    }
    expect(partner.accepted().size).toBe(0);
  });

  it('a partner that fails three times then succeeds: synced, received 4 times, accepted once', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '6' });
    const lead = await insertLead();
    partner.scriptFor(lead.email, answer.serverError, answer.rateLimited, answer.drop);

    await syncOne(app.baseUrl, lead.id);
    await waitForFinal([lead.id]);
    const row = await leadRow(lead.id);
    expect(row.status).toBe('synced');
    expect(row.error).toBeNull();
    expect(row.syncedAt).not.toBeNull();
    expect(partner.requestsFor(lead.email).map((r) => r.behaviour)).toEqual(['error', 'error', 'drop', 'success']);
    expect(partner.acceptances.get(lead.email)).toBe(1);
    // Every attempt carried the same lead.
    expect(new Set(partner.requests.map((r) => r.rawBody)).size).toBe(1);
    const [job] = await jobsOf(lead.id);
    expect(job).toMatchObject({ status: 'done', attempts: 4 });
  });

  it('a failed lead can be sent again by staff and then syncs', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const lead = await insertLead();
    partner.scriptFor(lead.email, answer.badRequest);
    await syncOne(app.baseUrl, lead.id);
    await waitForFinal([lead.id]);
    expect((await leadRow(lead.id)).status).toBe('failed');

    expect((await syncOne(app.baseUrl, lead.id)).status).toBe(202);
    await waitForFinal([lead.id]);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'synced', error: null });
    expect(partner.requestsFor(lead.email)).toHaveLength(2);
    expect(partner.acceptances.get(lead.email)).toBe(1);
  });
});

describe('at scale and across instances', () => {
  it('bulk sync of 1,000 consenting leads with random failures: every lead final, none accepted twice', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '4', CRM_TIMEOUT_MS: String(SLOW_MACHINE_TIMEOUT_MS) });
    const inserted = await insertLeads(1000);
    const attempt = new Map<string, number>();
    const SEED = 20240611;
    partner.respondWith((request) => {
      const email = request.email ?? '';
      const n = (attempt.get(email) ?? 0) + 1;
      attempt.set(email, n);
      const r = seeded(SEED, `${email}#${n}`);
      if (r < 0.5) return answer.success;
      if (r < 0.56) return answer.duplicate;
      if (r < 0.6) return answer.duplicateInBody;
      if (r < 0.65) return answer.badRequest;
      if (r < 0.8) return answer.serverError;
      if (r < 0.92) return answer.rateLimited;
      return answer.drop;
    });

    const bulk = (
      await syncMany(
        app.baseUrl,
        inserted.map((l) => l.id),
      )
    ).reply(202);
    expect(bulk).toMatchObject({ message: 'Queued 1000 leads for sync.', queued: 1000 });
    // Every lead's retries with backoff: well under a minute on a quiet machine.
    await waitForFinal(
      inserted.map((l) => l.id),
      90_000,
    );

    expect(await activeJobs()).toBe(0);
    const rows = await db().select({ id: leads.id, email: leads.email, status: leads.crmSyncStatus, error: leads.crmSyncError }).from(leads);
    const jobs = await db().select({ leadId: crmOutbox.leadId, attempts: crmOutbox.attempts }).from(crmOutbox);
    const attemptsByLead = new Map(jobs.map((j) => [j.leadId, j.attempts]));
    expect(jobs).toHaveLength(1000);
    const counts = { synced: 0, failed: 0, duplicate: 0 };
    for (const row of rows) {
      const received = partner.requestsFor(row.email);
      const last = received.at(-1);
      expect(received.length, 'one request per recorded attempt').toBe(attemptsByLead.get(row.id));
      expect(partner.acceptances.get(row.email) ?? 0).toBeLessThanOrEqual(1);
      if (row.status === 'synced') {
        counts.synced += 1;
        expect(last?.behaviour).toBe('success');
        expect(partner.acceptances.get(row.email)).toBe(1);
      } else if (row.status === 'duplicate') {
        counts.duplicate += 1;
        expect(last?.behaviour).toBe('duplicate');
      } else {
        counts.failed += 1;
        expect(row.status).toBe('failed');
        expect(row.error).toMatch(/^(Partner answered (400|429|500)|Could not reach the partner)/);
        expect(received.length === 4 || row.error?.startsWith('Partner answered 400')).toBe(true);
      }
    }
    expect([...partner.acceptances.values()].every((n) => n === 1)).toBe(true);
    expect(counts.synced).toBe(partner.accepted().size);
    // The random answers produced every kind of final state.
    expect(counts.synced).toBeGreaterThan(500);
    expect(counts.failed).toBeGreaterThan(0);
    expect(counts.duplicate).toBeGreaterThan(0);

    const status = (await syncStatus(app.baseUrl)).reply(200);
    expect(status.stats).toEqual({
      total: 1000,
      synced: counts.synced,
      pending: 0,
      failed: counts.failed,
      duplicate: counts.duplicate,
      noConsent: 0,
    });
  }, 120_000);

  it('two app instances on one database working one outbox never double-send', async () => {
    const partner = await fakePartner();
    const [first, second] = await Promise.all([
      crmApp(partner.url, { CRM_MAX_ATTEMPTS: '4', CRM_CAMPAIGN: 'instance-a', CRM_TIMEOUT_MS: String(SLOW_MACHINE_TIMEOUT_MS) }),
      crmApp(partner.url, { CRM_MAX_ATTEMPTS: '4', CRM_CAMPAIGN: 'instance-b', CRM_TIMEOUT_MS: String(SLOW_MACHINE_TIMEOUT_MS) }),
    ]);
    const inserted = await insertLeads(300);
    const SEED = 77;
    // Each lead fails 0 to 2 times (500), then is accepted after a short delay.
    const failures = new Map(inserted.map((l) => [l.email, Math.floor(seeded(SEED, l.email) * 3)]));
    const seen = new Map<string, number>();
    partner.respondWith((request) => {
      const email = request.email ?? '';
      const n = (seen.get(email) ?? 0) + 1;
      seen.set(email, n);
      return n <= (failures.get(email) ?? 0) ? answer.serverError : { kind: 'success', delayMs: 5 };
    });

    // The same selection is sent from both instances at once, in two halves each.
    const ids = inserted.map((l) => l.id);
    const replies = await Promise.all(
      [first, second].flatMap((app) => [ids.slice(0, 150), ids.slice(150)].map((leadIds) => syncMany(app.baseUrl, leadIds))),
    );
    expect(replies.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    const results = replies.map((r) => r.reply(202));
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(300);
    expect(results.reduce((sum, r) => sum + r.queued + r.alreadyQueued + r.alreadySent, 0)).toBe(600);
    await waitForFinal(ids, 40_000);

    const retriedFailures = [...failures.values()].reduce((a, b) => a + b, 0);
    for (const lead of inserted) {
      expect(partner.acceptances.get(lead.email), `${lead.email} accepted exactly once`).toBe(1);
      expect(partner.requestsFor(lead.email)).toHaveLength((failures.get(lead.email) ?? 0) + 1);
      expect((await leadRow(lead.id)).status).toBe('synced');
    }
    expect(partner.requests).toHaveLength(partner.accepted().size + retriedFailures);
    expect(partner.accepted().size).toBe(300);
    // One job per lead, however many clicks on however many instances.
    expect(await db().select({ id: crmOutbox.id }).from(crmOutbox)).toHaveLength(300);
    // Both instances did part of the work (each sends its own campaign).
    const campaigns = new Set(partner.requests.map((r) => r.body?.utm_campaign));
    expect(campaigns).toEqual(new Set(['instance-a', 'instance-b']));
  }, 60_000);
});

describe('restarts', () => {
  it('jobs a killed worker left in flight are resumed once their lock runs out, and sent once', async () => {
    const partner = await fakePartner();
    const [expired, locked] = await insertLeads(2);
    // As a dead worker leaves them: claimed, attempt counted, no answer recorded.
    await db()
      .insert(crmOutbox)
      .values([
        { leadId: expired.id, status: 'in_flight', attempts: 1, claimToken: 'dead-worker', lockedUntil: sql`now() - interval '1 second'` },
        { leadId: locked.id, status: 'in_flight', attempts: 1, claimToken: 'dead-worker', lockedUntil: sql`now() + interval '1500 milliseconds'` },
      ]);

    const lock = (await db().execute(
      sql`select (extract(epoch from locked_until) * 1000)::float8 as "ms" from crm_outbox where lead_id = ${locked.id}`,
    )) as unknown as { rows: { ms: number }[] };
    const lockRunsOut = Number(lock.rows[0].ms);
    expect(lockRunsOut).toBeGreaterThan(Date.now());

    await crmApp(partner.url);
    await waitForFinal([expired.id]);
    expect((await leadRow(expired.id)).status).toBe('synced');
    // The lock that has not run out yet is respected: a live worker may still be calling.
    if (Date.now() < lockRunsOut - 100) {
      expect(partner.requestsFor(locked.email)).toHaveLength(0);
      expect((await jobsOf(locked.id))[0]).toMatchObject({ status: 'in_flight', claimToken: 'dead-worker' });
    }

    await waitForFinal([locked.id]);
    expect(partner.requestsFor(locked.email)[0].receivedAt).toBeGreaterThanOrEqual(lockRunsOut - 50);
    for (const lead of [expired, locked]) {
      expect((await leadRow(lead.id)).status).toBe('synced');
      expect(partner.requestsFor(lead.email)).toHaveLength(1);
      expect(partner.acceptances.get(lead.email)).toBe(1);
      expect((await jobsOf(lead.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    }
  });

  it('an app closed while the partner hangs leaves the job queued; the next app sends it and it is accepted once', async () => {
    const partner = await fakePartner();
    const first = await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '5' });
    const lead = await insertLead();
    partner.script(answer.hang);
    await syncOne(first.baseUrl, lead.id);
    await partner.waitForRequests(1);
    await first.close();

    expect((await leadRow(lead.id)).status).toBe('pending');
    const [job] = await jobsOf(lead.id);
    expect(job.status).toBe('queued');
    expect(job.attempts).toBe(1);

    await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '5' });
    await waitForFinal([lead.id]);
    expect((await leadRow(lead.id)).status).toBe('synced');
    expect(partner.requestsFor(lead.email).map((r) => r.behaviour)).toEqual(['hang', 'success']);
    expect(partner.acceptances.get(lead.email)).toBe(1);
  });

  it('a restart loses no queued job: queued while the partner is down, sent by the next app', async () => {
    const down = await startFakePartnerCrm();
    const deadUrl = down.url;
    await down.close(); // nothing listens there any more
    const first = await crmApp(deadUrl, { CRM_MAX_ATTEMPTS: '50' });
    const lead = await insertLead();
    await syncOne(first.baseUrl, lead.id);
    await waitFor(
      'a few failed attempts',
      async () => (await jobsOf(lead.id))[0],
      (job) => job.attempts >= 3,
    );
    await first.close();
    const [job] = await jobsOf(lead.id);
    expect(job.status).toBe('queued');
    expect(job.lastError).toMatch(/^Could not reach the partner/);
    expect((await leadRow(lead.id)).status).toBe('pending');

    const partner = await fakePartner();
    await crmApp(partner.url, { CRM_MAX_ATTEMPTS: '50' });
    await waitForFinal([lead.id]);
    expect((await leadRow(lead.id)).status).toBe('synced');
    expect(partner.requests).toHaveLength(1);
  });

  it('CRM_AUTO_SYNC queues consenting new leads in the intake; a restart before the worker runs loses none', async () => {
    const partner = await fakePartner();
    const auto = { CRM_AUTO_SYNC: 'true', PARTNER_NAME: 'Acme Partners' };
    // Polls so rarely that the queued job is still waiting when the app stops.
    const sleepy = await crmApp(partner.url, { ...auto, CRM_POLL_MS: '600000' });
    const submit = (baseUrl: string, consentToShare: boolean) =>
      callApi(baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ consentToShare }) });
    const consenting = await submit(sleepy.baseUrl, true);
    const refusing = await submit(sleepy.baseUrl, false);
    expect([consenting.status, refusing.status]).toEqual([201, 201]);
    const consentingId = consenting.reply(201).id;
    const refusingId = refusing.reply(201).id;
    expect((await jobsOf(consentingId)).map((j) => j.status)).toEqual(['queued']);
    expect(await jobsOf(refusingId)).toHaveLength(0);
    await sleepy.close();
    expect(partner.requests).toHaveLength(0);

    const awake = await crmApp(partner.url, auto);
    await waitForFinal([consentingId]);
    expect((await leadRow(consentingId)).status).toBe('synced');
    // New leads on the running app are queued and sent without any click.
    const later = (await submit(awake.baseUrl, true)).reply(201);
    await waitForFinal([later.id]);
    expect((await leadRow(later.id)).status).toBe('synced');

    expect(partner.requests).toHaveLength(2);
    expect(partner.accepted().size).toBe(2);
    expect(await leadRow(refusingId)).toEqual({ status: 'pending', syncedAt: null, error: null });
    expect(await jobsOf(refusingId)).toHaveLength(0);
  });
});

describe('what is sent', () => {
  it('sends the Bearer token and exactly the mapped fields, case details cut to 2000 characters', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const caseDetails = `${'Long story. '.repeat(200)}THE END`; // 2407 characters: more than the form allows
    const lead = await insertLead({
      firstName: 'Zoë',
      lastName: "O'Brien",
      phone: '+1 (555) 010-0199',
      caseDetails,
    });
    const imported = await insertLead({ source: 'partner-import', caseDetails: 'Short.' });

    await syncMany(app.baseUrl, [lead.id, imported.id]);
    await waitForFinal([lead.id, imported.id]);

    const [request] = partner.requestsFor(lead.email);
    expect(request.method).toBe('POST');
    expect(request.path).toBe(new URL(partner.url).pathname);
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.body).toStrictEqual({
      first_name: 'Zoë',
      last_name: "O'Brien",
      email: lead.email,
      phone: '+1 (555) 010-0199',
      utm_campaign: CAMPAIGN,
      utm_source: 'Website',
      utm_medium: 'website',
      utm_content: caseDetails.slice(0, 2000),
    });
    expect(String(request.body?.utm_content ?? '').length).toBe(2000);
    // The full text stays in the database.
    const [stored] = await db().select({ caseDetails: leads.caseDetails }).from(leads).where(eq(leads.id, lead.id));
    expect(stored.caseDetails).toBe(caseDetails);

    const [other] = partner.requestsFor(imported.email);
    expect(other.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(other.body).toMatchObject({ utm_medium: 'partner-import', utm_content: 'Short.', utm_source: 'Website', utm_campaign: CAMPAIGN });
  });
});

describe('consent', () => {
  it('sync-lead refuses a lead without consent with 409 and a clear message; nothing is queued or sent', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const lead = await insertLead({ consentToShare: false, consentText: null, consentAt: null });
    const reply = await syncOne(app.baseUrl, lead.id);
    expect(reply).toEqual({ status: 409, body: { message: NO_CONSENT } });
    expect(await jobsOf(lead.id)).toHaveLength(0);
    expect(await leadRow(lead.id)).toEqual({ status: 'pending', syncedAt: null, error: null });
    expect(partner.requests).toHaveLength(0);
  });

  it('bulk sync skips leads without consent and says how many', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const consenting = await insertLeads(3);
    const refusing = await insertLeads(2, { consentToShare: false, consentText: null, consentAt: null });
    const missing = 2_000_000_000;
    const reply = await syncMany(app.baseUrl, [...consenting, ...refusing].map((l) => l.id).concat(missing));
    expect(reply.reply(202)).toMatchObject({
      message: 'Queued 3 leads for sync; skipped 2 leads without consent, 1 not found.',
      queued: 3,
      noConsent: 2,
      notFound: 1,
    });
    await waitForFinal(consenting.map((l) => l.id));
    for (const lead of consenting) expect((await leadRow(lead.id)).status).toBe('synced');
    for (const lead of refusing) {
      expect(await jobsOf(lead.id)).toHaveLength(0);
      expect(partner.requestsFor(lead.email)).toHaveLength(0);
    }
    expect(partner.requests).toHaveLength(3);
  });

  it('a job whose lead withdrew consent before it ran is failed, not sent', async () => {
    const partner = await fakePartner();
    const lead = await insertLead({ consentToShare: false });
    await db().insert(crmOutbox).values({ leadId: lead.id });
    await crmApp(partner.url);
    await waitForFinal([lead.id]);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'failed', error: 'The lead has not consented to sharing' });
    expect(partner.requests).toHaveLength(0);
  });
});

describe('a lead that is synced or in flight is never sent again', () => {
  it('20 concurrent clicks on sync-lead deliver once, and later clicks are refused', async () => {
    const partner = await fakePartner();
    const [first, second] = await Promise.all([crmApp(partner.url), crmApp(partner.url)]);
    const lead = await insertLead();
    partner.setDefault({ kind: 'success', delayMs: 150 });

    const clicks = await Promise.all(Array.from({ length: 20 }, (_, i) => syncOne(i % 2 ? first.baseUrl : second.baseUrl, lead.id)));
    expect(clicks.filter((c) => c.status === 202)).toHaveLength(1);
    for (const click of clicks.filter((c) => c.status !== 202)) {
      expect([
        { status: 200, body: { message: ALREADY_QUEUED } },
        { status: 409, body: { message: ALREADY_SENT } },
      ]).toContainEqual(click);
    }

    // While the partner is still answering, the lead is in flight: more clicks send nothing.
    await partner.waitForRequests(1);
    const inFlight = await Promise.all(Array.from({ length: 20 }, () => syncOne(first.baseUrl, lead.id)));
    for (const click of inFlight) expect([ALREADY_QUEUED, ALREADY_SENT]).toContain((click.body as { message?: unknown }).message);

    await waitForFinal([lead.id]);
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => syncOne(i % 2 ? first.baseUrl : second.baseUrl, lead.id)));
    for (const click of after) expect(click).toEqual({ status: 409, body: { message: ALREADY_SENT } });
    const bulk = (await syncMany(first.baseUrl, [lead.id, lead.id])).reply(202);
    expect(bulk).toMatchObject({ message: 'Queued 0 leads for sync; skipped 1 already sent.', queued: 0, alreadySent: 1 });

    // A later lead sent through each instance is the marker: jobs are claimed oldest first, so a worker that
    // picked up this finished job again would have taken it with (or before) the marker's.
    const markers = await insertLeads(2);
    expect((await syncOne(first.baseUrl, markers[0].id)).status).toBe(202);
    expect((await syncOne(second.baseUrl, markers[1].id)).status).toBe(202);
    await waitForFinal([lead.id, ...markers.map((m) => m.id)]);
    expect(await activeJobs()).toBe(0);
    expect(partner.requestsFor(lead.email)).toHaveLength(1);
    expect(partner.requests).toHaveLength(3);
    expect(partner.acceptances.get(lead.email)).toBe(1);
    expect(await jobsOf(lead.id)).toHaveLength(1);
  });

  it('a duplicate lead is not sent again either', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const lead = await insertLead();
    partner.setDefault(answer.duplicate);
    await syncOne(app.baseUrl, lead.id);
    await waitForFinal([lead.id]);
    expect(await syncOne(app.baseUrl, lead.id)).toEqual({ status: 409, body: { message: ALREADY_SENT } });
    expect(partner.requests).toHaveLength(1);
  });
});

describe('sync status, configuration and access', () => {
  it('without CRM_URL: sync-status says configured false and the sync routes answer 409 with the not-configured message', async () => {
    const lead = await insertLead();
    expect((await syncStatus(open.baseUrl)).reply(200).configured).toBe(false);
    expect(await syncOne(open.baseUrl, lead.id)).toEqual({ status: 409, body: { message: CRM_NOT_CONFIGURED } });
    expect(answered(await syncMany(open.baseUrl, [lead.id]))).toEqual({
      status: 409,
      body: { message: CRM_NOT_CONFIGURED },
    });
    expect(await jobsOf(lead.id)).toHaveLength(0);

    // A URL without a token is not a configuration either.
    const partner = await fakePartner();
    const noToken = await startAppOnDatabase(open.database, { ...NO_LIMITS, CRM_URL: partner.url });
    cleanups.push(() => noToken.close());
    expect((await syncStatus(noToken.baseUrl)).reply(200).configured).toBe(false);
    expect((await syncOne(noToken.baseUrl, lead.id)).status).toBe(409);
  });

  it('GET /api/admin/crm/sync-status answers {configured, stats, leads} with case details cut to 50 characters and the queued flag', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url, { CRM_POLL_MS: '600000' });
    const long = 'A'.repeat(30) + 'B'.repeat(30) + 'C'.repeat(40);
    const queued = await insertLead({ caseDetails: long });
    const synced = await insertLead({ crmSyncStatus: 'synced', crmSyncedAt: '2024-05-01T10:00:00Z' });
    const failed = await insertLead({ crmSyncStatus: 'failed', crmSyncError: 'Partner answered 400: bad' });
    const duplicate = await insertLead({ crmSyncStatus: 'duplicate' });
    const refusing = await insertLead({ consentToShare: false, caseDetails: 'short' });
    // Not due for an hour, so the worker leaves it waiting.
    await db().insert(crmOutbox).values({ leadId: queued.id, nextAttemptAt: sql`now() + interval '1 hour'` });

    const reply = await syncStatus(app.baseUrl);
    const status = reply.reply(200);
    // Exactly these fields, as sent.
    const sent = reply.json as { leads: Record<string, unknown>[] };
    expect(Object.keys(sent).sort()).toEqual(['configured', 'leads', 'page', 'pageSize', 'stats']);
    expect(status.configured).toBe(true);
    // The lead without consent is not waiting to be sent: it is counted apart, never as pending.
    expect(status.stats).toEqual({ total: 5, synced: 1, pending: 1, failed: 1, duplicate: 1, noConsent: 1 });
    expect(status.leads).toHaveLength(5);
    for (const row of sent.leads) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'caseDetails',
          'consentToShare',
          'createdAt',
          'crmSyncError',
          'crmSyncStatus',
          'crmSyncedAt',
          'email',
          'firstName',
          'id',
          'lastName',
          'queued',
        ].sort(),
      );
    }
    const byId = new Map(status.leads.map((l) => [l.id, l]));
    expect(byId.get(queued.id)).toMatchObject({ caseDetails: long.slice(0, 50), queued: true, crmSyncStatus: 'pending', consentToShare: true });
    expect(byId.get(queued.id)?.caseDetails).toHaveLength(50);
    expect(byId.get(synced.id)).toMatchObject({ crmSyncStatus: 'synced', crmSyncedAt: '2024-05-01T10:00:00.000Z', queued: false });
    expect(byId.get(failed.id)).toMatchObject({ crmSyncStatus: 'failed', crmSyncError: 'Partner answered 400: bad', queued: false });
    expect(byId.get(duplicate.id)).toMatchObject({ crmSyncStatus: 'duplicate', queued: false });
    expect(byId.get(refusing.id)).toMatchObject({ caseDetails: 'short', consentToShare: false, queued: false });
    for (const lead of status.leads) expect(new Date(lead.createdAt).toISOString()).toBe(lead.createdAt);
    expect(partner.requests).toHaveLength(0);
  });

  it('pages the leads newest first (50 a page unless asked), so older leads are reached; the stats count them all', async () => {
    const made = await insertLeads(53);
    const newestFirst = [...made].reverse().map((lead) => lead.id);
    const first = (await syncStatus(open.baseUrl)).reply(200);
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.stats.total).toBe(53);
    expect(first.leads.map((lead) => lead.id)).toEqual(newestFirst.slice(0, 50));
    const second = (await syncStatus(open.baseUrl, { page: 2 })).reply(200);
    expect(second.leads.map((lead) => lead.id)).toEqual(newestFirst.slice(50));
    const small = (await syncStatus(open.baseUrl, { page: 3, pageSize: 20 })).reply(200);
    expect(small).toMatchObject({ page: 3, pageSize: 20 });
    expect(small.leads.map((lead) => lead.id)).toEqual(newestFirst.slice(40));
    const past = (await syncStatus(open.baseUrl, { page: 9 })).reply(200);
    expect(past.leads).toEqual([]);
  });

  it.each([
    ['page=0', 'Page must be 1 or more'],
    ['page=-1', 'Page must be 1 or more'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=abc', 'Page must be a number'],
    ['page=1000001', 'Page must be 1000000 or less'],
    ['pageSize=0', 'Page size must be 1 or more'],
    ['pageSize=201', 'Page size must be 200 or less'],
    ['pageSize=abc', 'Page size must be a number'],
  ])('sync-status?%s is a 400 saying why', async (params, message) => {
    // The query exactly as written.
    const reply = await api(open.baseUrl, 'GET', `${endpoints.syncStatus.path}?${params}`, staff());
    expect(answered(reply)).toEqual({ status: 400, body: { message } });
  });

  it('deleting a lead removes its queued job', async () => {
    const lead = await insertLead();
    const kept = await insertLead();
    await db()
      .insert(crmOutbox)
      .values([{ leadId: lead.id }, { leadId: kept.id }]);
    const reply = await callApi(open.baseUrl, leadEndpoints.erase, { params: { id: lead.id }, ...staff() });
    expect(reply.status).toBeLessThan(300);
    expect(await jobsOf(lead.id)).toHaveLength(0);
    expect(await jobsOf(kept.id)).toHaveLength(1);
  });

  it("sending one lead to the partner is an admin's: a caseworker gets 403 and nothing is queued or sent, an admin 202", async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const caseworker = await createTestStaff(db(), { email: uniqueEmail('crm.caseworker') });
    const caseworkerToken = await signInStaff(app.baseUrl, caseworker.email, caseworker.password);
    const lead = await insertLead();
    expect(await syncOne(app.baseUrl, lead.id, caseworkerToken)).toEqual({
      status: 403,
      body: { message: ADMIN_ONLY_MESSAGE },
    });
    expect(await jobsOf(lead.id)).toHaveLength(0);
    expect(partner.requests).toHaveLength(0);
    expect(await syncOne(app.baseUrl, lead.id)).toEqual({ status: 202, body: { message: QUEUED_ONE } });
    expect(await jobsOf(lead.id)).toHaveLength(1);
  });

  it('every CRM route answers 401 without a staff token (or with a bad one) and changes nothing', async () => {
    const partner = await fakePartner();
    const app = await crmApp(partner.url);
    const lead = await insertLead();
    const calls: [string, (token: string | null) => Promise<ApiResponse>][] = [
      [endpoints.syncStatus.path, (token) => callApi(app.baseUrl, endpoints.syncStatus, { query: {}, ...staff(token) })],
      [endpoints.syncLead.path, (token) => callApi(app.baseUrl, endpoints.syncLead, { params: { id: lead.id }, ...staff(token) })],
      [endpoints.syncLeads.path, (token) => syncMany(app.baseUrl, [lead.id], token)],
    ];
    for (const [path, call] of calls) {
      for (const token of [null, 'not-a-real-token']) {
        const reply = await call(token);
        expect(reply.status, `${path} with token ${token}`).toBe(401);
        expect(JSON.stringify(reply.json ?? {})).not.toContain(lead.email);
      }
    }
    expect(await jobsOf(lead.id)).toHaveLength(0);
    expect(partner.requests).toHaveLength(0);
  });
});
