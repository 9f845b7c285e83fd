import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEndpoints } from '../../contract/content/endpoints';
import type { EndpointDefinition } from '../../contract/shared/endpoint';
import { staffEndpoints } from '../../contract/staff/endpoints';
import { buildApp } from '../app';
import {
  api,
  callApi,
  createTestDatabase,
  createTestStaff,
  messageOf,
  quickClient,
  signInStaff,
  uniqueEmail,
  validAssessment,
  validContact,
} from '../testing';
import { startTcpRelay } from '../testing/tcp-relay';
import { TEST_DATA_DIR } from '../testing/test-database';
import { parseConfig } from './config';
import { type Database, DEFAULT_TIMEOUTS, openDatabase } from './db/client';
import { openConfiguredDatabase } from './db/open-from-config';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/unavailable';

// PostgreSQL failing under the app: the app reaches the real server through a TCP relay this test
// controls, which can stop (connections refused and cut) or freeze (connections accepted, never answered).
const serverUrl = process.env.DATABASE_URL;

/** An endpoint's method and path, for a table of calls made raw (each with its own input). */
const route = (endpoint: EndpointDefinition) => [endpoint.method, endpoint.path] as const;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A fresh database and a TCP relay in front of it: `relayed` is the database's URL through the relay. */
async function databaseBehindRelay() {
  const created = await createTestDatabase();
  const direct = new URL(created.url ?? '');
  const relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  const relayed = new URL(direct);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  return { created, relay, relayed };
}

/** A fresh database, and the app reaching it through a relay (with `env` added to its settings), a staff member signed in. */
async function startAppBehindRelay(env: Record<string, string>) {
  const { created, relay, relayed } = await databaseBehindRelay();
  const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, DATABASE_URL: relayed.toString(), ...env });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  const baseUrl = await listen(app);
  const staff = await createTestStaff(created.database.db);
  const staffToken = await signInStaff(baseUrl, staff.email, staff.password);
  return {
    created,
    relay,
    database,
    baseUrl,
    staffToken,
    async close() {
      await relay.up();
      await app.close();
      await database.close();
      await relay.close();
      await created.drop();
    },
  };
}

describe.skipIf(!serverUrl)('PostgreSQL unreachable', () => {
  let t: Awaited<ReturnType<typeof startAppBehindRelay>>;
  let client: { id: number; cookie: string };

  beforeAll(async () => {
    t = await startAppBehindRelay({ SIGN_IN_RATE_LIMIT_MAX: '1000', CHAT_ROOM_RATE_LIMIT_MAX: '1000' });
    client = await quickClient(t.created.database.db);
  });

  afterAll(async () => t?.close());

  const contactInfo = () => ({ firstName: 'Pat', lastName: 'Down', email: uniqueEmail('down'), phone: '+44 20 7946 0002' });
  const calls: [string, string, () => Parameters<typeof api>[3]][] = [
    ['POST', '/api/client-submissions', () => ({ body: validAssessment() })],
    ['POST', '/api/contact-submissions', () => ({ body: validContact() })],
    ['POST', '/api/chat/room', () => ({ body: { contactInfo: contactInfo() } })],
    ['GET', '/api/chat/status', () => ({})],
    [...route(contentEndpoints.site), () => ({})],
    [...route(staffEndpoints.signIn), () => ({ body: { email: 'someone@example.com', password: 'a long enough password' } })],
    [...route(staffEndpoints.me), () => ({ token: t.staffToken })],
    ['GET', '/api/admin/client-submissions', () => ({ token: t.staffToken })],
    ['GET', '/api/client/documents/1', () => ({ cookie: client.cookie })],
  ];

  it('works through the relay while the database is up', async () => {
    expect((await api(t.baseUrl, 'POST', '/api/client-submissions', { body: validAssessment() })).status).toBe(201);
    expect((await api(t.baseUrl, 'GET', '/readyz')).status).toBe(200);
  });

  it('a frozen database: /readyz answers 503 within 3 seconds', async () => {
    t.relay.freeze();
    const ready = await api(t.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.elapsedMs).toBeLessThan(3_000);
  });

  it('a stopped database: every request answers 503 with a message within a second, /readyz 503', async () => {
    await t.relay.down();
    for (const [method, path, options] of calls) {
      const reply = await api(t.baseUrl, method, path, options());
      expect([`${method} ${path}`, reply.status, messageOf(reply)]).toEqual([`${method} ${path}`, 503, DATABASE_UNAVAILABLE_MESSAGE]);
      expect(reply.headers.get('retry-after')).toBe('5');
      expect(reply.elapsedMs, `${method} ${path}`).toBeLessThan(1_000);
    }
    const ready = await api(t.baseUrl, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.elapsedMs).toBeLessThan(3_000);
    // Liveness does not depend on the database.
    expect((await api(t.baseUrl, 'GET', '/healthz')).status).toBe(200);
  });

  it('serves again by itself once the database is back', async () => {
    await t.relay.up();
    await expect.poll(async () => (await api(t.baseUrl, 'GET', '/readyz')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await api(t.baseUrl, 'POST', '/api/client-submissions', { body: validAssessment() })).status).toBe(201);
    expect((await callApi(t.baseUrl, staffEndpoints.me, { token: t.staffToken })).status).toBe(200);
  });
});

describe.skipIf(!serverUrl)('PostgreSQL reached on a Unix socket, stopped', () => {
  it('answers 503 with a message when the socket file is gone, and serves again once it is back', async () => {
    const created = await createTestDatabase();
    const direct = new URL(created.url ?? '');
    const socketDir = await mkdtemp(join(tmpdir(), 'recourse-socket-'));
    const relay = await startTcpRelay(
      { host: direct.hostname, port: Number(direct.port || 5432) },
      { socketPath: join(socketDir, '.s.PGSQL.5432') },
    );
    const viaSocket = new URL(direct);
    viaSocket.hostname = 'localhost';
    viaSocket.port = '';
    viaSocket.searchParams.set('host', socketDir);
    const config = parseConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: TEST_DATA_DIR, DATABASE_URL: viaSocket.toString() });
    const database = await openConfiguredDatabase(config);
    const app = await buildApp({ config, database });
    try {
      const baseUrl = await listen(app);
      expect((await api(baseUrl, 'POST', '/api/client-submissions', { body: validAssessment() })).status).toBe(201);
      // A stopped server's socket file is removed: connecting fails with ENOENT, not ECONNREFUSED.
      await relay.down();
      const reply = await api(baseUrl, 'POST', '/api/client-submissions', { body: validAssessment() });
      expect([reply.status, messageOf(reply)]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
      expect((await api(baseUrl, 'GET', '/readyz')).status).toBe(503);
      await relay.up();
      await expect.poll(async () => (await api(baseUrl, 'GET', '/readyz')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    } finally {
      await relay.up();
      await app.close();
      await database.close();
      await relay.close();
      await created.drop();
      await rm(socketDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!serverUrl)('timeouts on the pool', () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let app: FastifyInstance;
  let baseUrl = '';

  beforeAll(async () => {
    created = await createTestDatabase();
    const config = parseConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: TEST_DATA_DIR,
      DATABASE_URL: created.url ?? '',
      DATABASE_LOCK_TIMEOUT_MS: '300',
    });
    database = await openConfiguredDatabase(config);
    app = await buildApp({ config, database });
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await created?.drop();
  });

  it('every pooled connection carries the statement and lock timeouts', async () => {
    const shown = await database.db.execute('show statement_timeout');
    expect((shown as unknown as { rows: { statement_timeout: string }[] }).rows[0].statement_timeout).toBe('15s');
    const lock = await database.db.execute('show lock_timeout');
    expect((lock as unknown as { rows: { lock_timeout: string }[] }).rows[0].lock_timeout).toBe('300ms');
  });

  it('a request stuck behind a lock answers 503 once the lock timeout passes', async () => {
    const holder = new pg.Client({ connectionString: created.url ?? '' });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table contact_submissions in access exclusive mode');
      const reply = await api(baseUrl, 'POST', '/api/contact-submissions', { body: validContact() });
      expect([reply.status, messageOf(reply)]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
      expect(reply.elapsedMs).toBeLessThan(2_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await api(baseUrl, 'POST', '/api/contact-submissions', { body: validContact() })).status).toBe(201);
  });
});

describe.skipIf(!serverUrl)('the LISTEN connection dropped silently on the way', () => {
  it('is found silent by its next check and replaced: events flow again, and the reconnect is reported for catching up', async () => {
    const { created, relay, relayed } = await databaseBehindRelay();
    const database = await openDatabase({ url: relayed.toString(), timeouts: { ...DEFAULT_TIMEOUTS, connectMs: 500, listenCheckMs: 300 } });
    const notifier = new pg.Client({ connectionString: created.url ?? '' });
    await notifier.connect();
    const received: string[] = [];
    let reconnects = 0;
    const stop = await database.listen(
      'listen_stall_test',
      (payload) => received.push(payload),
      () => {
        reconnects += 1;
      },
    );
    try {
      const notify = (payload: string) => notifier.query('select pg_notify($1, $2)', ['listen_stall_test', payload]);
      await notify('before');
      await expect.poll(() => received).toEqual(['before']);

      relay.strand();
      await notify('while silent');
      await expect.poll(() => reconnects, { timeout: 5_000 }).toBe(1);
      await notify('after');
      await expect.poll(() => received).toContain('after');
      // The event sent while the path was silent is not on the new connection: the reconnect report is what catches it up.
      expect(received).not.toContain('while silent');
    } finally {
      await stop();
      await notifier.end();
      await database.close();
      await relay.close();
      await created.drop();
    }
  });
});

describe.skipIf(!serverUrl)('PostgreSQL frozen: connections open, nothing answered', () => {
  let t: Awaited<ReturnType<typeof startAppBehindRelay>>;
  let holder: pg.Client | null = null;

  beforeAll(async () => {
    t = await startAppBehindRelay({
      DATABASE_POOL_SIZE: '4',
      // The requests caught by the freeze wait on a lock this test holds: no lock timeout may end them first.
      DATABASE_LOCK_TIMEOUT_MS: '0',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT_MAX: '1000',
      INTAKE_RATE_LIMIT_MAX: '1000',
    });
  });

  afterAll(async () => {
    await holder?.end().catch(() => {});
    await t?.close();
  });

  it('requests already holding a connection, new ones and /readyz all answer 503 in time; service resumes after', async () => {
    // Three requests get a pooled connection and wait there (behind a lock held outside the app)...
    holder = new pg.Client({ connectionString: t.created.url ?? '' });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table contact_submissions in access exclusive mode');
    const caught = Array.from({ length: 3 }, () => api(t.baseUrl, 'POST', '/api/contact-submissions', { body: validContact() }));
    await expect
      .poll(
        async () =>
          (await holder?.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))
            ?.rows[0].n,
        { timeout: 10_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(1);
    // (Contact messages may be written together in one statement: at least one connection waits.)
    await new Promise((resolve) => setTimeout(resolve, 300));

    // ...when the server freezes.
    t.relay.freeze();
    const frozenAt = performance.now();
    const ready = api(t.baseUrl, 'GET', '/readyz');
    const later: [string, string, Parameters<typeof api>[3]][] = [
      ['POST', '/api/client-submissions', { body: validAssessment() }],
      [...route(contentEndpoints.site), {}],
      [...route(staffEndpoints.me), { token: t.staffToken }],
      ['GET', '/api/admin/client-submissions', { token: t.staffToken }],
    ];
    const others = later.map(([method, path, options]) =>
      api(t.baseUrl, method, path, options).then((reply) => ({ route: `${method} ${path}`, reply })),
    );

    const readyReply = await ready;
    expect(readyReply.status).toBe(503);
    expect(readyReply.elapsedMs).toBeLessThan(3_000);
    for (const reply of await Promise.all(caught)) {
      expect([reply.status, messageOf(reply)]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE]);
      expect(reply.headers.get('retry-after')).toBe('5');
    }
    expect(performance.now() - frozenAt, 'the requests caught by the freeze').toBeLessThan(5_000);
    for (const { route, reply } of await Promise.all(others)) {
      expect([route, reply.status, messageOf(reply)]).toEqual([route, 503, DATABASE_UNAVAILABLE_MESSAGE]);
      expect(reply.elapsedMs, route).toBeLessThan(5_000);
    }
    // Every connection that was waiting for an answer was closed by the app: none goes back to the pool.
    // (/readyz stops waiting at 2 s; the query it left behind is cut like the others, a moment later.)
    expect(t.relay.stalled().connections).toBeGreaterThanOrEqual(1);
    await expect.poll(() => t.relay.stalled().closedByApp, { timeout: 3_000, interval: 100 }).toBe(t.relay.stalled().connections);

    // The server comes back: the app serves again by itself, on connections that work.
    await holder.query('rollback');
    t.relay.thaw();
    await expect.poll(async () => (await api(t.baseUrl, 'GET', '/readyz')).status, { timeout: 10_000, interval: 200 }).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => api(t.baseUrl, 'POST', '/api/contact-submissions', { body: validContact() })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(12).fill(201));
    expect((await callApi(t.baseUrl, staffEndpoints.me, { token: t.staffToken })).status).toBe(200);
  });

  it('a slow statement on a server that answers is not cut', async () => {
    // The stall check asks the server on a new connection: it answers, so the waiting query is left to finish.
    const started = performance.now();
    await t.database.db.execute('select pg_sleep(3.5)');
    expect(performance.now() - started).toBeGreaterThan(3_400);
  });
});
