import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { type EndpointDefinition, endpointUrl } from '../../../contract/shared/endpoint';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import { staffEndpoints, teamEndpoints } from '../../../contract/staff/endpoints';
import { staffTokens } from '../../platform/db/schema';
import {
  callApi,
  allLeadRows,
  api,
  createTestStaff,
  databaseSnapshots,
  messageOf,
  registeredRoutes,
  seedLeads,
  signInStaff,
  startTestApp,
  type TestApp,
} from '../../testing';

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
  expiredToken = await signInStaff(open.baseUrl, staff.email, staff.password);
  await open.database.db
    .update(staffTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(staffTokens.tokenHash, sha256Hex(expiredToken)));
  revokedToken = await signInStaff(open.baseUrl, staff.email, staff.password);
  expect((await callApi(open.baseUrl, staffEndpoints.signOut, { token: revokedToken })).status).toBe(204);
});

afterAll(async () => {
  await open?.close();
});

interface RouteCase {
  method: string;
  /** The route as Fastify lists it. */
  route: string;
  /** A concrete request to it; `id` is a lead the call may change (deleted by the valid call). */
  path: (id: number) => string;
  body?: (id: number) => unknown;
  /** What a valid token gets. */
  okStatus: number;
}

/** An endpoint as a case of the matrix: called on the lead `id` (when its path takes one) with the query and body given. */
const leadCase = (
  endpoint: EndpointDefinition,
  okStatus: number,
  request: { query?: Record<string, string>; body?: (id: number) => unknown } = {},
): RouteCase => ({
  method: endpoint.method,
  route: endpoint.path,
  path: (id) => endpointUrl(endpoint, { params: { id }, query: request.query }),
  body: request.body,
  okStatus,
});

const ROUTES: RouteCase[] = [
  leadCase(leadEndpoints.list, 200),
  leadCase(leadEndpoints.summary, 200),
  leadCase(leadEndpoints.exportFile, 200, { query: { format: 'csv' } }),
  leadCase(leadEndpoints.one, 200),
  leadCase(leadEndpoints.history, 200),
  leadCase(leadEndpoints.update, 200, { body: () => ({ status: 'closed', notes: 'changed' }) }),
  leadCase(leadEndpoints.erase, 204),
  leadCase(leadEndpoints.bulk, 200, { body: (id) => ({ action: 'delete', ids: [id] }) }),
  // The staff's own routes: the staff feature's (they take no lead id).
  leadCase(staffEndpoints.signOut, 204),
  leadCase(staffEndpoints.me, 200),
  leadCase(teamEndpoints.list, 200),
];

/** The ways of not holding a live staff token; each gives the Authorization headers to try (undefined: none). */
const BAD_CREDENTIALS: [string, () => (string | undefined)[]][] = [
  ['no token', () => [undefined]],
  [
    'a malformed Authorization header',
    () => [
      '',
      'Bearer',
      'Bearer ',
      expiredToken, // a token without a scheme
      `Basic ${Buffer.from(`${staff.email}:${staff.password}`).toString('base64')}`,
      `Bearer  ${randomBytes(32).toString('base64url')}`,
    ],
  ],
  ['a wrong token', () => [`Bearer ${randomBytes(32).toString('base64url')}`, `Bearer ${sha256Hex(expiredToken)}`]],
  ['an expired token', () => [`Bearer ${expiredToken}`]],
  ['a revoked token', () => [`Bearer ${revokedToken}`]],
];

let takeSnapshot: (() => Promise<Record<string, string>>) | null = null;

async function snapshot(): Promise<Record<string, string>> {
  takeSnapshot = takeSnapshot ?? (await databaseSnapshots(open.database.db));
  return takeSnapshot();
}

/** Every route Fastify serves under /api/admin. */
const registeredAdminRoutes = () => registeredRoutes(open.routes, '/api/admin/');

describe('admin route permissions', () => {
  it('every route of the matrix is served', () => {
    const registered = registeredAdminRoutes();
    for (const route of ROUTES) expect(registered).toContain(`${route.method} ${route.route}`);
  });

  describe.each(ROUTES)('$method $route', (route) => {
    it.each(BAD_CREDENTIALS)('answers 401 JSON and changes nothing with %s', async (_label, headers) => {
      const before = await snapshot();
      for (const authorization of headers()) {
        const response = await api(open.baseUrl, route.method, route.path(protectedIds[0]), {
          authorization,
          body: route.body?.(protectedIds[0]),
        });
        expect(response.status, `Authorization: ${authorization}`).toBe(401);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.json).toEqual({ message: STAFF_SIGN_IN_REQUIRED_MESSAGE });
        expect(response.headers.get('content-disposition')).toBeNull();
      }
      expect(await snapshot()).toEqual(before);
    });

    it('does not answer 401 with a valid token', async () => {
      // A lead of its own, so deleting it leaves the protected ones alone; a token of its own for logout.
      const [id] = await seedLeads(open.database.db, [{ firstName: 'Target' }]);
      const token = await signInStaff(open.baseUrl, staff.email, staff.password);
      const response = await api(open.baseUrl, route.method, route.path(id), { token, body: route.body?.(id) });
      expect(response.status, messageOf(response)).not.toBe(401);
      expect(response.status, messageOf(response)).toBe(route.okStatus);
    });
  });

  // Admin routes of other features, found at run time, get the same refusals: no route under
  // /api/admin may answer without a live staff token but those for staff who are signed out (signing
  // in, asking for a password reset link, checking it and using it).
  it('every other /api/admin route answers 401 JSON to each bad credential and changes nothing', async () => {
    const signedOut = [
      'POST /api/admin/authenticate',
      'POST /api/admin/password-reset',
      'GET /api/admin/password-reset/link',
      'POST /api/admin/password-reset/confirm',
    ];
    const known = new Set([...ROUTES.map((r) => `${r.method} ${r.route}`), ...signedOut]);
    const others = registeredAdminRoutes().filter((r) => !known.has(r));
    const before = await snapshot();
    for (const route of others) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:[A-Za-z]+/g, String(protectedIds[0]));
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const [label, headers] of BAD_CREDENTIALS) {
        for (const authorization of headers()) {
          const response = await api(open.baseUrl, method, path, { authorization, body });
          expect(response.status, `${route} with ${label}: ${authorization}`).toBe(401);
          expect(response.json, `${route} with ${label}`).toEqual({ message: STAFF_SIGN_IN_REQUIRED_MESSAGE });
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    const token = await signInStaff(open.baseUrl, staff.email, staff.password);
    for (const route of others) {
      const [method, pattern] = route.split(' ');
      // Ids that do not exist and empty bodies: a valid token gets past the gate, whatever comes next.
      const path = pattern.replace(/:[A-Za-z]+/g, '999999');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const response = await api(open.baseUrl, method, path, { token, body });
      expect(response.status, `${route} with a valid token: ${response.text.slice(0, 200)}`).not.toBe(401);
    }
  });

  it('the protected leads are intact after every refused call', async () => {
    const rows = (await allLeadRows(open.database.db)).filter((r) => protectedIds.includes(r.id));
    expect(rows.map((r) => [r.id, r.status, r.notes])).toEqual(protectedIds.map((id) => [id, 'new', 'untouched']));
  });
});
