import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEndpoints, paymentEndpoints } from '../../contract/claims/endpoints';
import {
  api,
  callApi,
  createClientAccount,
  createTestStaff,
  databaseSnapshots,
  obj,
  registeredRoutes,
  signInClient,
  signInStaff,
  startTestApp,
  type TestApp,
  tinyPdf,
  uploadDocument,
  validAssessment,
  HIGH_RATE_LIMITS,
  HOSTILE_TEXT,
} from './index';
import { arbitraryFromSchema, type JsonSchema } from './openapi-arbitrary';

// Every route the app serves, found from the app itself (a new route is covered without touching this
// file), called by each role with random and hostile path ids, query strings and JSON bodies:
// - never a 5xx;
// - a refused call (4xx) changes no data;
// - a client sees only their own case: nothing of client B ever reaches client A, nor of either a visitor.
// The runs are seeded (FUZZ_SEED to replay one; a failure prints its seed and path).

/** Not probed here, and why. */
const SKIPPED: Record<string, string> = {
  'POST /api/admin/logout': 'ends the staff session the probe uses (staff-auth tests)',
  'POST /api/client/logout': 'ends the client session the probe uses (client tests)',
  'GET /api/logout': 'ends the landing-side and client sessions the probe uses (landing-sign-in tests)',
  'GET /ws': 'a WebSocket upgrade, not a request/response route (socket-access tests)',
};

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 2 : 1));

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  leadReference: string;
  caseId: string;
  accountId: number;
  leadId: number;
  cookie: string;
  /** The reference of the ledger entry recording their recovery. */
  ledgerReference: string;
}

let open: TestApp;
let adminToken = '';
let caseworkerToken = '';
let clientA: Person;
let clientB: Person;
let documentOfB = 0;
/** Ids of B's document, complaint and payout request. */
let recordsOfB: number[] = [];
const WALLET_OF_B = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const PAYEE_OF_B = 'Quirrelby Holdings 12-34-56 87654321';
let snapshot: () => Promise<Record<string, string>>;
let reference: OpenApi;

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

async function person(firstName: string, lastName: string, email: string): Promise<Person> {
  const lead = obj(await api(open.baseUrl, 'POST', '/api/client-submissions', { body: validAssessment({ firstName, lastName, email }) }));
  const ledgerReference = `${lastName.toUpperCase()}-BANK-77`;
  const account = await createClientAccount(open.baseUrl, adminToken, {
    email,
    recoveredAmount: '10.00',
    reference: ledgerReference,
    submissionId: lead.id as number,
  });
  const cookie = await signInClient(open.baseUrl, email);
  return {
    email,
    firstName,
    lastName,
    leadReference: String(lead.reference),
    caseId: account.caseId,
    accountId: account.id,
    leadId: lead.id as number,
    cookie,
    ledgerReference,
  };
}

beforeAll(async () => {
  open = await startTestApp(HIGH_RATE_LIMITS);
  const admin = await createTestStaff(open.database.db, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  adminToken = await signInStaff(open.baseUrl, admin.email, admin.password);
  const caseworker = await createTestStaff(open.database.db, { isAdmin: false, firstName: 'Cas', lastName: 'Worker' });
  caseworkerToken = await signInStaff(open.baseUrl, caseworker.email, caseworker.password);
  clientA = await person('Ottoline', 'Brackwater', 'ottoline.brackwater@example.com');
  clientB = await person('Zebulon', 'Quirrelby', 'zebulon.quirrelby@example.com');
  const upload = await uploadDocument(open.baseUrl, clientB.cookie, {
    clientAccountId: clientB.accountId,
    fileName: 'quirrelby-statement.pdf',
    bytes: tinyPdf(),
    mimeType: 'application/pdf',
  });
  expect(upload.status, upload.text).toBe(201);
  documentOfB = obj(upload).id as number;
  // More of B's records for A to try to reach: a complaint and a payout request to B's own wallet.
  const complaint = await api(open.baseUrl, 'POST', '/api/client/complaints', {
    cookie: clientB.cookie,
    body: { subject: 'Quirrelby complaint subject', details: 'Quirrelby complaint details' },
  });
  expect(complaint.status, complaint.text).toBe(201);
  const payout = await api(open.baseUrl, 'POST', '/api/withdrawal-requests', {
    cookie: clientB.cookie,
    body: { clientAccountId: clientB.accountId, withdrawalMethod: 'cryptocurrency', cryptoType: 'BTC', walletAddress: WALLET_OF_B },
  });
  expect(payout.status, payout.text).toBe(201);
  // A payment B reported and a claim staff opened over it.
  const paid = (
    await callApi(open.baseUrl, paymentEndpoints.report, {
      cookie: clientB.cookie,
      body: {
        clientAccountId: clientB.accountId,
        paidAt: '2026-01-05',
        amount: '950.00',
        currency: 'GBP',
        method: 'faster_payment',
        payerInstitution: 'Bank of Zebulon',
        payee: PAYEE_OF_B,
      },
    })
  ).reply(201);
  const claim = (
    await callApi(open.baseUrl, claimEndpoints.open, {
      params: { id: clientB.accountId },
      body: { type: 'app_reimbursement', counterparty: 'Quirrelby Bank plc', paymentIds: [paid.id] },
      token: adminToken,
    })
  ).reply(201);
  recordsOfB = [documentOfB, obj(complaint).id as number, obj(payout).id as number, paid.id, claim.id];
  snapshot = await databaseSnapshots(open.database.db);
  reference = (await api(open.baseUrl, 'GET', '/api/openapi.json')).json as OpenApi;
});

afterAll(async () => {
  await open?.close();
});

// Tables whose rows change in the background: the outboxes are emptied by workers (a message queued by
// an accepted call is sent during a later one), and a staff token records its last use (its idle expiry)
// on any call, refused or not, at most once a minute. For these a refused call must add or remove no row,
// so only their row counts are compared.
const BACKGROUND_WORKED = new Set(['mail_outbox', 'crm_outbox', 'staff_tokens']);
function comparable(digests: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(digests).map(([table, digest]) => [table, BACKGROUND_WORKED.has(table) ? digest.split(':')[0] : digest]),
  );
}

// Path ids: hostile values and the real ids of both clients' records (client A must not reach B's).
const pathValue = () =>
  fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '2147483647',
      '2147483648',
      '99999999999999999999',
      '1e3',
      '1.5',
      'NaN',
      'abc',
      '__proto__',
      'constructor',
      'prototype',
      '%00',
      '%C3%A9t%C3%A9',
      '%F0%9F%92%A5',
      '%E2%80%AE',
      'session_unknown',
      String(clientA.accountId),
      String(clientB.accountId),
      String(clientA.leadId),
      String(clientB.leadId),
      ...recordsOfB.map(String),
    ),
    fc.integer().map(String),
    fc.string({ unit: 'grapheme', maxLength: 12 }).map((text) => encodeURIComponent(text) || 'x'),
  );

const hostileScalar = fc.oneof(
  fc.constantFrom(
    ...HOSTILE_TEXT,
    '\u202e',
    '💥',
    '9'.repeat(400),
    '-1',
    '1e308',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'true',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
);
const queryKeys = [
  'q',
  'page',
  'pageSize',
  'status',
  'sort',
  'order',
  'after',
  'before',
  'ids',
  'id',
  'from',
  'to',
  'format',
  'limit',
  'offset',
  'assignee',
  'source',
  'token',
  '__proto__',
  'constructor',
  'toString',
  'a[b]',
  'page[]',
];
const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 })), hostileScalar), { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : '')),
  fc.constantFrom('?%', '?a=%E0%A4%A', '?page=1&page=2&page=3', '?q=%00', '?__proto__[admin]=1', '?constructor[prototype][x]=1'),
);

const fieldNames = [
  'status',
  'amount',
  'email',
  'password',
  'currentPassword',
  'firstName',
  'lastName',
  'leadIds',
  'ids',
  'action',
  'message',
  'content',
  'sessionId',
  'recoveredAmount',
  'currency',
  'withdrawalMethod',
  'walletAddress',
  'fileData',
  'fileName',
  'note',
  'reference',
  'clientAccountId',
  'submissionId',
  'isAdmin',
  'isActive',
  'role',
  'token',
  'contactInfo',
  'filters',
  '__proto__',
  'constructor',
  'prototype',
];
const hostileValue = () =>
  fc.oneof(
    fc.anything({ maxDepth: 3 }),
    hostileScalar,
    fc.constantFrom(
      -1,
      0,
      1e308,
      -1e308,
      2 ** 31,
      2 ** 53 + 1,
      Number.MAX_SAFE_INTEGER,
      null,
      true,
      [],
      {},
      clientB.accountId,
      clientB.leadId,
      documentOfB,
    ),
  );
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A JSON body as sent (a string): random values, hostile field sets, deep nesting under the body limit, or not JSON at all. */
const body = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), hostileValue(), { maxKeys: 6 }).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(10, 500, 5_000), fc.constantFrom('array' as const, 'object' as const)).map(([d, k]) => nested(d, k)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":1,"a":2}',
        '{',
        'null',
        '"text"',
        '[]',
      ),
    },
  );

/** The route's operation in the API reference, when it has one (`:id` there is `{id}`). */
function operationOf(method: string, template: string): Operation | undefined {
  return reference.paths[template.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

const resolveRef = (ref: string): JsonSchema => reference.components?.schemas?.[ref.split('/').pop() ?? ''] ?? {};

/** Bodies shaped by the route's own schema (so they reach the code past validation) and random ones. */
function bodyFor(operation: Operation | undefined): fc.Arbitrary<string> {
  const schema = operation?.requestBody?.content['application/json']?.schema;
  if (!schema) return body();
  const shaped = arbitraryFromSchema(schema, resolveRef).map((value) => JSON.stringify(value) ?? 'null');
  return fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 1, arbitrary: body() });
}

/** Query strings from the route's declared parameters (awkward values of the right kind), and random ones. */
function queryFor(operation: Operation | undefined): fc.Arbitrary<string> {
  const declared = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (declared.length === 0) return queryString;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of declared) model[parameter.name] = arbitraryFromSchema(parameter.schema ?? {}, resolveRef);
  const shaped = fc.record(model, { requiredKeys: [] }).map((values) => {
    const pairs = Object.entries(values).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`,
      ),
    );
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
  return fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 1, arbitrary: queryString });
}

/** Every id of one of B's records, as a path value. */
const idsOfB = () => [...new Set([clientB.accountId, clientB.leadId, ...recordsOfB])].map(String);

type Role = 'visitor' | 'client' | 'caseworker' | 'admin';

function credentials(role: Role) {
  switch (role) {
    case 'visitor':
      return {};
    case 'client':
      return { cookie: clientA.cookie };
    case 'caseworker':
      return { token: caseworkerToken };
    case 'admin':
      return { token: adminToken };
  }
}

/** What a role may never see: client A nothing of B; a visitor nothing of either. */
function forbiddenFor(role: Role): string[] {
  const of = (p: Person) => [p.email, p.firstName, p.lastName, p.leadReference, p.caseId, p.ledgerReference];
  const tracesOfB = ['quirrelby-statement', 'Quirrelby complaint', WALLET_OF_B, PAYEE_OF_B, 'Quirrelby Bank'];
  if (role === 'client') return [...of(clientB), ...tracesOfB];
  if (role === 'visitor') return [...of(clientA), ...of(clientB), ...tracesOfB];
  return [];
}

function routesToProbe(): string[] {
  const all = registeredRoutes(open.routes, '/');
  return all.filter((route) => !(route in SKIPPED));
}

async function probeEveryRoute(role: Role) {
  const routes = routesToProbe();
  expect(routes.length).toBeGreaterThan(60);
  const forbidden = forbiddenFor(role);
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    const [method, template] = route.split(' ');
    const params = template.match(/:\w+|\*/g) ?? [];
    const sendsBody = ['POST', 'PUT', 'PATCH'].includes(method);
    const operation = operationOf(method, template);
    const result = await fc.check(
      fc.asyncProperty(
        fc.array(pathValue(), { minLength: params.length, maxLength: params.length }),
        queryFor(operation),
        bodyFor(operation),
        async (values, query, text) => {
          let i = 0;
          const path = template.replace(/:\w+|\*/g, () => values[i++] ?? '1') + query;
          const before = await snapshot();
          // A redirect is the route's own answer: it is not followed.
          const reply = await api(open.baseUrl, method, path, { ...credentials(role), redirect: 'manual', ...(sendsBody ? { body: text } : {}) });
          const where = `${role} ${method} ${path.slice(0, 200)}${sendsBody ? ` body ${text.slice(0, 200)}` : ''}`;
          if (reply.status >= 500) throw new Error(`${where}: ${reply.status} ${reply.text.slice(0, 200)}`);
          const leaked = forbidden.filter((value) => reply.text.toLowerCase().includes(value.toLowerCase()));
          if (leaked.length > 0) throw new Error(`${where}: answered another person's data (${leaked.join(', ')})`);
          if (reply.status >= 400) {
            const after = await snapshot();
            const changed = Object.keys(before).filter((table) => comparable(before)[table] !== comparable(after)[table]);
            if (changed.length > 0) throw new Error(`${where}: refused with ${reply.status} but changed ${changed.join(', ')}`);
          }
        },
      ),
      {
        numRuns: RUNS_PER_ROUTE,
        seed: SEED + index,
        endOnFailure: true,
        // Beside the random runs, a client or a visitor tries every id of B's records on each route with an id.
        examples: (role === 'client' || role === 'visitor') && params.length > 0 ? idsOfB().map((id) => [params.map(() => id), '', '{}']) : [],
      },
    );
    if (result.failed)
      failures.push(`${route} (FUZZ_SEED=${SEED}, run seed ${result.seed}, path ${result.counterexamplePath}): ${String(result.errorInstance)}`);
  }
  expect(failures).toEqual([]);
  // The probing session is still the one it was: nothing above signed it out.
  if (role === 'client') expect((await api(open.baseUrl, 'GET', '/api/client/session', { cookie: clientA.cookie })).status).toBe(200);
  if (role === 'caseworker' || role === 'admin') expect((await api(open.baseUrl, 'GET', '/api/admin/me', credentials(role))).status).toBe(200);
}

describe('every route, every role, random and hostile input', () => {
  it('lists what it skips, and each skipped route exists', () => {
    const all = registeredRoutes(open.routes, '/');
    for (const route of Object.keys(SKIPPED)) expect(all, route).toContain(route);
    // Bodies and query strings are shaped by the API reference: every JSON route is found in it.
    const withBody = all.filter((route) => /^(POST|PUT|PATCH) \/api\//.test(route));
    const unshaped = withBody.filter((route) => {
      const [method, template] = route.split(' ');
      return !operationOf(method, template)?.requestBody?.content['application/json']?.schema;
    });
    // (Without one: routes that read no body, and the content route, whose body depends on its key.)
    expect(unshaped.length, unshaped.join(', ')).toBeLessThan(withBody.length / 4);
  });

  it("the other person's data the checks look for is what the API answers with", async () => {
    const accounts = await api(open.baseUrl, 'GET', '/api/admin/client-accounts', { token: adminToken });
    const leads = await api(open.baseUrl, 'GET', '/api/admin/client-submissions', { token: adminToken });
    for (const value of [clientB.email, clientB.firstName, clientB.lastName, clientB.caseId]) expect(accounts.text).toContain(value);
    expect(leads.text).toContain(clientB.leadReference);
    const ownOfB = await Promise.all(
      [
        '/api/client/complaints',
        `/api/client/withdrawal-requests/${clientB.accountId}`,
        `/api/client/ledger/${clientB.accountId}`,
        `/api/client/documents/${clientB.accountId}`,
        `/api/client/payments/${clientB.accountId}`,
        `/api/client/claims/${clientB.accountId}`,
      ].map(async (path) => (await api(open.baseUrl, 'GET', path, { cookie: clientB.cookie })).text),
    );
    expect(ownOfB.join(' ')).toContain('Quirrelby complaint');
    expect(ownOfB.join(' ')).toContain(WALLET_OF_B);
    expect(ownOfB.join(' ')).toContain(clientB.ledgerReference);
    expect(ownOfB.join(' ')).toContain('quirrelby-statement');
    expect(ownOfB.join(' ')).toContain(PAYEE_OF_B);
    expect(ownOfB.join(' ')).toContain('Quirrelby Bank plc');
    const own = await api(open.baseUrl, 'GET', '/api/client/session', { cookie: clientA.cookie });
    expect(own.text).toContain(clientA.email);
    expect(forbiddenFor('client').some((value) => own.text.includes(value))).toBe(false);
  });

  // Roles that only read go first; the admin, whose accepted calls may delete records, last.
  for (const role of ['visitor', 'client', 'caseworker', 'admin'] as const) {
    it(`as ${role === 'client' ? 'signed-in client A' : role}: no 5xx, a refusal changes nothing, no one else's data`, async () => {
      await probeEveryRoute(role);
    }, 300_000);
  }
});
