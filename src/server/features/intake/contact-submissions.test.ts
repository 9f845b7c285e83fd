import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, type ContactInput } from '../../../contract/intake/contact';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { cardInNameMessage, PHONE_CHARACTERS_MESSAGE, PHONE_DIGITS_MESSAGE } from '../../../contract/shared/fields';
import { contactSubmissions } from '../../platform/db/schema';
import { UNSTORABLE_TEXT_MESSAGE } from '../../platform/http-error';
import {
  type AppOnDatabase,
  callApi,
  contactCount,
  leadCount,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
  uniqueEmail,
  validContact,
  expectRefusal,
  storedRow,
  unchecked,
} from '../../testing';

const endpoint = intakeEndpoints.submitContact;

let open: TestApp;
let limited: AppOnDatabase; // CONTACT_RATE_LIMIT_MAX=2

beforeAll(async () => {
  open = await startTestApp({ INTAKE_RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '100000' });
  limited = await startAppOnDatabase(open.database, { CONTACT_RATE_LIMIT_MAX: '2' });
});

afterAll(async () => {
  await limited?.close();
  await open?.close();
});

const storedContact = (id: number) => storedRow(open.database.db, contactSubmissions, id);

const expectRefused = (body: unknown, status = 400) => expectRefusal(open.baseUrl, endpoint, body, () => contactCount(open.database.db), status);
const send = (body: ContactInput, baseUrl = open.baseUrl) => callApi(baseUrl, endpoint, { body });

describe('POST /api/contact-submissions', () => {
  it('answers 201 with the id and stores the trimmed message with status "new"', async () => {
    const email = uniqueEmail('Ben');
    const response = await callApi(open.baseUrl, endpoint, {
      body: unchecked({
        firstName: ' Ben ',
        lastName: ' Ode',
        email: ` ${email.toUpperCase()} `,
        phone: ' +1 (555) 010-0100 ',
        subject: '  Timing  ',
        message: '  How long does an assessment take?  ',
        status: 'closed', // not the visitor's to set
      }),
    });
    const { id } = response.reply(201);
    expect(Object.keys(response.json as object)).toEqual(['id']);
    expect(await storedContact(id)).toMatchObject({
      firstName: 'Ben',
      lastName: 'Ode',
      email: email.toLowerCase(),
      phone: '+1 (555) 010-0100',
      subject: 'Timing',
      message: 'How long does an assessment take?',
      status: 'new',
    });
  });

  it('stores null for an absent or blank phone and subject', async () => {
    const absent = validContact();
    delete absent.phone;
    delete absent.subject;
    const blank = validContact({ phone: '  ', subject: '' });
    for (const body of [absent, blank]) {
      const response = await send(body);
      expect(await storedContact(response.reply(201).id)).toMatchObject({ phone: null, subject: null, message: body.message });
    }
  });

  it('does not treat contact messages as leads, and allows the same email twice', async () => {
    const leadsBefore = await leadCount(open.database.db);
    const email = uniqueEmail('twice');
    const first = await send(validContact({ email }));
    const second = await send(validContact({ email, message: 'A follow-up question.' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.reply(201).id).not.toBe(first.reply(201).id);
    expect(await leadCount(open.database.db)).toBe(leadsBefore);
  });

  it.each([
    ['a missing message', { message: undefined }, 'Message is required'],
    ['a blank message', { message: '   ' }, 'Message is required'],
    ['a message over the limit', { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, `Must be ${CONTACT_MESSAGE_MAX} characters or less`],
    ['a missing first name', { firstName: undefined }, 'First name is required'],
    ['a missing last name', { lastName: '' }, 'Last name is required'],
    ['a card number for the first name', { firstName: '4111 1111 1111 1111' }, cardInNameMessage('First name')],
    ['a card number in the last name', { lastName: 'Lee 4111-1111-1111-1111' }, cardInNameMessage('Last name')],
    ['a bad email', { email: 'ben@' }, 'Valid email is required'],
    ['a missing email', { email: undefined }, 'Valid email is required'],
    ['a phone with letters', { phone: '555-CALL-NOW' }, PHONE_CHARACTERS_MESSAGE],
    ['a phone of only punctuation', { phone: '(-)' }, PHONE_DIGITS_MESSAGE],
    ['a number for the phone', { phone: 5550100 }, 'Phone number must be text'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'Subject must be 200 characters or less'],
    ['a null character in the message', { message: 'Hello\u0000there' }, UNSTORABLE_TEXT_MESSAGE],
    ['a null character in the subject', { subject: '\u0000' }, UNSTORABLE_TEXT_MESSAGE],
    ['a lone surrogate in the message', { message: 'Hello \uD83E there' }, UNSTORABLE_TEXT_MESSAGE],
  ])('answers 400 with its message for %s', async (_name, overrides, message) => {
    expect(await expectRefused({ ...validContact(), ...overrides })).toEqual({ message });
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['invalid JSON', '{"message": '],
  ])('answers 400 with a message for a body that is %s', async (_name, text) => {
    const before = await contactCount(open.database.db);
    const response = await callApi(open.baseUrl, endpoint, { body: unchecked(text) });
    expect(response.status).toBe(400);
    expect(typeof (response.json as { message?: unknown }).message).toBe('string');
    expect(await contactCount(open.database.db)).toBe(before);
  });

  it('answers 429 with a JSON message once the contact limit is reached, and stores nothing for it', async () => {
    const before = await contactCount(open.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await send(validContact(), limited.baseUrl)).status);
    expect(statuses).toEqual([201, 201]);
    const third = await send(validContact(), limited.baseUrl);
    expect(third.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof third.reply(429).message).toBe('string');
    expect(await contactCount(open.database.db)).toBe(before + 2);
  });
});
