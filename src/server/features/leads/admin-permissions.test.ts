import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff';
import { staffTokens, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createTestStaff, messageOf, signIn } from '../staff/staff-test-fixtures';
import { allLeadRows, auditCount, seedLeads } from './lead-test-fixtures';

let open: TestApp;
let staff: Awaited<ReturnType<typeof createTestStaff>>;
/** Leads no refused call may touch. */
let protectedIds: number[];
let expiredToken: string;
let revokedToken: string;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  open = await startTestApp({ SIGN_IN_RATE_LIMIT_MAX: '100000', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100000' });
  staff = await createTestStaff(open.database.db, { firstName: 'Perm', lastName: 'Checker', isAdmin: true });
  protectedIds = await seedLeads(open.database.db, [
    { firstName: 'Keep', notes: 'untouched' },
    { firstName: 'Also', notes: 'untouched' },
  ]);
  expiredToken = await signIn(open.baseUrl, staff.email, staff.password);
  await open.database.db
    .update(staffTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(staffTokens.tokenHash, sha256Hex(expiredToken)));
  revokedToken = await signIn(open.baseUrl, staff.email, staff.password);
  expect((await api(open.baseUrl, 'POST', '/api/admin/logout', { token: revokedToken })).status).toBe(204);
});

afterAll(async () => {
  await open?.close();
});

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as Fastify lists it. */
  route: string;
  /** A concrete request to it; `id` is a lead the call may change (deleted by the valid call). */
  path: (id: number) => string;
  body?: (id: number) => unknown;
  /** What a valid token gets. */
  okStatus: number;
}

const LEADS = '/api/admin/client-submissions';

const ROUTES: RouteCase[] = [
  { method: 'GET', route: LEADS, path: () => LEADS, okStatus: 200 },
  { method: 'GET', route: `${LEADS}/summary`, path: () => `${LEADS}/summary`, okStatus: 200 },
  { method: 'GET', route: `${LEADS}/export`, path: () => `${LEADS}/export?format=csv`, okStatus: 200 },
  { method: 'GET', route: `${LEADS}/:id`, path: (id) => `${LEADS}/${id}`, okStatus: 200 },
  { method: 'GET', route: `${LEADS}/:id/history`, path: (id) => `${LEADS}/${id}/history`, okStatus: 200 },
  { method: 'PATCH', route: `${LEADS}/:id`, path: (id) => `${LEADS}/${id}`, body: () => ({ status: 'closed', notes: 'changed' }), okStatus: 200 },
  { method: 'DELETE', route: `${LEADS}/:id`, path: (id) => `${LEADS}/${id}`, okStatus: 204 },
  {
    method: 'POST',
    route: `${LEADS}/bulk`,
    path: () => `${LEADS}/bulk`,
    body: (id) => ({ action: 'delete', ids: [id] }),
    okStatus: 200,
  },
  { method: 'POST', route: '/api/admin/logout', path: () => '/api/admin/logout', okStatus: 204 },
  { method: 'GET', route: '/api/admin/me', path: () => '/api/admin/me', okStatus: 200 },
  { method: 'GET', route: '/api/admin/staff', path: () => '/api/admin/staff', okStatus: 200 },
];

/** The ways of not holding a live staff token; each gives the Authorization header to send (or none). */
const BAD_CREDENTIALS: [string, () => string | undefined][] = [
  ['no token', () => undefined],
  ['an empty Authorization header', () => ''],
  ['a scheme without a token', () => 'Bearer'],
  ['a token without a scheme', () => expiredToken.replace(/./, 'x')],
  ['another scheme', () => `Basic ${Buffer.from(`${staff.email}:${staff.password}`).toString('base64')}`],
  ['a token after two spaces', () => `Bearer  ${randomBytes(32).toString('base64url')}`],
  ['a wrong token', () => `Bearer ${randomBytes(32).toString('base64url')}`],
  ['the stored hash of a real token', () => `Bearer ${sha256Hex(expiredToken)}`],
  ['an expired token', () => `Bearer ${expiredToken}`],
  ['a revoked token', () => `Bearer ${revokedToken}`],
];

/** Everything a refused call could have changed. */
async function snapshot() {
  const db = open.database.db;
  return {
    leads: await allLeadRows(db),
    audit: await auditCount(db),
    tokens: await db.select().from(staffTokens).orderBy(asc(staffTokens.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
  };
}

/** Every route Fastify serves under /api/admin, as 'METHOD /path' (HEAD left out). */
function registeredAdminRoutes(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of open.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\/\S*) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const depth = Math.max(0, match[1].length / 4 - 1);
    stack.length = depth;
    const full = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = full;
    if (!full.startsWith('/api/admin/')) continue;
    for (const method of match[3].split(',').map((m) => m.trim())) {
      if (method !== 'HEAD') found.push(`${method} ${full}`);
    }
  }
  return found.sort();
}

describe('admin route permissions', () => {
  it('the matrix covers every /api/admin route except sign-in', () => {
    const covered = ROUTES.map((r) => `${r.method} ${r.route}`).sort();
    expect(registeredAdminRoutes().filter((r) => r !== 'POST /api/admin/authenticate')).toEqual(covered);
  });

  describe.each(ROUTES)('$method $route', (route) => {
    it.each(BAD_CREDENTIALS)('answers 401 JSON and changes nothing with %s', async (_label, authorization) => {
      const before = await snapshot();
      const response = await api(open.baseUrl, route.method, route.path(protectedIds[0]), {
        authorization: authorization(),
        body: route.body?.(protectedIds[0]),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json).toEqual({ message: STAFF_SIGN_IN_REQUIRED_MESSAGE });
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await snapshot()).toEqual(before);
    });

    it('does not answer 401 with a valid token', async () => {
      // A lead of its own, so deleting it leaves the protected ones alone; a token of its own for logout.
      const [id] = await seedLeads(open.database.db, [{ firstName: 'Target' }]);
      const token = await signIn(open.baseUrl, staff.email, staff.password);
      const response = await api(open.baseUrl, route.method, route.path(id), { token, body: route.body?.(id) });
      expect(response.status, messageOf(response)).not.toBe(401);
      expect(response.status, messageOf(response)).toBe(route.okStatus);
    });
  });

  it('the protected leads are intact after every refused call', async () => {
    const rows = (await allLeadRows(open.database.db)).filter((r) => protectedIds.includes(r.id));
    expect(rows.map((r) => [r.id, r.status, r.notes])).toEqual(protectedIds.map((id) => [id, 'new', 'untouched']));
  });
});
