import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createClientAccount,
  createTestStaff,
  databaseSnapshots,
  registeredRoutes,
  signInClient,
  signInStaff,
  startTestApp,
  type TestApp,
  HIGH_RATE_LIMITS,
} from './index';

// Every route that takes a JSON body, hit with random and hostile bodies by a signed-in staff member
// and a signed-in client: never a 5xx, and a refused body changes nothing.
let open: TestApp;
let staffToken: string;
let clientCookie: string;
let snapshot: () => Promise<Record<string, string>>;

beforeAll(async () => {
  open = await startTestApp(HIGH_RATE_LIMITS);
  const staff = await createTestStaff(open.database.db, { firstName: 'Hal', lastName: 'Hostile', isAdmin: true });
  staffToken = await signInStaff(open.baseUrl, staff.email, staff.password);
  const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '10.00' });
  clientCookie = await signInClient(open.baseUrl, account.email);
  snapshot = await databaseSnapshots(open.database.db);
});

afterAll(async () => {
  await open?.close();
});

const hostileValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '=1+1',
    '\u0000',
    '9'.repeat(400),
    -1,
    1e308,
    2 ** 31,
    null,
    true,
  ),
);
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
