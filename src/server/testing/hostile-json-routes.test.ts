import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NESTED_TOO_DEEPLY_MESSAGE } from '../platform/http-error';
import { api, messageOf, databaseSnapshots, registeredRoutes, type TestApp, HOSTILE_TEXT, startAppWithStaffAndClient } from './index';

// Every route that takes a JSON body, hit with random and hostile bodies by a signed-in staff member
// and a signed-in client: never a 5xx, and a refused body changes nothing.
let open: TestApp;
let staffToken: string;
let clientCookie: string;
let snapshot: () => Promise<Record<string, string>>;

beforeAll(async () => {
  ({ open, staffToken, clientCookie } = await startAppWithStaffAndClient({ firstName: 'Hal', lastName: 'Hostile' }));
  snapshot = await databaseSnapshots(open.database.db);
});

afterAll(async () => {
  await open?.close();
});

const hostileValue = fc.oneof(fc.anything(), fc.constantFrom(...HOSTILE_TEXT, '9'.repeat(400), -1, 1e308, 2 ** 31, null, true));
const fieldNames = [
  'status',
  'amount',
  'email',
  'password',
  'leadIds',
  'ids',
  'action',
  'message',
  'sessionId',
  'recoveredAmount',
  'currency',
  'withdrawalMethod',
  'walletAddress',
  'fileData',
  'note',
  'reference',
  'receivedOn',
  'clientAccountId',
  'adminNotes',
  'contactInfo',
  '__proto__',
  'constructor',
];
const hostileBody = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...fieldNames), hostileValue), fc.array(hostileValue, { maxLength: 5 }));

describe('every JSON route', () => {
  it('never answers 5xx to a random or hostile body, and a refused one changes nothing', async () => {
    // Signing out would end the sessions the other routes are probed with; Admin Access needs a landing-side
    // session the probe does not hold. None of them reads a body.
    const signOuts = new Set(['POST /api/admin/logout', 'POST /api/client/logout', 'POST /api/auth/admin-access']);
    const routes = registeredRoutes(open.routes, '/api/').filter((r) => /^(POST|PUT|PATCH) /.test(r) && !signOuts.has(r));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const [method, template] = route.split(' ');
      const path = template.replace(/:[A-Za-z]+/g, (param) => (param === ':sessionId' ? 'session_unknown' : '1'));
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const before = await snapshot();
          const response = await api(open.baseUrl, method, path, { token: staffToken, cookie: clientCookie, body: JSON.stringify(body) ?? 'null' });
          expect(response.status, `${route} with ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) expect(await snapshot(), `${route} refused but changed data`).toEqual(before);
          expect(response.status, 'the probing sessions stay valid').not.toBe(401);
        }),
        { numRuns: process.env.DATABASE_URL ? 15 : 5 },
      );
    }
  });
});

describe('a body nested too deeply', () => {
  // As deep as the body limit (64 KiB) lets each kind go.
  const deep = (kind: 'array' | 'object') =>
    kind === 'array' ? `${'['.repeat(20_000)}${']'.repeat(20_000)}` : `${'{"":'.repeat(12_000)}1${'}'.repeat(12_000)}`;

  it("in a free-form field is refused with our message, not the engine's", async () => {
    for (const kind of ['array', 'object'] as const) {
      const before = await snapshot();
      const response = await api(open.baseUrl, 'POST', '/api/chat/room', { body: `{"userId":${deep(kind)}}` });
      expect([response.status, messageOf(response)], kind).toEqual([400, NESTED_TOO_DEEPLY_MESSAGE]);
      expect(await snapshot()).toEqual(before);
    }
    // A shallow free-form value is still taken (and ignored) as before.
    const contactInfo = { firstName: 'Dee', lastName: 'Pest', email: 'dee.pest@example.test', phone: '+44 7700 900123' };
    const shallow = await api(open.baseUrl, 'POST', '/api/chat/room', { body: { userId: { a: [1, { b: 2 }] }, contactInfo } });
    expect([shallow.status, messageOf(shallow)]).toEqual([201, undefined]);
  });

  it("on every JSON route, whichever field holds it, never answers with the engine's words or a 5xx", async () => {
    const signOuts = new Set(['POST /api/admin/logout', 'POST /api/client/logout', 'POST /api/auth/admin-access']);
    const routes = registeredRoutes(open.routes, '/api/').filter((r) => /^(POST|PUT|PATCH) /.test(r) && !signOuts.has(r));
    for (const route of routes) {
      const [method, template] = route.split(' ');
      const path = template.replace(/:[A-Za-z]+/g, (param) => (param === ':sessionId' ? 'session_unknown' : '1'));
      for (const field of ['userId', 'clientAccountId', 'contactInfo', 'leadIds', 'note', 'constructor']) {
        const response = await api(open.baseUrl, method, path, { token: staffToken, cookie: clientCookie, body: `{"${field}":${deep('array')}}` });
        expect(response.status, `${route} ${field}`).toBeLessThan(500);
        expect(messageOf(response) ?? '', `${route} ${field}`).not.toMatch(/call stack|stack size|recursion/i);
      }
    }
  });
});
