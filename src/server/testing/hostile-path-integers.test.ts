import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, databaseSnapshots, messageOf, registeredRoutes, type TestApp, startAppWithStaffAndClient } from './index';

// Integers in paths and query strings past what PostgreSQL's integer holds (2^31 - 1), or not integers
// at all, on every route: a 400 or a 404, never a 5xx, and nothing changes.
let open: TestApp;
let staffToken: string;
let clientCookie: string;
let snapshot: () => Promise<Record<string, string>>;

beforeAll(async () => {
  ({ open, staffToken, clientCookie } = await startAppWithStaffAndClient());
  snapshot = await databaseSnapshots(open.database.db);
});

afterAll(async () => {
  await open?.close();
});

const OUT_OF_RANGE = ['2147483648', '4294967296', '99999999999999999999', '1e10', '-2147483649'];
const NOT_INTEGERS = ['1.5', '0x10', 'NaN', 'Infinity', '%00'];
// Query keys that any route reads as an integer, each set out of range.
const INTEGER_QUERIES = ['after', 'page', 'pageSize', 'ids', 'id', 'limit', 'offset', 'before'];

// A redirect is an answer, not followed: GET /api/docs/static/index.html?… redirects to itself.
const call = (method: string, path: string) =>
  api(open.baseUrl, method, path, {
    token: staffToken,
    cookie: clientCookie,
    body: ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined,
    redirect: 'manual',
  });

describe('out-of-range integers', () => {
  it("answers 400 for a chat's messages after 2^31", async () => {
    const room = await api(open.baseUrl, 'POST', '/api/chat/room', {
      body: { contactInfo: { firstName: 'Ada', lastName: 'Quill', email: 'ada.quill@example.com', phone: '+44 20 7946 0001' } },
    });
    const sessionId = String((room.json as { sessionId: string }).sessionId);
    snapshot = await databaseSnapshots(open.database.db);
    const before = await snapshot();
    for (const after of ['2147483648', '9007199254740993', '-1', '1.5', 'x']) {
      const reply = await api(open.baseUrl, 'GET', `/api/chat/room/${sessionId}/messages?after=${after}`);
      expect(reply.status, `after=${after}: ${reply.text}`).toBe(400);
      expect(messageOf(reply)).toBeTruthy();
    }
    expect((await api(open.baseUrl, 'GET', '/api/chat/room/x/messages?after=2147483648')).status).toBe(400);
    expect((await api(open.baseUrl, 'GET', `/api/chat/room/${sessionId}/messages?after=2147483647`)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('every route with a path parameter: 400 or 404 for ids past 2^31 or not whole numbers, never a 5xx', async () => {
    const routes = registeredRoutes(open.routes, '/api').filter((route) => route.includes(':'));
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshot();
    const failures: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ');
      for (const value of [...OUT_OF_RANGE, ...NOT_INTEGERS]) {
        const reply = await call(method, path.replace(/:\w+/g, value));
        if (reply.status >= 500 || reply.status < 400) failures.push(`${route} with ${value}: ${reply.status} ${reply.text.slice(0, 120)}`);
      }
      // An id-shaped parameter is refused as a bad request, not looked up.
      if (/:(\w*id|id\w*)\b/i.test(path) && !path.includes(':sessionId')) {
        const reply = await call(method, path.replace(/:\w+/g, '2147483648'));
        if (reply.status !== 400) failures.push(`${route} with 2147483648: ${reply.status}, expected 400`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('every GET route: integer query values out of range give no 5xx', async () => {
    const routes = registeredRoutes(open.routes, '/api').filter((route) => route.startsWith('GET '));
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.slice(4).replace(/:\w+/g, '1');
      for (const value of OUT_OF_RANGE) {
        const query = INTEGER_QUERIES.map((key) => `${key}=${value}`).join('&');
        const reply = await call('GET', `${path}?${query}`);
        if (reply.status >= 500) failures.push(`${route}?${query}: ${reply.status} ${reply.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
