import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardInNameMessage, PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE } from '../../../contract/shared/fields';
import {
  ASSESSMENT_REFERENCE_PATTERN,
  ASSESSMENT_REQUIRED_FIELDS,
  DUPLICATE_ASSESSMENT_MESSAGE,
  assessmentMessages,
} from '../../../contract/intake/assessment';
import { clientSubmissions, mailOutbox } from '../../platform/db/schema';
import { UNSTORABLE_TEXT_MESSAGE } from '../../platform/http-error';
import type { AssessmentInput } from '../../../contract/intake/assessment';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import {
  type ApiOptions,
  type AppOnDatabase,
  callApi,
  leadCount,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
  uniqueEmail,
  validAssessment,
  expectRefusal,
  NEW_WEBSITE_LEAD,
  storedRow,
  unchecked,
} from '../../testing';

const endpoint = intakeEndpoints.submitAssessment;
const HIGH_LIMITS = { INTAKE_RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '100000' };

// Three instances of the app on one fresh database (tests in a file run one after another).
let open: TestApp; // no partner configured
let partner: AppOnDatabase; // PARTNER_NAME='Acme Partners'
let limited: AppOnDatabase; // INTAKE_RATE_LIMIT_MAX=3

beforeAll(async () => {
  open = await startTestApp(HIGH_LIMITS);
  [partner, limited] = await Promise.all([
    startAppOnDatabase(open.database, { ...HIGH_LIMITS, PARTNER_NAME: 'Acme Partners' }),
    startAppOnDatabase(open.database, { INTAKE_RATE_LIMIT_MAX: '3' }),
  ]);
});

afterAll(async () => {
  await Promise.all([partner?.close(), limited?.close()]);
  await open?.close();
});

const storedLead = (id: number) => storedRow(open.database.db, clientSubmissions, id);

/** Posts a body expected to be refused and checks that nothing was stored. */
const expectRefused = (body: unknown, status = 400) => expectRefusal(open.baseUrl, endpoint, body, () => leadCount(open.database.db), status);
const submit = (body: AssessmentInput, baseUrl = open.baseUrl) => callApi(baseUrl, endpoint, { body });
/** Sends what the endpoint's types refuse (text that is not JSON, another content type): the server must refuse it too. */
const submitRaw = (body: unknown, options: Omit<ApiOptions, 'body'> = {}) => callApi(open.baseUrl, endpoint, { body: unchecked(body), ...options });
/** A valid assessment with fields the types refuse (absent, null, of the wrong type). */
const assessmentWith = (overrides: Record<string, unknown>): Record<string, unknown> => ({ ...validAssessment(), ...overrides });

describe('POST /api/client-submissions: accepted', () => {
  it('answers 201 with the id and stores the trimmed, normalised lead with its defaults', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await submit({
      firstName: '  Ann  ',
      lastName: '\tLee ',
      email: `  ${email.toUpperCase()}  `,
      phone: ' +44 (20) 7946-0958 ',
      country: 'United Kingdom',
      amountLost: '10000-25000',
      depositMethod: 'cryptocurrency',
      companyName: '  FakeTrade Ltd ',
      caseDetails: '   I sent money to a fake platform.   ',
    });
    const { id, reference } = response.reply(201);
    expect(Object.keys(response.json as object)).toEqual(['id', 'reference']);
    expect(Number.isInteger(id)).toBe(true);
    expect(reference).toMatch(ASSESSMENT_REFERENCE_PATTERN);

    const row = await storedLead(id);
    expect(row).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: email.toLowerCase(),
      phone: '+44 (20) 7946-0958',
      country: 'United Kingdom',
      amountLost: '10000-25000',
      currency: 'USD',
      depositMethod: 'cryptocurrency',
      companyName: 'FakeTrade Ltd',
      expertCallTime: 'Any time',
      caseDetails: 'I sent money to a fake platform.',
      ...NEW_WEBSITE_LEAD,
      reference,
      consentToShare: false,
      consentText: null,
      consentAt: null,
    });
  });

  it('stores the chosen currency and expert call time, and "Any time" for a blank one', async () => {
    const chosen = await submit(validAssessment({ currency: 'BTC', expertCallTime: ' After 6pm ' }));
    expect(chosen.status).toBe(201);
    expect(await storedLead(chosen.reply(201).id)).toMatchObject({ currency: 'BTC', expertCallTime: 'After 6pm' });

    const blank = await submit(validAssessment({ expertCallTime: '   ' }));
    expect(blank.status).toBe(201);
    expect((await storedLead(blank.reply(201).id)).expertCallTime).toBe('Any time');
  });

  it('accepts case details of exactly 10 and exactly 1000 characters', async () => {
    for (const length of [10, 1000]) {
      const caseDetails = 'x'.repeat(length);
      const response = await submit(validAssessment({ caseDetails }));
      expect(response.status).toBe(201);
      expect((await storedLead(response.reply(201).id)).caseDetails).toBe(caseDetails);
    }
  });

  it('ignores every field a visitor may not set', async () => {
    const response = await submitRaw(
      assessmentWith({
        // Not part of the contract: the server must drop them, not store them.
        ...{
          id: 999_999,
          userId: 1,
          status: 'converted',
          priority: 'high',
          source: 'partner-import',
          notes: 'VIP, skip checks',
          assignedTo: 1,
          lastContactedAt: '2020-01-01T00:00:00Z',
          nextFollowUpAt: '2020-01-02T00:00:00Z',
          crmSyncStatus: 'synced',
          crmSyncedAt: '2020-01-01T00:00:00Z',
          crmSyncError: 'none',
          consentText: 'I agree to anything',
          consentAt: '2000-01-01T00:00:00Z',
          createdAt: '2000-01-01T00:00:00Z',
        },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.reply(201).id).not.toBe(999_999);
    const row = await storedLead(response.reply(201).id);
    expect(row).toMatchObject({
      userId: null,
      status: 'new',
      priority: 'medium',
      source: 'website',
      notes: null,
      assignedTo: null,
      lastContactedAt: null,
      nextFollowUpAt: null,
      crmSyncStatus: 'pending',
      crmSyncedAt: null,
      crmSyncError: null,
      consentToShare: false,
      consentText: null,
      consentAt: null,
    });
    expect(new Date(row.createdAt).getFullYear()).toBeGreaterThan(2020);
  });
});

describe('POST /api/client-submissions: refused', () => {
  it('lists every required field of an empty object as missing', async () => {
    const body = await expectRefused({});
    expect(body).toEqual({ message: 'Missing required fields', missingFields: [...ASSESSMENT_REQUIRED_FIELDS] });
  });

  it('lists exactly the absent, null and blank required fields', async () => {
    const partial = assessmentWith({ lastName: '   ', caseDetails: '', country: null });
    delete partial.phone;
    const body = await expectRefused(partial);
    expect(body).toEqual({ message: 'Missing required fields', missingFields: ['lastName', 'phone', 'country', 'caseDetails'] });
  });

  it('does not list optional fields (currency, expert call time) as missing', async () => {
    const body = await expectRefused(validAssessment({ firstName: '', currency: undefined, expertCallTime: undefined }));
    expect(body).toEqual({ message: 'Missing required fields', missingFields: ['firstName'] });
  });

  it.each(['not-an-email', 'ann@', '@x.com', 'ann@x', 'ann x@x.com'])('names the email field for %j', async (email) => {
    const body = await expectRefused(validAssessment({ email }));
    expect(body).toEqual({ message: 'Valid email is required', field: 'email' });
  });

  it.each([
    ['9 characters of case details', { caseDetails: '123456789' }, assessmentMessages.caseDetailsMin],
    ['9 characters once trimmed', { caseDetails: '    123456789    ' }, assessmentMessages.caseDetailsMin],
    ['1001 characters of case details', { caseDetails: 'x'.repeat(1001) }, assessmentMessages.caseDetailsMax],
    ['a phone with letters', { phone: '+44 call me' }, PHONE_CHARACTERS_MESSAGE],
    ['a phone of only brackets', { phone: '()' }, PHONE_DIGITS_MESSAGE],
    ['a phone of only a plus', { phone: '+' }, PHONE_DIGITS_MESSAGE],
    ['a phone of four digits', { phone: '+44 12' }, PHONE_DIGITS_MESSAGE],
    ['a country not in the list', { country: 'Narnia' }, assessmentMessages.country],
    ['a country in another case', { country: 'united kingdom' }, assessmentMessages.country],
    ['an amount range not in the list', { amountLost: '1-2' }, assessmentMessages.amountLost],
    ['a deposit method not in the list', { depositMethod: 'carrier-pigeon' }, assessmentMessages.depositMethod],
    ['a currency not in the list', { currency: 'XYZ' }, 'Please choose a currency from the list'],
    ['a number for the first name', { firstName: 42 }, assessmentMessages.firstName],
    ['an object for the company', { companyName: { name: 'x' } }, assessmentMessages.companyName],
    ['a string for the consent', { consentToShare: 'yes' }, 'Consent must be yes or no'],
    ['a card number for the first name', { firstName: '4111 1111 1111 1111' }, cardInNameMessage('First name')],
    ['a card number in the last name', { lastName: 'Lee 4111-1111-1111-1111' }, cardInNameMessage('Last name')],
  ])('answers 400 with its message for %s', async (_name, overrides, message) => {
    const body = await expectRefused(assessmentWith(overrides));
    expect(body).toEqual({ message });
  });

  it.each(
    ['firstName', 'lastName', 'companyName', 'expertCallTime', 'caseDetails'].flatMap((key) => [
      [key, 'a null character', 'Some text\u0000 long enough'],
      [key, 'a lone surrogate', 'Some text \uD800 long enough'],
      [key, 'a lone low surrogate', 'Some text \uDC00 long enough'],
    ]),
  )('answers 400, not 500, for %s holding %s, which PostgreSQL cannot store', async (key, _what, text) => {
    const body = await expectRefused(validAssessment({ [key]: text }));
    expect(body).toEqual({ message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('stores emoji and other astral characters (well-formed surrogate pairs) as sent', async () => {
    const caseDetails = 'Lost 🦊👩‍👩‍👧 𝕏 李小龍 on a fake exchange';
    const response = await submit(validAssessment({ caseDetails, firstName: '𝓐nn' }));
    expect(response.status).toBe(201);
    expect(await storedLead(response.reply(201).id)).toMatchObject({ caseDetails, firstName: '𝓐nn' });
  });

  it('still stores a valid lead sent at the same moment as one with a null character', async () => {
    const before = await leadCount(open.database.db);
    const good = validAssessment();
    const [accepted, refused] = await Promise.all([submit(good), submit(validAssessment({ caseDetails: 'nul \u0000 in the middle' }))]);
    expect([accepted.status, refused.status]).toEqual([201, 400]);
    expect(await leadCount(open.database.db)).toBe(before + 1);
    expect((await storedLead(accepted.reply(201).id)).email).toBe(good.email);
  });

  it.each([
    ['an array', '[]'],
    ['an array of a valid body', JSON.stringify([validAssessment()])],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers 400 for a body that is %s', async (_name, text) => {
    const before = await leadCount(open.database.db);
    const response = await submitRaw(text);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Request body must be a JSON object' });
    expect(await leadCount(open.database.db)).toBe(before);
  });

  it('answers 400 for invalid JSON', async () => {
    const before = await leadCount(open.database.db);
    const response = await submitRaw('{"firstName": "Ann",');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Request body is not valid JSON' });
    expect(await leadCount(open.database.db)).toBe(before);
  });

  it('answers 400 for a prototype-poisoning body and stores nothing', async () => {
    const before = await leadCount(open.database.db);
    const valid = JSON.stringify(validAssessment()).slice(1);
    for (const text of [`{"__proto__":{"status":"converted"},${valid}`, `{"constructor":{"prototype":{"status":"x"}},${valid}`]) {
      const response = await submitRaw(text);
      expect(response.status).toBe(400);
      expect(typeof (response.json as { message?: unknown }).message).toBe('string');
    }
    expect(await leadCount(open.database.db)).toBe(before);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });

  it('answers 413 with a message for a body over the limit', async () => {
    const before = await leadCount(open.database.db);
    const response = await submit(validAssessment({ caseDetails: 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ message: 'Request body is too large' });
    expect(await leadCount(open.database.db)).toBe(before);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const before = await leadCount(open.database.db);
    const response = await submitRaw('firstName=Ann', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(415);
    expect(response.json).toEqual({ message: 'Unsupported content type: send JSON' });
    expect(await leadCount(open.database.db)).toBe(before);
  });
});

describe('POST /api/client-submissions: duplicates and concurrency', () => {
  it('answers 409 for an email already stored, in any case and spacing', async () => {
    const email = uniqueEmail('ann');
    const first = await submit(validAssessment({ email }));
    expect(first.status).toBe(201);
    for (const again of [email, email.toUpperCase(), `  ${email.replace('ann', 'ANN')} `]) {
      const body = await expectRefused(validAssessment({ email: again, firstName: 'Someone else' }), 409);
      expect(body).toEqual({ message: DUPLICATE_ASSESSMENT_MESSAGE });
    }
    const rows = await open.database.db.select().from(clientSubmissions).where(eq(clientSubmissions.email, email));
    expect(rows.map((r) => r.firstName)).toEqual(['Ann']);
  });

  it('answers 409 for "ANN@X.com" after "ann@x.com"', async () => {
    expect((await submit(validAssessment({ email: 'ann@x.com' }))).status).toBe(201);
    const body = await expectRefused(validAssessment({ email: 'ANN@X.com' }), 409);
    expect(body).toEqual({ message: DUPLICATE_ASSESSMENT_MESSAGE });
  });

  it('stores exactly one of 20 simultaneous submissions with the same email', async () => {
    const email = uniqueEmail('race');
    const before = await leadCount(open.database.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(validAssessment({ email: i % 2 ? email.toUpperCase() : email, firstName: `Racer${i}` }))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409)) expect(r.json).toEqual({ message: DUPLICATE_ASSESSMENT_MESSAGE });
    expect(await leadCount(open.database.db)).toBe(before + 1);

    const winner = responses.find((r) => r.status === 201);
    const rows = await open.database.db.select().from(clientSubmissions).where(eq(clientSubmissions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(winner?.reply(201).id);
    // The stored row is the winner's own data, not another racer's.
    const winnerIndex = responses.indexOf(winner as (typeof responses)[number]);
    expect(rows[0].firstName).toBe(`Racer${winnerIndex}`);
  });

  it('stores 50 simultaneous submissions with different emails, each with its own id', async () => {
    const before = await leadCount(open.database.db);
    const bodies = Array.from({ length: 50 }, (_, i) => validAssessment({ firstName: `Crowd${i}` }));
    const responses = await Promise.all(bodies.map((body) => submit(body)));
    expect(responses.map((r) => r.status)).toEqual(Array<number>(50).fill(201));
    const ids = responses.map((r) => r.reply(201).id);
    expect(new Set(ids).size).toBe(50);
    expect(await leadCount(open.database.db)).toBe(before + 50);
    // Each caller got the id of its own row.
    for (const [i, id] of ids.entries()) {
      const row = await storedLead(id);
      expect(row.email).toBe(bodies[i].email);
      expect(row.firstName).toBe(`Crowd${i}`);
    }
  });
});

describe('POST /api/client-submissions: the same sending twice (a proxy retrying it on another instance)', () => {
  const receipts = async (email: string) =>
    (
      await open.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'assessment_received'), eq(mailOutbox.toAddress, email)))
    ).length;

  it('answers a sending that arrives again with the assessment it stored: one lead, one receipt', async () => {
    const body = validAssessment({ sendingId: crypto.randomUUID() });
    const email = String(body.email);
    const before = await leadCount(open.database.db);
    const first = await submit(body);
    const again = await submit(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await leadCount(open.database.db)).toBe(before + 1);
    expect(await receipts(email)).toBe(1);
  });

  it('answers both copies of a sending that arrive at the same moment with the one assessment stored', async () => {
    const body = validAssessment({ sendingId: crypto.randomUUID() });
    const before = await leadCount(open.database.db);
    const replies = await Promise.all([1, 2, 3].map(() => submit(body)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => JSON.stringify(r.json))).size).toBe(1);
    expect(await leadCount(open.database.db)).toBe(before + 1);
  });

  it('still answers 409 to another sending for the same email, and to one with no id', async () => {
    const email = uniqueEmail('twice');
    expect((await submit(validAssessment({ email, sendingId: crypto.randomUUID() }))).status).toBe(201);
    expect(await expectRefused(validAssessment({ email, sendingId: crypto.randomUUID() }), 409)).toEqual({
      message: DUPLICATE_ASSESSMENT_MESSAGE,
    });
    expect(await expectRefused(validAssessment({ email }), 409)).toEqual({ message: DUPLICATE_ASSESSMENT_MESSAGE });
  });

  it('refuses a sending id that is not a UUID', async () => {
    expect(await expectRefused(validAssessment({ sendingId: 'retry-1' }))).toEqual({ message: 'Sending id must be a UUID' });
  });
});

describe('POST /api/client-submissions: rate limit', () => {
  it('answers 429 with a JSON message on the 4th request when the limit is 3, and stores nothing for it', async () => {
    const before = await leadCount(open.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await submit(validAssessment(), limited.baseUrl)).status);
    expect(statuses).toEqual([201, 201, 201]);
    expect(await leadCount(open.database.db)).toBe(before + 3);

    const fourth = await submit(validAssessment(), limited.baseUrl);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('content-type')).toMatch(/application\/json/);
    expect(fourth.reply(429).message.length).toBeGreaterThan(0);
    expect(await leadCount(open.database.db)).toBe(before + 3);
  });
});

describe('POST /api/client-submissions: consent to share with the partner', () => {
  it("stores consent with the server's own text naming the partner, and the time", async () => {
    const before = Date.now();
    const response = await callApi(partner.baseUrl, endpoint, {
      body: unchecked({ ...validAssessment({ consentToShare: true }), consentText: 'I agree to pay a release fee' }),
    });
    expect(response.status).toBe(201);
    const row = await storedLead(response.reply(201).id);
    expect(row.consentToShare).toBe(true);
    expect(row.consentText).toBe('I agree that Recourse may share my case details with its partner Acme Partners to help recover my funds.');
    expect(row.consentAt).not.toBeNull();
    const at = new Date(row.consentAt as string).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores no consent when the visitor did not tick the box', async () => {
    for (const consent of [false, undefined]) {
      const response = await submit(validAssessment({ consentToShare: consent }), partner.baseUrl);
      expect(response.status).toBe(201);
      expect(await storedLead(response.reply(201).id)).toMatchObject({
        consentToShare: false,
        consentText: null,
        consentAt: null,
      });
    }
  });

  it('stores consent as false with no text when no partner is configured', async () => {
    const response = await submit(validAssessment({ consentToShare: true }));
    expect(response.status).toBe(201);
    expect(await storedLead(response.reply(201).id)).toMatchObject({
      consentToShare: false,
      consentText: null,
      consentAt: null,
    });
  });
});
