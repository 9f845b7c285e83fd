import http from 'node:http';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import { EXPORT_COLUMNS } from '../../../contract/leads/export';
import { READ_ONLY_LEAD_FIELDS_MESSAGE, leadAuditEntrySchema, leadSchema, type Lead, type LeadAuditEntry } from '../../../contract/leads/lead';
import {
  LEAD_LIST_DEPTH,
  LEAD_LIST_TOO_DEEP_MESSAGE,
  LEADS_PAGE_SIZE,
  leadListSchema,
  leadSummarySchema,
  type LeadList,
} from '../../../contract/leads/list';
import { type BodyOf, type EndpointDefinition, endpointUrl, type QueryOf } from '../../../contract/shared/endpoint';
import { AMOUNT_LOST_RANGES, LEAD_PRIORITIES, LEAD_STATUSES } from '../../../contract/shared/options';
import { auditLog, clientSubmissions } from '../../platform/db/schema';
import { LEAD_COUNT_BOUND } from './list-leads';
import {
  allLeadRows,
  api,
  type ApiResponse,
  auditCount,
  callApi,
  clearLeads,
  createTestStaff,
  leadCount,
  type LeadSeed,
  messageOf,
  seedLeads,
  signInStaff,
  startTestApp,
  type TestApp,
  unchecked,
  uniqueEmail,
} from '../../testing';

let open: TestApp;
let token: string;
let dana: Awaited<ReturnType<typeof createTestStaff>>; // the acting staff member
let sam: Awaited<ReturnType<typeof createTestStaff>>; // someone to assign leads to

beforeAll(async () => {
  open = await startTestApp({
    INTAKE_RATE_LIMIT_MAX: '100000',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100000',
  });
  dana = await createTestStaff(open.database.db, { firstName: 'Dana', lastName: 'Admin', isAdmin: true });
  sam = await createTestStaff(open.database.db, { firstName: 'Sam', lastName: 'Second' });
  token = await signInStaff(open.baseUrl, dana.email, dana.password);
});

afterAll(async () => {
  await open?.close();
});

const db = () => open.database.db;
const seed = (rows: LeadSeed[]) => seedLeads(db(), rows);

type ListQuery = QueryOf<typeof endpoints.list>;
/** A query of the export without its format: the list's search, filters and sort, or the ids. */
type ExportQuery = Omit<QueryOf<typeof endpoints.exportFile>, 'format'>;

/** An endpoint asked with a query string exactly as written (a hostile one, or one with empty values). */
const getWithSearch = (endpoint: EndpointDefinition, search: string) => api(open.baseUrl, 'GET', `${endpoint.path}?${search}`, { token });
const listWith = (query: unknown) => callApi(open.baseUrl, endpoints.list, { query: unchecked(query), token });
const patch = (id: number | string, body: BodyOf<typeof endpoints.update>) =>
  callApi(open.baseUrl, endpoints.update, { params: { id }, body, token });
const erase = (id: number | string) => callApi(open.baseUrl, endpoints.erase, { params: { id }, token });
const getLeadAt = (id: number | string) => callApi(open.baseUrl, endpoints.one, { params: { id }, token });

async function list(params: ListQuery = {}): Promise<LeadList> {
  const response = await listWith(params);
  expect(response.status, response.text).toBe(200);
  return leadListSchema.strict().parse(response.json);
}

/** Every page of a search, at the default page size. */
async function listAll(params: ListQuery = {}): Promise<Lead[]> {
  const items: Lead[] = [];
  for (let page = 1; ; page += 1) {
    const result = await list({ ...params, page });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) return items;
  }
}

async function getLead(id: number): Promise<Lead> {
  const response = await getLeadAt(id);
  expect(response.status, response.text).toBe(200);
  return leadSchema.strict().parse(response.json);
}

async function history(id: number): Promise<LeadAuditEntry[]> {
  const response = await callApi(open.baseUrl, endpoints.history, { params: { id }, token });
  expect(response.status, response.text).toBe(200);
  return z.object({ items: z.array(leadAuditEntrySchema.strict()) }).parse(response.json).items;
}

async function auditRowsOf(id: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
}

function expectError(response: ApiResponse, status: number, message?: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  if (message === undefined) expect(typeof messageOf(response)).toBe('string');
  else expect(messageOf(response)).toBe(message);
}

const ids = (leads: { id: number }[]) => leads.map((l) => l.id);

describe('GET /api/admin/client-submissions: default list', () => {
  let seeded: number[];

  beforeAll(async () => {
    await clearLeads(db());
    seeded = await seed(Array.from({ length: 25 }, (_, i) => ({ firstName: `Default${i}` })));
  });

  it('answers the newest 20 first with {items, total, page, pageSize}', async () => {
    const result = await list();
    expect(result.total).toBe(25);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(LEADS_PAGE_SIZE);
    expect(ids(result.items)).toEqual([...seeded].reverse().slice(0, 20));
    const times = result.items.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await list({ page: 2 });
    expect(ids(second.items)).toEqual([...seeded].reverse().slice(20));
  });

  it('shows a lead sent through the public form first, with its defaults', async () => {
    const email = uniqueEmail('public');
    const created = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, {
      body: {
        firstName: 'Publia',
        lastName: 'Form',
        email,
        phone: '+44 20 7946 0000',
        country: 'Ireland',
        amountLost: '2000-5000',
        depositMethod: 'paypal',
        companyName: 'Quick Gains',
        caseDetails: 'Sent through the public form.',
      },
    });
    const { id: createdId } = created.reply(201);
    const result = await list();
    expect(result.total).toBe(26);
    expect(result.items[0]).toMatchObject({
      id: createdId,
      email,
      status: 'new',
      priority: 'medium',
      assignedTo: null,
      notes: null,
      crmSyncStatus: 'pending',
    });
  });
});

describe('filters', () => {
  beforeAll(async () => {
    await clearLeads(db());
    const rows: LeadSeed[] = [];
    for (const status of LEAD_STATUSES) for (const priority of LEAD_PRIORITIES) rows.push({ status, priority });
    rows.push({ status: 'new', priority: 'high' });
    await seed(rows);
  });

  it.each(LEAD_STATUSES)('status=%s lists only that status', async (status) => {
    const result = await list({ status, pageSize: 100 });
    expect(result.total).toBe(status === 'new' ? 4 : 3);
    expect(result.items).toHaveLength(result.total);
    expect(new Set(result.items.map((l) => l.status))).toEqual(new Set([status]));
  });

  it.each(LEAD_PRIORITIES)('priority=%s lists only that priority', async (priority) => {
    const result = await list({ priority, pageSize: 100 });
    expect(result.total).toBe(priority === 'high' ? 6 : 5);
    expect(new Set(result.items.map((l) => l.priority))).toEqual(new Set([priority]));
  });

  it('status and priority together', async () => {
    const result = await list({ status: 'new', priority: 'high' });
    expect(result.total).toBe(2);
    expect(result.items.every((l) => l.status === 'new' && l.priority === 'high')).toBe(true);
    expect((await list({ status: 'closed', priority: 'low' })).total).toBe(1);
  });

  it("'all' and empty values mean no filter", async () => {
    expect((await list({ status: 'all', priority: 'all' })).total).toBe(16);
    expect((await list({ status: '', priority: '' })).total).toBe(16);
  });

  it('an unknown status or priority is a 400', async () => {
    expectError(await listWith({ status: 'archived' }), 400, 'Unknown status');
    expectError(await listWith({ priority: 'urgent' }), 400, 'Unknown priority');
  });
});

describe('sorting', () => {
  // One lead per amount range, inserted out of order, with distinct names and countries.
  const AMOUNTS = [
    '50000-100000',
    '2000-5000',
    '1000000+',
    '10000-25000',
    'under-2000',
    '250000-500000',
    '5000-10000',
    '500000-1000000',
    '25000-50000',
    '100000-250000',
  ] as const;
  const NAMES = ['Hana', 'Bea', 'Jon', 'Al', 'Cy', 'Eve', 'Gus', 'Dot', 'Fay', 'Ian'];
  const COUNTRIES = ['Japan', 'Denmark', 'Australia', 'Spain', 'Ireland', 'Belgium', 'Netherlands', 'Canada', 'Germany', 'France'];
  let seeded: number[];

  beforeAll(async () => {
    await clearLeads(db());
    seeded = await seed(AMOUNTS.map((amountLost, i) => ({ amountLost, firstName: NAMES[i], country: COUNTRIES[i] })));
  });

  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it.each(['asc', 'desc'] as const)('Date (createdAt) %s', async (order) => {
    const result = await list({ sort: 'createdAt', order });
    expect(ids(result.items)).toEqual(order === 'asc' ? seeded : [...seeded].reverse());
  });

  it.each(['asc', 'desc'] as const)('Name (firstName) %s', async (order) => {
    const names = (await list({ sort: 'firstName', order })).items.map((l) => l.firstName);
    const expected = [...NAMES].sort(compare);
    expect(names).toEqual(order === 'asc' ? expected : expected.reverse());
  });

  it.each(['asc', 'desc'] as const)('Amount (amountLost) %s follows the size of the range, not the alphabet', async (order) => {
    const amounts = (await list({ sort: 'amountLost', order })).items.map((l) => l.amountLost);
    expect(amounts).toEqual(order === 'asc' ? [...AMOUNT_LOST_RANGES] : [...AMOUNT_LOST_RANGES].reverse());
    const position = (range: string) => amounts.indexOf(range as (typeof AMOUNT_LOST_RANGES)[number]);
    if (order === 'asc') {
      expect(position('5000-10000')).toBeLessThan(position('10000-25000'));
      expect(position('2000-5000')).toBeLessThan(position('10000-25000'));
      expect(position('under-2000')).toBe(0);
      expect(position('1000000+')).toBe(9);
    } else {
      expect(position('10000-25000')).toBeLessThan(position('5000-10000'));
    }
  });

  it.each(['asc', 'desc'] as const)('Country %s', async (order) => {
    const countries = (await list({ sort: 'country', order })).items.map((l) => l.country);
    const expected = [...COUNTRIES].sort(compare);
    expect(countries).toEqual(order === 'asc' ? expected : expected.reverse());
  });

  it('an unknown sort or order is a 400', async () => {
    expectError(await listWith({ sort: 'email' }), 400, 'Unknown sort');
    expectError(await listWith({ sort: 'bogus' }), 400, 'Unknown sort');
    expectError(await listWith({ sort: 'createdAt', order: 'sideways' }), 400, 'Order must be asc or desc');
  });
});

describe('paging', () => {
  let seeded: number[];

  beforeAll(async () => {
    await clearLeads(db());
    // Only three countries: sorting by country leaves many ties for the id to break.
    seeded = await seed(Array.from({ length: 45 }, (_, i) => ({ country: ['Canada', 'Spain', 'Japan'][i % 3] })));
  });

  it('the last page is partial and a page past the end is empty with the right total', async () => {
    const third = await list({ page: 3 });
    expect(third).toMatchObject({ total: 45, page: 3, pageSize: 20 });
    expect(third.items).toHaveLength(5);
    expect(ids(third.items)).toEqual([...seeded].reverse().slice(40));
    const fourth = await list({ page: 4 });
    expect(fourth).toEqual({ items: [], total: 45, totalCapped: false, page: 4, pageSize: 20 });
  });

  it('pages as far as the documented depth and refuses a page past it, saying how to go on', async () => {
    await clearLeads(db());
    const many = LEAD_LIST_DEPTH + 30;
    await db().execute(sql`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost, created_at)
      select 'Deep' || (i % 7), 'Lead', 'deep' || i || '@example.com', '123', 'Canada', 'under-2000', now() - make_interval(secs => i)
      from generate_series(1, ${many}) as i`);
    const lastAllowed = LEAD_LIST_DEPTH / LEADS_PAGE_SIZE;
    // Every lead (its number kept by the table), and a filter that matches them all (counted).
    for (const filter of [{}, { status: 'new' }] as ListQuery[]) {
      const deepest = await list({ ...filter, page: lastAllowed });
      expect(deepest.items.map((l) => l.email)).toEqual(
        Array.from({ length: LEADS_PAGE_SIZE }, (_, i) => `deep${LEAD_LIST_DEPTH - LEADS_PAGE_SIZE + i + 1}@example.com`),
      );
      for (const page of [lastAllowed + 1, 1_000_000]) {
        const refused = await listWith({ ...filter, page });
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json).toEqual({ message: LEAD_LIST_TOO_DEEP_MESSAGE });
      }
      // The same depth at another page size.
      expect((await listWith({ ...filter, page: LEAD_LIST_DEPTH / 100, pageSize: 100 })).status).toBe(200);
      expect((await listWith({ ...filter, page: LEAD_LIST_DEPTH / 100 + 1, pageSize: 100 })).status).toBe(400);
    }
    // A narrow search past its matches' end: an empty page that says how many there are.
    const narrow = await list({ q: 'deep3 lead', page: 100 });
    expect(narrow).toMatchObject({ items: [], total: Math.floor((LEAD_LIST_DEPTH + 30 + 4) / 7), totalCapped: false });
    await clearLeads(db());
    seeded = await seed(Array.from({ length: 45 }, (_, i) => ({ country: ['Canada', 'Spain', 'Japan'][i % 3] })));
  });

  it('counts a filter\'s matches exactly up to the bound, then says "at least" and still pages on; every lead is counted exactly', async () => {
    await clearLeads(db());
    const many = LEAD_COUNT_BOUND + 5;
    await db().execute(sql`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
      select 'Bulk', 'Lead', 'bulk' || i || '@example.com', '123', 'Canada', 'under-2000' from generate_series(1, ${many}) as i`);
    const first = await list({ status: 'new' });
    expect(first).toMatchObject({ total: LEAD_COUNT_BOUND, totalCapped: true, page: 1 });
    const beyond = await list({ status: 'new', page: LEAD_COUNT_BOUND / 20 + 1 });
    expect(beyond.items).toHaveLength(5);
    expect(beyond.totalCapped).toBe(false);
    expect(beyond.total).toBe(many);
    expect(await list()).toMatchObject({ total: many, totalCapped: false, page: 1 });
    const narrowed = await list({ q: 'bulk1004@' });
    expect(narrowed).toMatchObject({ total: 1, totalCapped: false });
    await clearLeads(db());
    seeded = await seed(Array.from({ length: 45 }, (_, i) => ({ country: ['Canada', 'Spain', 'Japan'][i % 3] })));
  });

  it('knows the exact number of leads however they came and went (duplicates skipped, deletes, a truncate)', async () => {
    const total = async () => (await list()).total;
    const counted = async () => (await db().select({ id: clientSubmissions.id }).from(clientSubmissions)).length;
    await clearLeads(db());
    expect(await total()).toBe(0);
    const insert = (from: number, to: number) =>
      db().execute(sql`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost)
        select 'Count', 'Lead', 'count' || i || '@example.com', '123', 'Canada', 'under-2000' from generate_series(${from}::int, ${to}::int) as i
        on conflict do nothing`);
    // Two statements at once (two connections), the second half of each a duplicate of the other's.
    await Promise.all([insert(1, 30), insert(16, 45)]);
    expect(await total()).toBe(45);
    await db().execute(sql`delete from client_submissions where email like 'count1%'`);
    expect(await total()).toBe(await counted());
    expect(await total()).toBe(34);
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`delete from client_submissions where email = 'count2@example.com'`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await total()).toBe(34);
    await db().execute(sql`truncate client_submissions cascade`);
    expect(await total()).toBe(0);
    seeded = await seed(Array.from({ length: 45 }, (_, i) => ({ country: ['Canada', 'Spain', 'Japan'][i % 3] })));
    expect(await total()).toBe(45);
  });

  it.each(['createdAt', 'country', 'amountLost', 'firstName'] as const)(
    'pages sorted by %s neither overlap nor skip, even on ties',
    async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const paged = ids(await listAll({ sort, order }));
        const whole = ids((await list({ sort, order, pageSize: 100 })).items);
        expect(paged).toEqual(whole);
        expect(new Set(paged).size).toBe(45);
      }
    },
  );

  it('pageSize 1 and 100 are allowed', async () => {
    expect((await list({ pageSize: 1 })).items).toHaveLength(1);
    expect((await list({ pageSize: 100 })).items).toHaveLength(45);
  });

  it.each([
    ['pageSize=101', 'Page size must be 100 or less'],
    ['pageSize=0', undefined],
    ['pageSize=abc', 'Page size must be a number'],
    ['page=0', 'Page must be 1 or more'],
    ['page=-1', 'Page must be 1 or more'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=abc', 'Page must be a number'],
    ['page=1000001', undefined],
    [`q=${'x'.repeat(201)}`, 'Search is too long'],
  ])('%s is a 400', async (params, message) => {
    expectError(await getWithSearch(endpoints.list, params), 400, message);
  });
});

describe('search', () => {
  const special: Record<string, number> = {};

  beforeAll(async () => {
    await clearLeads(db());
    await seed(Array.from({ length: 5 }, () => ({})));
    const rows: [string, LeadSeed][] = [
      ['firstName', { firstName: 'Zebedee' }],
      ['lastName', { lastName: 'Quixote' }],
      ['email', { email: 'marmaduke.p@example.org' }],
      ['phone', { phone: '+1 555 0199 7788' }],
      ['compactPhone', { phone: '+447700900123' }],
      ['nationalPhone', { phone: '07700 900456' }],
      // Holds the nine digits 700900123 of compactPhone's number, though not at its end: another line.
      ['otherLine', { phone: '+44 7009 001234' }],
      ['companyName', { companyName: 'Blackrock Phantom Capital' }],
      ['country', { country: 'Luxembourg' }],
      ['caseDetails', { caseDetails: 'They recruited me in a Telegram pump group.\nThen the site vanished.' }],
      ['twoChars', { companyName: 'XQ Markets' }],
      ['oneChar', { caseDetails: 'See the ~ mark on the receipt.' }],
      ['percent', { companyName: '100% Returns Ltd' }],
      ['noPercent', { companyName: '1000 Returns Ltd' }],
      ['underscore', { email: 'jo_doe@example.net' }],
      ['noUnderscore', { email: 'joxdoe@example.net' }],
      ['backslash', { caseDetails: 'The file was in C:\\temp\\scam on my laptop.' }],
      ['accented', { firstName: 'Élodie' }],
      ['dottedCapitalI', { lastName: 'İnce' }],
    ];
    const created = await seed(rows.map(([, row]) => row));
    rows.forEach(([name], i) => {
      special[name] = created[i];
    });
  });

  it.each([
    ['first name', 'zEBEDEE', 'firstName'],
    ['last name', 'QUIXO', 'lastName'],
    ['email', 'MARMADUKE.P@EXAMPLE', 'email'],
    ['phone', '0199 77', 'phone'],
    ['company', 'phantom CAPITAL', 'companyName'],
    ['country', 'luxEMBOURG', 'country'],
    ['case details', 'TELEGRAM PUMP', 'caseDetails'],
    ['a two-character term', 'xq', 'twoChars'],
    ['a one-character term', '~', 'oneChar'],
    ['a term with spaces around it', '   zebedee   ', 'firstName'],
    ['accented letters in either case', 'éLODIE', 'accented'],
    ['accented letters in capitals', 'ÉLODIE', 'accented'],
    // JavaScript lowercases 'İ' to 'i' plus a combining dot; the database to a plain 'i'.
    ['a name exactly as stored, with a capital dotted I', 'İnce', 'dottedCapitalI'],
    ['a capital dotted I typed in capitals', 'İNCE', 'dottedCapitalI'],
  ])('matches %s case-insensitively', async (_label, q, expected) => {
    const result = await list({ q });
    expect(ids(result.items)).toEqual([special[expected]]);
    expect(result.total).toBe(1);
  });

  it.each([
    ['spaces', '7700 900123'],
    ['a country code and spaces', '+44 7700 900123'],
    ['dashes and brackets', '(7700) 900-123'],
  ])('finds a phone stored without spaces by a number typed with %s', async (_label, q) => {
    expect(ids((await list({ q })).items)).toEqual([special.compactPhone]);
  });

  it('still finds a phone stored with spaces by a number typed the same way', async () => {
    expect(ids((await list({ q: '555 0199' })).items)).toEqual([special.phone]);
  });

  it.each([
    ['without spaces', '5550199'],
    ['whole, with its country code and no spaces', '+155501997788'],
    ['with dashes', '555-0199-7788'],
  ])('finds a phone stored with spaces by a number typed %s', async (_label, q) => {
    expect(ids((await list({ q })).items)).toEqual([special.phone]);
  });

  it.each([
    ['its national form (trunk 0)', '07700 900123', 'compactPhone'],
    ['its international form', '+44 7700 900456', 'nationalPhone'],
    ['its international form with a 0 in brackets', '+44 (0)7700 900456', 'nationalPhone'],
  ])('finds a phone by %s however it was stored', async (_label, q, expected) => {
    expect(ids((await list({ q })).items)).toEqual([special[expected]]);
  });

  it('finds a whole number by its line alone, not by the same digits inside another number', async () => {
    expect(ids((await list({ q: '+44 7700 900123' })).items)).toEqual([special.compactPhone]);
    expect(ids((await list({ q: '+44 7009 001234' })).items)).toEqual([special.otherLine]);
  });

  it("matches '%' and '_' literally, not as wildcards", async () => {
    expect(ids((await list({ q: '0%' })).items)).toEqual([special.percent]);
    expect(ids((await list({ q: '%' })).items)).toEqual([special.percent]);
    expect(ids((await list({ q: 'jo_d' })).items)).toEqual([special.underscore]);
    expect(ids((await list({ q: '_' })).items)).toEqual([special.underscore]);
    expect((await list({ q: '%%' })).total).toBe(0);
    expect((await list({ q: '1%0' })).total).toBe(0);
  });

  it('matches a backslash literally', async () => {
    expect(ids((await list({ q: 'c:\\temp\\' })).items)).toEqual([special.backslash]);
    expect(ids((await list({ q: '\\' })).items)).toEqual([special.backslash]);
  });

  it('combines with the filters and finds nothing when nothing matches', async () => {
    expect((await list({ q: 'zebedee', status: 'new' })).total).toBe(1);
    expect((await list({ q: 'zebedee', status: 'closed' })).total).toBe(0);
    expect(await list({ q: 'no lead has this text' })).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 });
  });
});

describe('summary', () => {
  it('counts total, assigned, high-priority and new leads, after edits', async () => {
    await clearLeads(db());
    const [a, b, c, d] = await seed([{}, {}, {}, { priority: 'high', status: 'contacted' }, {}, {}]);
    const summary = async () => {
      const response = await callApi(open.baseUrl, endpoints.summary, { token });
      expect(response.status).toBe(200);
      return leadSummarySchema.strict().parse(response.json);
    };
    expect(await summary()).toMatchObject({ total: 6, assigned: 0, highPriority: 1, new: 5 });
    expect((await patch(a, { priority: 'high' })).status).toBe(200);
    expect((await patch(b, { assignedTo: sam.id, status: 'qualified' })).status).toBe(200);
    expect((await patch(c, { assignedTo: dana.id })).status).toBe(200);
    expect((await patch(d, { priority: 'low' })).status).toBe(200);
    expect(await summary()).toMatchObject({ total: 6, assigned: 2, highPriority: 1, new: 4 });
    expect((await erase(c)).status).toBe(204);
    expect(await summary()).toMatchObject({ total: 5, assigned: 1, highPriority: 1, new: 3 });
  });
});

describe('PATCH /api/admin/client-submissions/:id', () => {
  let id: number;

  beforeAll(async () => {
    await clearLeads(db());
    [id] = await seed([{ firstName: 'Patchy', notes: null }]);
    await seed([{}]);
  });

  it.each([
    ['status', 'new', 'contacted'],
    ['priority', 'medium', 'high'],
    ['notes', null, 'Called; will send statements.'],
    ['assignedTo', null, 'sam'],
    ['nextFollowUpAt', null, '2030-01-02T03:04:05+01:00'],
    ['lastContactedAt', null, '2024-05-06T07:08:09Z'],
  ] as const)('changes %s and writes an audit entry with before, after and the actor', async (field, before, value) => {
    const sent = value === 'sam' ? sam.id : value;
    const stored = field.endsWith('At') && typeof sent === 'string' ? new Date(sent).toISOString() : sent;
    const auditBefore = await auditCount(db());
    const response = await patch(id, { [field]: sent });
    expect(response.status, response.text).toBe(200);
    const returned = leadSchema.strict().parse(response.json);
    expect(returned[field]).toBe(stored);
    expect((await getLead(id))[field]).toBe(stored);
    expect(Date.parse(returned.updatedAt)).toBeGreaterThanOrEqual(Date.parse(returned.createdAt));
    expect(await auditCount(db())).toBe(auditBefore + 1);
    const last = (await history(id)).at(-1);
    expect(last).toMatchObject({ action: 'lead.updated', before: { [field]: before }, after: { [field]: stored }, actor: 'Dana Admin' });
    const [row] = await auditRowsOf(id).then((rows) => rows.slice(-1));
    expect(row.actorUserId).toBe(dana.id);
  });

  it('several fields at once make one audit entry; null clears a date and an assignment', async () => {
    const auditBefore = await auditCount(db());
    const response = await patch(id, { nextFollowUpAt: null, assignedTo: null, status: 'qualified' });
    expect(response.status, response.text).toBe(200);
    expect(leadSchema.parse(response.json)).toMatchObject({ nextFollowUpAt: null, assignedTo: null, status: 'qualified' });
    expect(await auditCount(db())).toBe(auditBefore + 1);
    expect((await history(id)).at(-1)).toMatchObject({
      before: { status: 'contacted', assignedTo: sam.id, nextFollowUpAt: '2030-01-02T02:04:05.000Z' },
      after: { status: 'qualified', assignedTo: null, nextFollowUpAt: null },
    });
  });

  it('a change to the current values writes no audit entry', async () => {
    const auditBefore = await auditCount(db());
    const response = await patch(id, { status: 'qualified', priority: 'high' });
    expect(response.status).toBe(200);
    expect(await auditCount(db())).toBe(auditBefore);
  });

  it('the history lists entries oldest first with their actor', async () => {
    const entries = await history(id);
    expect(entries.length).toBeGreaterThanOrEqual(7);
    expect(entries.every((e) => e.actor === 'Dana Admin' && e.action === 'lead.updated')).toBe(true);
    expect(ids(entries)).toEqual([...ids(entries)].sort((a, b) => a - b));
  });

  /** Sends a refused PATCH and checks that neither the leads nor the audit log changed. */
  async function expectRefusedPatch(leadId: number | string, body: unknown, status: number, message?: string) {
    const rowsBefore = await allLeadRows(db());
    const auditBefore = await auditCount(db());
    expectError(await patch(leadId, unchecked(body)), status, message);
    expect(await allLeadRows(db())).toEqual(rowsBefore);
    expect(await auditCount(db())).toBe(auditBefore);
  }

  it.each([
    ['email', 'new@example.com'],
    ['firstName', 'Changed'],
    ['lastName', 'Changed'],
    ['phone', '+1 555 0100'],
    ['country', 'Canada'],
    ['amountLost', '1000000+'],
    ['currency', 'EUR'],
    ['companyName', 'Other'],
    ['caseDetails', 'Rewritten'],
    ['crmSyncStatus', 'synced'],
    ['createdAt', '2020-01-01T00:00:00Z'],
    ['id', 1],
    ['consentToShare', true],
    ['source', 'import'],
  ])('refuses read-only field %s (even beside an allowed one) and changes nothing', async (field, value) => {
    await expectRefusedPatch(id, { status: 'closed', [field]: value }, 400, READ_ONLY_LEAD_FIELDS_MESSAGE);
  });

  it.each([
    ['an unknown staff id', { assignedTo: 999_999 }, 'Unknown staff member'],
    ['an unknown status', { status: 'archived' }, 'Unknown status'],
    ['an unknown priority', { priority: 'urgent' }, 'Unknown priority'],
    ['a date that is not ISO', { nextFollowUpAt: 'next tuesday' }, 'Dates must be ISO date-times'],
    ['a date without a zone', { nextFollowUpAt: '2030-01-02T03:04:05' }, 'Dates must be ISO date-times'],
    ['a last contact tomorrow', { lastContactedAt: new Date(Date.now() + 86_400_000).toISOString() }, 'Last contacted cannot be in the future'],
    [
      'a last contact five minutes ahead',
      { lastContactedAt: new Date(Date.now() + 300_000).toISOString() },
      'Last contacted cannot be in the future',
    ],
    ['notes that are too long', { notes: 'x'.repeat(5001) }, 'Notes must be 5000 characters or less'],
    ['a staff id as text', { assignedTo: String(2) }, 'Assigned staff must be a staff id'],
    ['a staff id beyond the id range', { assignedTo: 2_147_483_648 }, 'Assigned staff must be a staff id'],
    ['a body that is not an object', [], undefined],
    ['a body that is not JSON', '{"status":', undefined],
  ])('refuses %s with a 400 and changes nothing', async (_label, body, message) => {
    await expectRefusedPatch(id, body, 400, message);
  });

  it('takes a last contact up to a minute ahead of its clock (a browser clock a little fast)', async () => {
    const soon = new Date(Date.now() + 30_000).toISOString();
    const response = await patch(id, { lastContactedAt: soon });
    expect(response.status).toBe(200);
    expect(leadSchema.parse(response.json).lastContactedAt).toBe(soon);
  });

  it('a missing lead is a 404 and an invalid id a 400', async () => {
    await expectRefusedPatch(999999, { status: 'closed' }, 404, 'Lead not found');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      await expectRefusedPatch(bad, { status: 'closed' }, 400, 'Invalid id');
      expectError(await getLeadAt(bad), 400, 'Invalid id');
    }
    expectError(await getLeadAt(999999), 404, 'Lead not found');
    expectError(await callApi(open.baseUrl, endpoints.history, { params: { id: 999999 }, token }), 404, 'Lead not found');
  });
});

describe('DELETE /api/admin/client-submissions/:id (erasure)', () => {
  it('erases the row, erases every value of its earlier audit entries and records lead.deleted without personal data', async () => {
    await clearLeads(db());
    const email = uniqueEmail('erase.me');
    const [id, keep] = await seed([
      { firstName: 'Erasmus', lastName: 'Gone', email, phone: '+44 7700 900123', notes: null },
      { firstName: 'Kept' },
    ]);
    const personalNote = 'Erasmus says his wife also lost money, call +44 7700 900123';
    expect((await patch(id, { notes: personalNote, status: 'contacted' })).status).toBe(200);
    expect((await patch(id, { priority: 'high' })).status).toBe(200);
    expect((await auditRowsOf(id)).filter((r) => r.before !== null || r.after !== null)).toHaveLength(2);
    const keepAuditBefore = await auditRowsOf(keep);

    const response = await erase(id);
    expect(response.status).toBe(204);
    expect(response.text).toBe('');

    expectError(await getLeadAt(id), 404, 'Lead not found');
    expectError(await erase(id), 404, 'Lead not found');
    expect(await db().select().from(clientSubmissions).where(eq(clientSubmissions.id, id))).toEqual([]);
    expect(ids((await list()).items)).toEqual([keep]);

    const rows = await auditRowsOf(id);
    expect(rows.map((r) => r.action)).toEqual(['lead.updated', 'lead.updated', 'lead.deleted']);
    // The entries stay and say which fields changed; every value in them is erased.
    for (const earlier of rows.slice(0, 2)) {
      for (const values of [earlier.before, earlier.after] as Record<string, unknown>[]) {
        expect(Object.keys(values).length).toBeGreaterThan(0);
        expect(new Set(Object.values(values))).toEqual(new Set(['[erased]']));
      }
    }
    const deleted = rows[2];
    expect(deleted.actorUserId).toBe(dana.id);
    expect(deleted.after).toBeNull();
    expect(deleted.before).toBeTypeOf('object');
    const summary = deleted.before as Record<string, unknown>;
    for (const key of ['firstName', 'lastName', 'email', 'phone', 'notes', 'caseDetails', 'companyName']) {
      expect(summary).not.toHaveProperty(key);
    }
    expect(summary).toMatchObject({ status: 'contacted', priority: 'high' });
    const everything = JSON.stringify(rows);
    for (const personal of ['Erasmus', 'Gone', email, '7700 900123', personalNote]) expect(everything).not.toContain(personal);
    // Other leads' audit entries are left alone.
    expect(await auditRowsOf(keep)).toEqual(keepAuditBefore);
  });

  it('an invalid id is a 400 and a missing one a 404, changing nothing', async () => {
    const before = await leadCount(db());
    expectError(await erase('abc'), 400, 'Invalid id');
    expectError(await erase(999999), 404, 'Lead not found');
    expect(await leadCount(db())).toBe(before);
  });
});

describe('POST /api/admin/client-submissions/bulk', () => {
  const bulk = (body: BodyOf<typeof endpoints.bulk>) => callApi(open.baseUrl, endpoints.bulk, { body, token });

  it('sets the status of several leads, with an audit entry each', async () => {
    await clearLeads(db());
    const [a, b, c, d] = await seed([{}, {}, { status: 'contacted' }, {}]);
    const response = await bulk({ action: 'status', ids: [a, b, c, 999_999], status: 'contacted' });
    expect(response.status, response.text).toBe(200);
    // c already had that status: only a and b change.
    expect(response.json).toEqual({ affected: 2 });
    expect((await getLead(a)).status).toBe('contacted');
    expect((await getLead(b)).status).toBe('contacted');
    expect((await getLead(d)).status).toBe('new');
    for (const id of [a, b]) {
      expect(await history(id)).toEqual([
        expect.objectContaining({ action: 'lead.updated', before: { status: 'new' }, after: { status: 'contacted' }, actor: 'Dana Admin' }),
      ]);
    }
    expect(await history(c)).toEqual([]);
    expect(await history(d)).toEqual([]);
  });

  it('assigns several leads to a staff member and unassigns them', async () => {
    await clearLeads(db());
    const [a, b, c] = await seed([{}, {}, {}]);
    expect((await bulk({ action: 'assign', ids: [a, b], assignedTo: sam.id })).json).toEqual({ affected: 2 });
    expect((await getLead(a)).assignedTo).toBe(sam.id);
    expect((await getLead(b)).assignedTo).toBe(sam.id);
    expect((await getLead(c)).assignedTo).toBeNull();
    expect((await history(a)).at(-1)).toMatchObject({ before: { assignedTo: null }, after: { assignedTo: sam.id }, actor: 'Dana Admin' });
    expect((await bulk({ action: 'assign', ids: [a, b, c], assignedTo: null })).json).toEqual({ affected: 2 });
    expect((await getLead(a)).assignedTo).toBeNull();
    expect((await history(b)).at(-1)).toMatchObject({ before: { assignedTo: sam.id }, after: { assignedTo: null } });
  });

  it('deletes several leads, erasing them as a single delete does', async () => {
    await clearLeads(db());
    const [a, b, c] = await seed([{ notes: 'private note A' }, { notes: null }, {}]);
    expect((await patch(a, { notes: 'private note A2' })).status).toBe(200);
    const response = await bulk({ action: 'delete', ids: [a, b] });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ affected: 2 });
    expectError(await getLeadAt(a), 404);
    expectError(await getLeadAt(b), 404);
    expect(ids((await list()).items)).toEqual([c]);
    const rowsA = await auditRowsOf(a);
    expect(rowsA.map((r) => [r.action, r.after === null])).toEqual([
      ['lead.updated', false],
      ['lead.deleted', true],
    ]);
    expect(Object.values(rowsA[0].after as Record<string, unknown>)).toEqual(['[erased]']);
    expect(JSON.stringify(rowsA)).not.toContain('private note');
    expect((await auditRowsOf(b)).map((r) => [r.action, r.actorUserId])).toEqual([['lead.deleted', dana.id]]);
    expect(await auditRowsOf(c)).toEqual([]);
  });

  it.each([
    ['an empty body', {}],
    ['an unknown action', { action: 'explode', ids: [1] }],
    ['no ids', { action: 'status', ids: [], status: 'new' }],
    ['ids that are not a list', { action: 'status', ids: '1', status: 'new' }],
    ['an id that is not a whole number', { action: 'status', ids: [1.5], status: 'new' }],
    ['a zero id', { action: 'delete', ids: [0] }],
    ['an id as text', { action: 'delete', ids: ['1'] }],
    ['more than 1000 ids', { action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['a missing status', { action: 'status', ids: [1] }],
    ['an unknown status', { action: 'status', ids: [1], status: 'archived' }],
    ['a missing assignee', { action: 'assign', ids: [1] }],
    ['an unknown staff member', { action: 'assign', ids: [1], assignedTo: 999_999 }],
    ['an id beyond the id range', { action: 'delete', ids: [2_147_483_648] }],
    ['a staff id beyond the id range', { action: 'assign', ids: [1], assignedTo: 2_147_483_648 }],
    ['a list as the body', [1, 2]],
    ['a body that is not JSON', 'delete everything'],
  ])('refuses %s with a 400 and changes nothing', async (_label, body) => {
    await clearLeads(db());
    await seed([{}, {}]);
    const rowsBefore = await allLeadRows(db());
    // Point any numeric ids at the leads that exist, so a wrongly accepted body would show.
    const response = await bulk(unchecked(body));
    expectError(response, 400);
    expect(await allLeadRows(db())).toEqual(rowsBefore);
    expect(await auditCount(db())).toBe(0);
  });
});

describe('exports', () => {
  const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

  /** The export row of a lead, worked out here independently of the server. */
  function expectedRow(lead: Lead): string[] {
    return [
      lead.firstName,
      lead.lastName,
      lead.phone,
      lead.email,
      lead.country,
      `${lead.amountLost} ${lead.currency}`,
      lead.companyName,
      lead.expertCallTime || 'Not specified',
      lead.caseDetails.replace(/[\r\n]+/g, ' '),
      lead.createdAt.slice(0, 10),
    ].map(neutralised);
  }

  const HEADER = EXPORT_COLUMNS.map(([, label]) => label);
  const today = () => new Date().toISOString().slice(0, 10);

  async function download(query: QueryOf<typeof endpoints.exportFile>) {
    const dayBefore = today();
    const response = await callApi(open.baseUrl, endpoints.exportFile, { query, token });
    return { response, bytes: new Uint8Array(response.bytes).buffer, body: response.bytes, days: [dayBefore, today()] };
  }

  async function csvExport(params: ExportQuery): Promise<{ rows: string[][]; text: string }> {
    const { response, body, days } = await download({ ...params, format: 'csv' });
    expect(response.status, body.toString()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(days.map((day) => `attachment; filename="leads-${day}.csv"`)).toContain(response.headers.get('content-disposition'));
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = body.toString('utf8');
    const rows = z.array(z.array(z.string())).parse(parseCsv(text, { bom: true }));
    expect(rows[0]).toEqual(HEADER);
    return { rows: rows.slice(1), text };
  }

  async function xlsxExport(params: ExportQuery): Promise<string[][]> {
    const { response, body, bytes, days } = await download({ ...params, format: 'xlsx' });
    expect(response.status, body.toString()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(days.map((day) => `attachment; filename="leads-${day}.xlsx"`)).toContain(response.headers.get('content-disposition'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Leads']);
    const sheet = workbook.getWorksheet('Leads');
    if (!sheet) throw new Error('no Leads sheet');
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      rows.push(
        HEADER.map((_, i) => {
          const value = row.getCell(i + 1).value;
          return value === null || value === undefined ? '' : String(value);
        }),
      );
    });
    expect(rows[0]).toEqual(HEADER);
    return rows.slice(1);
  }

  let matching: number[];
  let formulaLead: number;
  let multilineLead: number;

  beforeAll(async () => {
    await clearLeads(db());
    matching = await seed(
      Array.from({ length: 45 }, (_, i) => ({
        status: 'contacted',
        companyName: `Exportable Holdings ${i}`,
        amountLost: AMOUNT_LOST_RANGES[i % AMOUNT_LOST_RANGES.length],
        expertCallTime: i % 5 === 0 ? '' : 'Evenings',
      })),
    );
    // Not matching: the right company with another status, or the right status with another company.
    await seed(Array.from({ length: 8 }, () => ({ status: 'new', companyName: 'Exportable Holdings X' })));
    await seed(Array.from({ length: 8 }, () => ({ status: 'contacted', companyName: 'Other Company' })));
    [multilineLead] = await seed([
      { firstName: 'Multi', caseDetails: 'Line one\nLine two\r\nLine three\r\rLine four, "quoted"', status: 'closed' },
    ]);
    // Sent through the public form, as a visitor would.
    const created = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, {
      body: {
        firstName: '=HYPERLINK("http://evil.example","Click")',
        lastName: '+SUM(1,2)',
        email: uniqueEmail('formula'),
        phone: '+44 20 7946 0001',
        country: 'Germany',
        amountLost: '5000-10000',
        depositMethod: 'paypal',
        companyName: '-2+3 Trading',
        expertCallTime: '@now',
        caseDetails: '=cmd|" /C calc"!A0',
      },
    });
    formulaLead = created.reply(201).id;
    // Tabs and carriage returns at the start: straight into the table (the form would trim them).
    await seed([{ firstName: '\tTabbed', lastName: '\rReturned', companyName: '@Company', status: 'closed' }]);
  });

  it('CSV: exactly the leads a filter and search select, across all pages, in list order', async () => {
    const params: ExportQuery = { status: 'contacted', q: 'exportable' };
    const { rows } = await csvExport(params);
    const listed = await listAll(params);
    expect(listed).toHaveLength(45);
    expect(rows).toHaveLength(45);
    expect(rows).toEqual(listed.map(expectedRow));
    expect(new Set(listed.map((l) => l.id))).toEqual(new Set(matching));
    // Empty call times read 'Not specified'.
    expect(rows.filter((r) => r[7] === 'Not specified')).toHaveLength(9);
  });

  it('CSV: follows the sort of the list', async () => {
    const params: ExportQuery = { status: 'contacted', q: 'exportable', sort: 'amountLost', order: 'asc' };
    const { rows } = await csvExport(params);
    expect(rows).toEqual((await listAll(params)).map(expectedRow));
    const ranks = rows.map((r) => AMOUNT_LOST_RANGES.findIndex((range) => r[5].startsWith(`${range} `)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('CSV: case details with newlines come out on one line', async () => {
    const { rows, text } = await csvExport({ ids: String(multilineLead) });
    expect(rows).toHaveLength(1);
    expect(rows[0][8]).toBe('Line one Line two Line three Line four, "quoted"');
    expect(text.trimEnd().split(/\r\n|\n|\r/)).toHaveLength(2);
  });

  it('CSV: cells starting with = + - @ tab or CR are prefixed with an apostrophe', async () => {
    const { rows } = await csvExport({ q: 'hyperlink', status: 'new' });
    const formula = await getLead(formulaLead);
    expect(rows).toEqual([expectedRow(formula)]);
    expect(rows[0].slice(0, 3)).toEqual([`'=HYPERLINK("http://evil.example","Click")`, "'+SUM(1,2)", "'+44 20 7946 0001"]);
    expect(rows[0][6]).toBe("'-2+3 Trading");
    expect(rows[0][7]).toBe("'@now");
    expect(rows[0][8]).toBe(`'=cmd|" /C calc"!A0`);

    const { rows: control } = await csvExport({ q: 'tabbed' });
    expect(control).toHaveLength(1);
    expect(control[0].slice(0, 2)).toEqual(["'\tTabbed", "'\rReturned"]);
    expect(control[0][6]).toBe("'@Company");
    // No cell of the whole export starts with a formula character.
    const { rows: all } = await csvExport({});
    for (const cell of all.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('CSV: ids=a,b exports just those leads', async () => {
    const [a, b] = [matching[3], formulaLead];
    const { rows } = await csvExport({ ids: `${a},${b}` });
    const expected = [await getLead(b), await getLead(a)]; // newest first
    expect(rows).toEqual(expected.map(expectedRow));
    // An id that does not exist adds nothing.
    expect((await csvExport({ ids: `${a},999999` })).rows).toEqual([expectedRow(await getLead(a))]);
  });

  it('CSV: a search that matches nothing gives the header alone', async () => {
    const { rows, text } = await csvExport({ q: 'no lead has this text' });
    expect(rows).toEqual([]);
    expect(text.trim()).toBe(HEADER.join(','));
  });

  it("Excel: a sheet named 'Leads' with the same rows and neutralised cells", async () => {
    const params: ExportQuery = { status: 'contacted', q: 'exportable' };
    const rows = await xlsxExport(params);
    expect(rows).toEqual((await csvExport(params)).rows);
    expect(rows).toHaveLength(45);
    const formula = await xlsxExport({ q: 'hyperlink', status: 'new' });
    expect(formula).toEqual([expectedRow(await getLead(formulaLead))]);
    expect(formula[0][0].startsWith("'=")).toBe(true);
    const control = await xlsxExport({ q: 'tabbed' });
    // XML reads a raw carriage return back as a line feed; the apostrophe is what counts.
    expect(control[0].slice(0, 2)).toEqual(["'\tTabbed", "'\nReturned"]);
    expect(control[0][6]).toBe("'@Company");
    const multi = await xlsxExport({ ids: String(multilineLead) });
    expect(multi[0][8]).toBe('Line one Line two Line three Line four, "quoted"');
    expect(await xlsxExport({ ids: `${matching[0]},${matching[1]}` })).toEqual(
      [await getLead(matching[1]), await getLead(matching[0])].map(expectedRow),
    );
  });

  it.skipIf(!process.env.DATABASE_URL)('a download dropped part-way ends its database transaction at once', async () => {
    await clearLeads(db());
    await db().execute(sql`insert into client_submissions (first_name, last_name, email, phone, country, amount_lost, case_details)
      select 'Abort', 'Lead', 'abort' || i || '@example.com', '123', 'Canada', 'under-2000', repeat('long case text ', 60)
      from generate_series(1, 40000) as i`);
    const stuck = async () =>
      Number(
        // A cursor's transaction waiting for its next fetch, or a COPY still sending.
        (
          (await db().execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and ((state like 'idle in transaction%' and query like '%lead_export%') or (state <> 'idle' and query like 'copy (%'))`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // The browser goes away after the first bytes: its socket closes.
      await new Promise<void>((resolve, reject) => {
        const url = `${open.baseUrl}${endpointUrl(endpoints.exportFile, { query: { format: 'csv' } })}`;
        const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
      });
    }
    // Every export transaction ends (three readings in a row show none left), well before any time-out.
    const deadline = Date.now() + 10_000;
    let clear = 0;
    while (clear < 3 && Date.now() < deadline) {
      clear = (await stuck()) === 0 ? clear + 1 : 0;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(clear).toBe(3);
    // The pool still serves: a full export of a small search completes.
    const small = await callApi(open.baseUrl, endpoints.exportFile, { query: { format: 'csv', q: 'abort12345@' }, token });
    expect(small.status).toBe(200);
    await clearLeads(db());
  });

  it('exports more rows than one database fetch holds', async () => {
    const extra = 2050;
    await seed(Array.from({ length: extra }, (_, i) => ({ companyName: `Bulk Export Ltd ${i}`, status: 'qualified' })));
    const { rows } = await csvExport({ status: 'qualified' });
    expect(rows).toHaveLength(extra);
    expect(new Set(rows.map((r) => r[3])).size).toBe(extra);
    expect(await xlsxExport({ status: 'qualified', q: 'bulk export ltd 20' })).toHaveLength(
      (await list({ status: 'qualified', q: 'bulk export ltd 20' })).total,
    );
  });

  it.each([
    ['format=pdf', 'format=pdf', 'Format must be csv or xlsx'],
    ['format=CSV', 'format=CSV', 'Format must be csv or xlsx'],
    ['ids=1,x', 'format=csv&ids=1,x', 'ids must be a comma-separated list of lead ids'],
    ['an empty ids', 'format=csv&ids=', 'ids must be a comma-separated list of lead ids'],
    ['an id beyond the id range', 'format=csv&ids=1,2147483648', 'ids must be a comma-separated list of lead ids'],
    ['an id of 400 digits', `format=xlsx&ids=${'9'.repeat(400)}`, 'ids must be a comma-separated list of lead ids'],
    ['sort=email', 'format=csv&sort=email', 'Unknown sort'],
    ['status=archived', 'format=csv&status=archived', 'Unknown status'],
  ])('%s is a 400 JSON error, not a file', async (_label, params, message) => {
    const response = await getWithSearch(endpoints.exportFile, params);
    expectError(response, 400, message);
    expect(response.headers.get('content-disposition')).toBeNull();
  });
});
