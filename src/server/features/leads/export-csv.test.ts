import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { callApi, clearLeads, createTestStaff, seedLeads, signInStaff, startTestApp, type TestApp } from '../../testing';
import type { LeadSeed } from '../../testing';
import { streamLeadExport } from './export';

// The CSV export byte for byte: on PostgreSQL the database writes it (COPY), on the embedded database
// the server does (a cursor); both must give exactly these bytes, and the same bytes as each other.

let open: TestApp;
let token: string;

beforeAll(async () => {
  open = await startTestApp();
  const staff = await createTestStaff(open.database.db, { isAdmin: true });
  token = await signInStaff(open.baseUrl, staff.email, staff.password);
});

afterAll(async () => open?.close());

const lead = (n: number, fields: LeadSeed): LeadSeed => ({
  firstName: 'Plain',
  lastName: 'Person',
  email: `exact${n}@example.com`,
  phone: '020 7946 0958',
  country: 'Canada',
  amountLost: 'under-2000',
  currency: 'USD',
  companyName: 'Company',
  expertCallTime: 'Any time',
  caseDetails: 'Details',
  ...fields,
});

// The byte-order mark first, so that Excel opens the file as UTF-8.
const HEADER = '\uFEFFFirst Name,Last Name,Phone,Email,Country,Amount,Company,Expert Call Time,Case Details,Date\r\n';

describe('the CSV export, exactly', () => {
  it('neutralises, quotes and formats every kind of cell the same on every database', async () => {
    await clearLeads(open.database.db);
    const ids = await seedLeads(open.database.db, [
      // Every formula start, in every kind of column; an empty call time; case details that start with line breaks.
      lead(1, {
        firstName: '=1+1',
        lastName: '+44',
        phone: '-2',
        email: '@exact1.example',
        country: ';DE',
        amountLost: '\tTab',
        companyName: '\rCo',
        expertCallTime: '',
        caseDetails: '\r\n=HYPERLINK("x")',
        createdAt: '2024-02-29T23:59:59.999Z',
      }),
      // Quotes, commas and line breaks; unicode; the day in UTC of a time given in another zone.
      lead(2, {
        firstName: 'Anne, "Nan"',
        lastName: 'Line\nBreak',
        phone: '',
        email: 'a"b@exact2.example',
        country: 'Côte d’Ivoire',
        amountLost: '5000-10000',
        currency: 'EUR',
        companyName: 'İstanbul 😀 Ltd',
        expertCallTime: 'Mornings, weekends',
        caseDetails: 'First line\r\n\r\nsecond, "quoted"\rthird\n',
        createdAt: '2024-03-01T00:30:00+02:00',
      }),
      // Empty cells; a formula start after a space or a line feed is not one; a lone quote.
      lead(3, {
        firstName: '',
        lastName: ' =not a formula',
        phone: '\n-lead',
        country: '',
        amountLost: '-5',
        currency: 'GBP',
        companyName: '"',
        expertCallTime: '@',
        caseDetails: '',
        createdAt: '2024-03-01T00:00:00.000Z',
      }),
      // Backslashes, PostgreSQL's end-of-data marker, a carriage return inside a cell, one-character formulas.
      lead(4, {
        firstName: 'back\\slash',
        lastName: ';',
        phone: 'a\rb',
        email: '\\.',
        country: 'München',
        amountLost: 'under-2000',
        currency: 'CAD',
        companyName: '=',
        expertCallTime: '\t',
        caseDetails: '\n\n',
        createdAt: '1999-12-31T23:59:59.000Z',
      }),
    ]);
    const response = await callApi(open.baseUrl, leadEndpoints.exportFile, {
      query: { format: 'csv', sort: 'createdAt', order: 'asc', ids: ids.join(',') },
      token,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.bytes.toString('utf8')).toBe(
      HEADER +
        "back\\slash,';,\"a\rb\",\\.,München,under-2000 CAD,'=,'\t, ,1999-12-31\r\n" +
        '"Anne, ""Nan""","Line\nBreak",,"a""b@exact2.example",Côte d’Ivoire,5000-10000 EUR,İstanbul 😀 Ltd,"Mornings, weekends","First line second, ""quoted"" third ",2024-02-29\r\n' +
        '\'=1+1,\'+44,\'-2,\'@exact1.example,\';DE,\'\tTab USD,"\'\rCo",Not specified," =HYPERLINK(""x"")",2024-02-29\r\n' +
        ', =not a formula,"\n-lead",exact3@example.com,,\'-5 GBP,"""",\'@,,2024-03-01\r\n',
    );
  });

  it('an export with no rows is the header line alone', async () => {
    const response = await callApi(open.baseUrl, leadEndpoints.exportFile, { query: { format: 'csv', q: 'nothing has this' }, token });
    expect(response.bytes.toString('utf8')).toBe(HEADER);
  });
});

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

// A small deterministic generator: the same hostile cells every run.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pieces = [
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\n',
    '\r\n',
    ';',
    '"',
    '""',
    ',',
    ' ',
    "'",
    '\\',
    '\\.',
    'a',
    'Zz',
    'é',
    '😀',
    'İ',
    '\u2028',
    'x y',
  ];
  const text = () => Array.from({ length: Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
  return { next, text };
}

describe.skipIf(!process.env.DATABASE_URL)('COPY and the cursor give the same file', () => {
  beforeAll(async () => {
    await clearLeads(open.database.db);
    const { next, text } = generator(15);
    const rows: LeadSeed[] = Array.from({ length: 3000 }, (_, i) => ({
      firstName: text(),
      lastName: i % 97 === 0 ? "O'Brien\\x" : text(),
      email: `${text()}${i}@copy.example`,
      phone: text(),
      country: text(),
      amountLost: text(),
      currency: text(),
      companyName: text(),
      expertCallTime: text(),
      caseDetails: text() + text(),
      // Over 40 years, often near midnight in UTC.
      createdAt: new Date(Date.UTC(1990, 0, 1) + Math.floor(next() * 40 * 365) * 86_400_000 + (next() < 0.5 ? 86_399_999 : 0)).toISOString(),
      status: i % 3 === 0 ? 'contacted' : 'new',
    }));
    await seedLeads(open.database.db, rows);
  });

  type Query = Parameters<typeof streamLeadExport>[1];
  const base: Query = { q: '', status: null, priority: null, assignedTo: null, followUp: null, sort: 'createdAt', order: 'desc' };
  it.each<[string, Partial<Query>]>([
    ['every lead, newest first', {}],
    ['by name, ascending', { sort: 'firstName', order: 'asc' }],
    ['by amount, with a status', { sort: 'amountLost', order: 'desc', status: 'contacted' }],
    ['a search with a quote and a backslash', { q: "'brien\\" }],
  ])('%s', async (_label, params) => {
    const query = { ...base, ...params };
    const fail = (error: unknown) => {
      throw error;
    };
    expect(open.database.copyOut).toBeDefined();
    const copied = await collect(streamLeadExport(open.database, query, 'csv', fail));
    const formatted = await collect(streamLeadExport({ db: open.database.db }, query, 'csv', fail));
    expect(copied.length).toBeGreaterThan(HEADER.length);
    expect(copied.toString('utf8')).toBe(formatted.toString('utf8'));
    expect(copied.equals(formatted)).toBe(true);
  });
});
