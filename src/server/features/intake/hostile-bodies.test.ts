import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '../../../contract/intake/contact';
import { assessmentSchema } from '../../../contract/intake/assessment';
import { AMOUNT_LOST_RANGES, ASSESSMENT_CURRENCIES, COUNTRIES, DEPOSIT_METHODS } from '../../../contract/shared/options';
import { clientSubmissions, contactSubmissions } from '../../platform/db/schema';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { api, NEW_WEBSITE_LEAD, startTestApp, type TestApp, uniqueEmail } from '../../testing';

/**
 * Property: whatever a hostile client sends to the intake routes, the server never answers 5xx,
 * every 201 is a stored row that the contract accepts and that holds what was sent, and every
 * other answer stores nothing.
 */

// The embedded database runs inside this process and is slower: fewer runs, same properties.
const NUM_RUNS = process.env.DATABASE_URL ? 150 : 60;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ INTAKE_RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '100000' });
});

afterAll(async () => {
  await testApp?.close();
});

// ---- arbitraries -------------------------------------------------------------------------------

const HOSTILE_CONSTANTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE client_submissions; --",
  "Robert'); DELETE FROM contact_submissions WHERE ('1'='1",
  '1 OR 1=1',
  '$$; select pg_sleep(10); $$',
  '\\x00\\\\',
  '\u0000',
  'before\u0000after, long enough',
  '\uD800 lone high surrogate here',
  'lone low surrogate \uDFFF here',
  '\u202Egnp.exe\u202C right-to-left override',
  '\uFEFF\u200B\u00A0 zero width and nbsp \u2028\u2029',
  'Zoë Ångström 李小龍 مرحبا 🦊👩‍👩‍👧 𝕏',
  '${7*7} {{constructor.constructor("alert(1)")()}}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=y',
  '\r\n\r\nHTTP/1.1 200 OK',
  '   ',
  '',
  'null',
] as const;

/** Never blank and long enough for any minimum, with something nasty inside. */
const nastyText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HOSTILE_CONSTANTS), fc.string({ unit: 'binary', maxLength: 30 }))
  .map(([nasty, noise]) => `Details: ${nasty} ${noise}`);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 3, arbitrary: nastyText },
  // Around the field limits.
  { weight: 1, arbitrary: fc.integer({ min: 95, max: 1_010 }).map((n) => 'Z'.repeat(n)) },
);

/** Around and past the body limit (64 KiB), sent in one field now and then. */
const hugeText = fc.integer({ min: 30_000, max: 90_000 }).map((n) => 'é'.repeat(n));

/** Any JSON-ish value at all, hostile text included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.anything({ maxDepth: 2 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'x'), hostileText, { maxKeys: 2 }),
);

/** Mostly a plausible value, sometimes anything; absent one time in `absentOneIn`. */
function field<T>(plausible: fc.Arbitrary<T>, absentOneIn = 30): fc.Arbitrary<unknown> {
  return fc.option(fc.oneof({ weight: 20, arbitrary: plausible as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: anyValue }), {
    freq: absentOneIn,
    nil: undefined,
  });
}

const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Ann', ' Zoë ', "O'Brien", 'Lee-Smith', '李', '<b>Bold</b>', "x'; --") },
  { weight: 1, arbitrary: hostileText },
);
const email = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null).map(() => uniqueEmail('hostile')) },
  // The same address in several spellings: a later one must be a 409 that stores nothing.
  { weight: 2, arbitrary: fc.constantFrom('dup@example.com', ' DUP@Example.COM ', 'Dup@example.com') },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: hostileText.map((t) => `${t}@example.com`) },
);
const phone = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[0-9+\-() .]{1,40}$/) },
  { weight: 1, arbitrary: fc.constantFrom('+44 20 7946 0958', '555-CALL') },
  { weight: 1, arbitrary: hostileText },
);
const option = (options: readonly string[]) =>
  fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...options) }, { weight: 1, arbitrary: hostileText });
const caseDetails = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('I was scammed by a fake exchange.', '<script>alert(1)</script> took my savings') },
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 1_100 }) },
);

/** Keys a visitor may not set, and keys that try to reach prototypes. */
const FORBIDDEN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'id',
  'userId',
  'status',
  'priority',
  'source',
  'notes',
  'assignedTo',
  'crmSyncStatus',
  'crmSyncedAt',
  'consentText',
  'consentAt',
  'createdAt',
] as const;
const extraEntries = fc.array(fc.tuple(fc.constantFrom(...FORBIDDEN_KEYS), anyValue), { maxLength: 3 });

/** Writes JSON object text by hand, so that keys like `__proto__` really are sent as keys. */
function objectText(fields: Record<string, unknown>, extras: [string, unknown][]): string {
  const entries = [...extras, ...Object.entries(fields)]
    .map(([key, value]) => [key, JSON.stringify(value)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

const cleanName = fc.constantFrom('Ann', ' Zoë ', "O'Brien", 'Lee-Smith', '李');
const cleanPhone = fc.stringMatching(/^[0-9+() .-]{0,10}(?:[0-9][ .-]?){5,8}[0-9+() .-]{0,10}$/);
const freeText = fc.oneof(cleanName, nastyText);

/** Every required field present and plausible; the free-text ones often carry nasty content. */
const nearValidAssessment = fc.record({
  firstName: freeText,
  lastName: freeText,
  email,
  phone: cleanPhone,
  country: fc.constantFrom(...COUNTRIES),
  amountLost: fc.constantFrom(...AMOUNT_LOST_RANGES),
  currency: fc.option(fc.constantFrom(...ASSESSMENT_CURRENCIES), { nil: undefined }),
  depositMethod: fc.constantFrom(...DEPOSIT_METHODS),
  companyName: freeText,
  expertCallTime: fc.option(fc.oneof(cleanName, nastyText, fc.constant('  ')), { nil: undefined }),
  caseDetails: fc.oneof(nastyText, caseDetails),
  consentToShare: fc.option(fc.boolean(), { nil: undefined }),
});

const nearValidContact = fc.record({
  firstName: freeText,
  lastName: freeText,
  email,
  phone: fc.option(cleanPhone, { nil: undefined }),
  subject: fc.option(freeText, { nil: undefined }),
  message: fc.oneof(nastyText, caseDetails),
});

const messyAssessment = fc.record({
  firstName: field(name),
  lastName: field(name),
  email: field(email),
  phone: field(phone),
  country: field(option(COUNTRIES)),
  amountLost: field(option(AMOUNT_LOST_RANGES)),
  currency: field(option(ASSESSMENT_CURRENCIES), 3),
  depositMethod: field(option(DEPOSIT_METHODS)),
  companyName: field(name),
  expertCallTime: field(fc.oneof(fc.constantFrom('Mornings', '  '), hostileText), 3),
  caseDetails: field(caseDetails),
  consentToShare: field(fc.boolean(), 3),
});

const messyContact = fc.record({
  firstName: field(name),
  lastName: field(name),
  email: field(email),
  phone: field(phone, 3),
  subject: field(hostileText, 3),
  message: field(caseDetails),
});

const assessmentFields = fc.oneof({ weight: 3, arbitrary: nearValidAssessment }, { weight: 1, arbitrary: messyAssessment });
const contactFields = fc.oneof({ weight: 3, arbitrary: nearValidContact }, { weight: 1, arbitrary: messyContact });

/** A request body as raw text: mostly objects with the real keys, sometimes anything at all. */
function bodies(fields: fc.Arbitrary<Record<string, unknown>>, longField: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.tuple(fields, extraEntries).map(([f, extras]) => objectText(f, extras)) },
    { weight: 1, arbitrary: fc.tuple(fields, hugeText).map(([f, huge]) => objectText({ ...f, [longField]: huge }, [])) },
    { weight: 1, arbitrary: fc.anything().map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    // Not JSON at all, or JSON cut short.
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostileText,
        fields.map((f) => objectText(f, []).slice(0, -1)),
      ),
    },
  );
}

// ---- checks --------------------------------------------------------------------------------------

interface Tally {
  [status: number]: number;
}

function expectErrorBody(status: number, json: unknown) {
  expect(status, 'a refused request answers 4xx').toBeGreaterThanOrEqual(400);
  expect(json, `status ${status} answers { message }`).toEqual(expect.objectContaining({ message: expect.any(String) }));
}

interface TableState {
  rows: number;
  /** A digest of every row but `exceptId`: equal digests mean no stored row was changed. */
  digest: string;
}

async function tableState(table: 'client_submissions' | 'contact_submissions', exceptId = 0): Promise<TableState> {
  const result = (await testApp.database.db.execute(sql`
    select count(*)::int as rows,
           coalesce(md5(string_agg(t::text, '|' order by t.id) filter (where t.id <> ${exceptId})), '') as digest
    from ${sql.identifier(table)} t`)) as unknown as { rows: TableState[] };
  return result.rows[0];
}

/** Both tables; `newLead` / `newContact` is left out of its own table's digest. */
async function storedState({ newLead = 0, newContact = 0 } = {}) {
  return { leads: await tableState('client_submissions', newLead), contacts: await tableState('contact_submissions', newContact) };
}

function expectPrototypesClean() {
  const probe = {} as Record<string, unknown>;
  for (const key of ['status', 'priority', 'x', 'isAdmin', 'notes', 'polluted']) expect(probe[key]).toBeUndefined();
}

describe('hostile bodies', () => {
  /**
   * Sends random and hostile bodies to an intake route: never a 5xx, a refusal has the error body and
   * changes nothing, and each acceptance is checked by `accepted`. Answers how often each status came.
   */
  async function probe(
    path: string,
    sent: fc.Arbitrary<string>,
    accepted: (id: number, text: string, before: Awaited<ReturnType<typeof storedState>>) => Promise<void>,
  ): Promise<Tally> {
    const tally: Tally = {};
    await fc.assert(
      fc.asyncProperty(sent, async (text) => {
        const before = await storedState();
        const response = await api(testApp.baseUrl, 'POST', path, { body: text });
        tally[response.status] = (tally[response.status] ?? 0) + 1;
        expect(response.status, response.text).toBeLessThan(500);
        if (response.status !== 201) {
          expectErrorBody(response.status, response.json);
          expect(await storedState(), 'a refused request changes nothing').toEqual(before);
          return;
        }
        const { id } = response.json as { id: number };
        expect(Number.isInteger(id)).toBe(true);
        await accepted(id, text, before);
      }),
      { numRuns: NUM_RUNS },
    );
    expectPrototypesClean();
    // The run is meaningful only if it reached both sides of the rules.
    expect(tally[201] ?? 0, JSON.stringify(tally)).toBeGreaterThan(NUM_RUNS / 15);
    expect(tally[400] ?? 0, JSON.stringify(tally)).toBeGreaterThan(NUM_RUNS / 5);
    return tally;
  }

  it('POST /api/client-submissions never answers 5xx, stores what a 201 accepted and nothing else', async () => {
    await probe(intakeEndpoints.submitAssessment.path, bodies(assessmentFields, 'caseDetails'), async (id, text, before) => {
      // One new row, and every row that was there is untouched.
      const after = await storedState({ newLead: id });
      expect(after.leads).toEqual({ rows: before.leads.rows + 1, digest: before.leads.digest });
      expect(after.contacts).toEqual(before.contacts);
      const [row] = await testApp.database.db.select().from(clientSubmissions).where(eq(clientSubmissions.id, id));
      expect(row).toBeDefined();

      const stored = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        country: row.country,
        amountLost: row.amountLost,
        currency: row.currency,
        depositMethod: row.depositMethod,
        companyName: row.companyName,
        expertCallTime: row.expertCallTime,
        caseDetails: row.caseDetails,
        consentToShare: row.consentToShare,
        // Where the visit came from: the source is utm_source, else website.
        utmSource: row.source === 'website' ? null : row.source,
        utmMedium: row.utmMedium,
        utmCampaign: row.utmCampaign,
        referrer: row.referrer,
        sendingId: row.sendingId,
      };
      // The stored row passes the contract as it is, and holds exactly what was sent, as parsed.
      expect(assessmentSchema.safeParse(stored).success).toBe(true);
      const sent = assessmentSchema.parse(JSON.parse(text));
      expect(stored).toEqual({ ...sent, consentToShare: false }); // no partner configured here
      expect(row).toMatchObject({
        ...NEW_WEBSITE_LEAD,
        consentText: null,
        consentAt: null,
      });
    });
  });

  it('POST /api/contact-submissions never answers 5xx, stores what a 201 accepted and nothing else', async () => {
    await probe(intakeEndpoints.submitContact.path, bodies(contactFields, 'message'), async (id, text, before) => {
      const after = await storedState({ newContact: id });
      expect(after.contacts).toEqual({ rows: before.contacts.rows + 1, digest: before.contacts.digest });
      expect(after.leads).toEqual(before.leads);
      const [row] = await testApp.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
      expect(row).toBeDefined();

      const stored = {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        ...(row.phone === null ? {} : { phone: row.phone }),
        ...(row.subject === null ? {} : { subject: row.subject }),
        message: row.message,
      };
      expect(contactSchema.safeParse(stored).success).toBe(true);
      const sent = contactSchema.parse(JSON.parse(text));
      expect(stored).toEqual({
        firstName: sent.firstName,
        lastName: sent.lastName,
        email: sent.email,
        ...(sent.phone ? { phone: sent.phone } : {}),
        ...(sent.subject ? { subject: sent.subject } : {}),
        message: sent.message,
      });
      expect(row.status).toBe('new');
    });
  });
});
