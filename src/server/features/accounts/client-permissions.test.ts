import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE, type ClientAccount } from '../../../contract/accounts/accounts';
import { accountEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import { type EndpointDefinition, endpointUrl } from '../../../contract/shared/endpoint';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import { documentEndpoints } from '../../../contract/documents/endpoints';
import { payoutEndpoints } from '../../../contract/accounts/payout-endpoints';
import {
  api,
  type ApiOptions,
  type ApiResponse,
  callApi,
  clientDataSnapshot,
  createClientAccount,
  list,
  messageOf,
  obj,
  recordRecovery,
  requestPayout,
  signInClient,
  staffAccountView,
  startAppWithAdmin,
  type TestApp,
  tinyPdf,
  tinyPng,
  uniqueEmail,
  uploadDocument,
} from '../../testing';

/**
 * The permission matrix of the client features: every route x {anonymous, client A, client B, staff}.
 * Client routes: no session 401 (a staff token is no session), another client's ids 404, own 2xx.
 * Staff routes: anything but a staff token 401 (a client's session is no staff token).
 * Every refused call leaves every client table as it was.
 */

let open: TestApp;
let staffToken: string;
let a: ClientAccount;
let b: ClientAccount;
let cookieA: string;
let cookieB: string;
let docA: number;
let docB: number;
let entryA: number;

beforeAll(async () => {
  ({ open, adminToken: staffToken } = await startAppWithAdmin({ firstName: 'Matrix', lastName: 'Staff' }));
  [a, b] = await Promise.all([
    createClientAccount(open.baseUrl, staffToken, { email: uniqueEmail('a'), recoveredAmount: '100.00' }),
    createClientAccount(open.baseUrl, staffToken, { email: uniqueEmail('b'), recoveredAmount: '50.00' }),
  ]);
  [cookieA, cookieB] = await Promise.all([signInClient(open.baseUrl, a.email), signInClient(open.baseUrl, b.email)]);
  const [upA, upB] = await Promise.all([
    uploadDocument(open.baseUrl, cookieA, { clientAccountId: a.id, fileName: 'a.pdf', bytes: tinyPdf() }),
    uploadDocument(open.baseUrl, cookieB, { clientAccountId: b.id, fileName: 'b.png', bytes: tinyPng() }),
  ]);
  docA = obj(upA).id as number;
  docB = obj(upB).id as number;
  entryA = (await staffAccountView(open.baseUrl, staffToken, a.id)).ledger[0].id;
  // B has a request of its own, so "B sees nothing of A" is not "B has nothing".
  expect((await requestPayout(open.baseUrl, { cookie: cookieB, accountId: b.id })).status).toBe(201);
});

afterAll(async () => {
  await open?.close();
});

type Who = 'anonymous' | 'client A' | 'client B' | 'staff';

interface Params {
  accountId: number;
  docId: number;
  entryId: number;
  payoutId: number;
  email: string;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH';
  route: string;
  scope: 'admin' | 'client';
  path: (p: Params) => string;
  body?: (p: Params) => unknown;
  /** What the allowed caller gets (staff on admin routes, client A on client routes). */
  ok: number;
  /** Overrides of the default expectation for a caller. */
  expect?: Partial<Record<Who, number>>;
  /** Makes what the allowed call consumes (an entry to reverse, a request to move). */
  prepare?: () => Promise<Partial<Params>>;
  /** Further checks of an answered (2xx) call. */
  check?: (reply: ApiResponse, who: Who, p: Params) => void;
}

/**
 * A route of the contract, as the matrix calls it: its method, path and scope from the endpoint, its URL
 * filled from the case's ids. Each caller's request is sent raw, whoever the endpoint is for.
 */
function at(endpoint: EndpointDefinition, params: (p: Params) => Record<string, number> = () => ({})) {
  return {
    method: endpoint.method as RouteCase['method'],
    route: endpoint.path,
    scope: endpoint.access === 'client' ? ('client' as const) : ('admin' as const),
    path: (p: Params) => endpointUrl(endpoint, { params: params(p) }),
  };
}

/** An allowed caller's reply, parsed by the endpoint's schema of its status. */
const replyOf = <E extends EndpointDefinition, S extends Extract<keyof E['replies'], number>>(
  endpoint: E,
  status: S,
  reply: ApiResponse,
): z.output<E['replies'][S]> => endpoint.replies[status].parse(reply.json);

const ofAccount = (p: Params) => ({ id: p.accountId });

const ROUTES: RouteCase[] = [
  {
    ...at(accountEndpoints.create),
    ok: 201,
    prepare: async () => ({ email: uniqueEmail('matrix-new') }),
    body: (p) => ({ email: p.email, password: 'a new password', recoveredAmount: '0.00', currency: 'USD' }),
    check: (reply) => expect(replyOf(accountEndpoints.create, 201, reply).message).toContain('created'),
  },
  {
    ...at(accountEndpoints.list),
    ok: 200,
    check: (reply) => expect(replyOf(accountEndpoints.list, 200, reply).items.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id])),
  },
  {
    ...at(accountEndpoints.detail, ofAccount),
    ok: 200,
    check: (reply) => expect(replyOf(accountEndpoints.detail, 200, reply).account.email).toBe(a.email),
  },
  {
    ...at(accountEndpoints.update, ofAccount),
    ok: 200,
    body: () => ({ isActive: true }),
    check: (reply) => expect(replyOf(accountEndpoints.update, 200, reply).isActive).toBe(true),
  },
  {
    ...at(accountEndpoints.recordRecovery, ofAccount),
    ok: 201,
    body: () => ({ amount: '5.00', currency: 'USD', receivedOn: '2024-02-01', reference: 'MATRIX-1' }),
  },
  {
    ...at(accountEndpoints.reverseEntry, (p) => ({ id: p.accountId, entryId: p.entryId })),
    ok: 201,
    prepare: async () => {
      expect((await recordRecovery(open.baseUrl, staffToken, a.id, '10.00', { reference: 'TO-REVERSE' })).status).toBe(201);
      const { ledger } = await staffAccountView(open.baseUrl, staffToken, a.id);
      return { entryId: ledger[ledger.length - 1].id };
    },
    body: () => ({ note: 'recorded twice' }),
  },
  {
    ...at(payoutEndpoints.list),
    ok: 200,
    check: (reply) => expect(list(reply).some((w) => w.clientEmail === b.email)).toBe(true),
  },
  {
    ...at(payoutEndpoints.update, (p) => ({ id: p.payoutId })),
    ok: 200,
    prepare: async () => {
      const c = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '20.00' });
      const cookie = await signInClient(open.baseUrl, c.email);
      const reply = await requestPayout(open.baseUrl, { cookie, accountId: c.id });
      expect(reply.status).toBe(201);
      return { payoutId: obj(reply).id as number };
    },
    body: () => ({ status: 'processing', adminNotes: 'on it' }),
    check: (reply) => expect(obj(reply)).toMatchObject({ status: 'processing', processedBy: 'Matrix Staff' }),
  },
  {
    ...at(documentEndpoints.list),
    ok: 200,
    check: (reply) => expect(list(reply).map((d) => d.id)).toEqual(expect.arrayContaining([docA, docB])),
  },
  {
    ...at(documentEndpoints.review, (p) => ({ id: p.docId })),
    ok: 200,
    body: () => ({ status: 'approved', adminNotes: 'fine' }),
  },
  {
    ...at(documentEndpoints.download, (p) => ({ id: p.docId })),
    ok: 200,
    check: (reply) => expect(reply.bytes.equals(tinyPdf())).toBe(true),
  },
  {
    ...at(clientAccountEndpoints.session),
    ok: 200,
    // The session route takes no id: B is answered with B's own account, never A's.
    expect: { 'client B': 200 },
    check: (reply, who) => expect(replyOf(clientAccountEndpoints.session, 200, reply).id).toBe(who === 'client A' ? a.id : b.id),
  },
  {
    ...at(clientAccountEndpoints.account, ofAccount),
    ok: 200,
    check: (reply) => expect(replyOf(clientAccountEndpoints.account, 200, reply)).toMatchObject({ id: a.id, email: a.email }),
  },
  {
    ...at(clientAccountEndpoints.ledger, ofAccount),
    ok: 200,
    check: (reply) => {
      expect(replyOf(clientAccountEndpoints.ledger, 200, reply).items.map((e) => e.id)).toContain(entryA);
      // What a client sees of an entry, as it was sent: no staff names or notes.
      for (const item of (reply.json as { items: object[] }).items)
        expect(Object.keys(item).sort()).toEqual(['amount', 'currency', 'id', 'receivedOn', 'reference', 'reversesEntryId']);
    },
  },
  {
    ...at(payoutEndpoints.listForClient, ofAccount),
    ok: 200,
    check: (reply) => expect(list(reply).every((w) => w.clientAccountId === a.id)).toBe(true),
  },
  {
    ...at(payoutEndpoints.request),
    ok: 201,
    body: (p) => ({ clientAccountId: p.accountId, withdrawalMethod: 'bank' }),
    check: (reply) => expect(obj(reply)).toMatchObject({ clientAccountId: a.id, status: 'pending' }),
  },
  {
    ...at(documentEndpoints.request, ofAccount),
    ok: 201,
    body: () => ({ title: 'A bank statement showing the transfer', documentType: 'transaction_proof' }),
    check: (reply) => expect(obj(reply)).toMatchObject({ clientAccountId: a.id, documentType: 'transaction_proof', status: 'requested' }),
  },
  {
    ...at(documentEndpoints.requestsOfAccount, ofAccount),
    ok: 200,
  },
  {
    ...at(documentEndpoints.requestsForClient, ofAccount),
    ok: 200,
    check: (reply) => expect((obj(reply).items as { clientAccountId: number }[]).every((r) => r.clientAccountId === a.id)).toBe(true),
  },
  {
    ...at(documentEndpoints.listForClient, ofAccount),
    ok: 200,
    check: (reply) => expect(list(reply).map((d) => d.id)).toEqual([docA]),
  },
  {
    ...at(documentEndpoints.upload),
    ok: 201,
    body: (p) => ({
      clientAccountId: p.accountId,
      documentType: 'id',
      fileName: 'passport.png',
      fileData: tinyPng().toString('base64'),
      status: 'pending',
    }),
    check: (reply) => expect(obj(reply)).toMatchObject({ clientAccountId: a.id, mimeType: 'image/png' }),
  },
  {
    ...at(documentEndpoints.downloadForClient, (p) => ({ id: p.docId })),
    ok: 200,
    check: (reply) => expect(reply.bytes.equals(tinyPdf())).toBe(true),
  },
];

/** Refused callers first, the allowed one last (its call may change data). */
const ORDER: Record<RouteCase['scope'], Who[]> = {
  admin: ['anonymous', 'client A', 'client B', 'staff'],
  client: ['anonymous', 'staff', 'client B', 'client A'],
};

function expected(route: RouteCase, who: Who): number {
  const override = route.expect?.[who];
  if (override !== undefined) return override;
  if (route.scope === 'admin') return who === 'staff' ? route.ok : 401;
  if (who === 'client A') return route.ok;
  return who === 'client B' ? 404 : 401;
}

function credentials(who: Who): ApiOptions {
  switch (who) {
    case 'anonymous':
      return {};
    case 'client A':
      return { cookie: cookieA };
    case 'client B':
      return { cookie: cookieB };
    case 'staff':
      return { token: staffToken };
  }
}

describe('client features permission matrix', () => {
  it('names every route of the client features exactly once, and each exists', () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(new Set(keys).size).toBe(ROUTES.length);
    expect(ROUTES).toHaveLength(22);
    for (const r of ROUTES) expect(open.app.hasRoute({ method: r.method, url: r.route }), `${r.method} ${r.route}`).toBe(true);
  });

  for (const route of ROUTES) {
    describe(`${route.method} ${route.route}`, () => {
      let params: Params;
      beforeAll(async () => {
        params = { accountId: a.id, docId: docA, entryId: entryA, payoutId: 0, email: '', ...(route.prepare ? await route.prepare() : {}) };
      });

      for (const who of ORDER[route.scope]) {
        const status = expected(route, who);
        it(`${who} -> ${status}`, async () => {
          const before = await clientDataSnapshot(open.database.db);
          const reply = await api(open.baseUrl, route.method, route.path(params), {
            ...credentials(who),
            ...(route.body ? { body: route.body(params) } : {}),
          });
          expect(reply.status, reply.bytes.toString('utf8').slice(0, 200)).toBe(status);
          const allowed = status >= 200 && status < 300;
          if (!allowed || route.method === 'GET') expect(await clientDataSnapshot(open.database.db)).toBe(before);
          if (status === 401) {
            expect(messageOf(reply)).toBe(route.scope === 'admin' ? STAFF_SIGN_IN_REQUIRED_MESSAGE : CLIENT_SIGN_IN_REQUIRED_MESSAGE);
          }
          if (status === 404) {
            // Nothing of A's leaks: no file, no amounts, no email.
            expect(reply.bytes.includes(a.email)).toBe(false);
            expect(reply.headers.get('content-disposition')).toBeNull();
          }
          if (allowed) route.check?.(reply, who, params);
        });
      }
    });
  }
});

describe('what a refusal reveals', () => {
  it("another client's id answers exactly as an id that does not exist", async () => {
    const missing = 2_000_000_000;
    const ownUrls = (endpoint: EndpointDefinition): [string, string] => [
      endpointUrl(endpoint, { params: { id: a.id } }),
      endpointUrl(endpoint, { params: { id: missing } }),
    ];
    const pairs: [string, string][] = [
      ownUrls(clientAccountEndpoints.account),
      ownUrls(clientAccountEndpoints.ledger),
      ownUrls(payoutEndpoints.listForClient),
      ownUrls(documentEndpoints.listForClient),
      [
        endpointUrl(documentEndpoints.downloadForClient, { params: { id: docA } }),
        endpointUrl(documentEndpoints.downloadForClient, { params: { id: missing } }),
      ],
    ];
    for (const [theirs, nobodys] of pairs) {
      const [x, y] = await Promise.all([
        api(open.baseUrl, 'GET', theirs, { cookie: cookieB }),
        api(open.baseUrl, 'GET', nobodys, { cookie: cookieB }),
      ]);
      expect([x.status, messageOf(x)], theirs).toEqual([404, messageOf(y)]);
      expect(y.status).toBe(404);
    }
  });

  it('B still reaches its own records with the same routes', async () => {
    const [account, docs, download] = await Promise.all([
      callApi(open.baseUrl, clientAccountEndpoints.account, { params: { id: b.id }, cookie: cookieB }),
      callApi(open.baseUrl, documentEndpoints.listForClient, { params: { id: b.id }, cookie: cookieB }),
      callApi(open.baseUrl, documentEndpoints.downloadForClient, { params: { id: docB }, cookie: cookieB }),
    ]);
    expect(account.reply(200).email).toBe(b.email);
    expect(list(docs).map((d) => d.id)).toEqual([docB]);
    expect(download.bytes.equals(tinyPng())).toBe(true);
    // And A cannot download B's file.
    expect((await callApi(open.baseUrl, documentEndpoints.downloadForClient, { params: { id: docB }, cookie: cookieA })).status).toBe(404);
  });

  it('a forged or stale cookie and a staff token sent as a cookie are no session', async () => {
    const before = await clientDataSnapshot(open.database.db);
    for (const cookie of [
      'recourse_session=',
      'recourse_session=forged',
      `recourse_session=${staffToken}`,
      cookieA.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const reply = await callApi(open.baseUrl, clientAccountEndpoints.session, { cookie });
      expect(reply.status, cookie).toBe(401);
    }
    // A client's session value sent as a staff token is not one either.
    const asBearer = await callApi(open.baseUrl, accountEndpoints.list, { token: cookieA.split('=')[1] });
    expect(asBearer.status).toBe(401);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });
});
