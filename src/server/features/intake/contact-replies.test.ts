import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactInput } from '../../../contract/intake/contact';
import { contactMessageEndpoints as endpoints } from '../../../contract/intake/contact-endpoints';
import { EMAIL_NOT_PRIVATE_WARNING } from '../../../contract/intake/contact-messages';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import {
  auditRows,
  callApi,
  messageOf,
  quickClient,
  setUpAppWithMailAndAdmin,
  setUpCaseworker,
  TEST_PUBLIC_URL,
  unchecked,
  uniqueEmail,
  validContact,
} from '../../testing';
import { queryRows } from '../../platform/db/client';
import { noFeeWarning } from '../../platform/mail/notices';

const t = setUpAppWithMailAndAdmin({ COMPANY_NAME: 'Acme Recovery' });

const caseworker = setUpCaseworker(() => t.open, { firstName: 'Rosa', lastName: 'Reply' });

const send = async (overrides: Partial<ContactInput>) =>
  (await callApi(t.open.baseUrl, intakeEndpoints.submitContact, { body: validContact(overrides) })).reply(201).id;
const mailTo = async (email: string, count: number) => {
  await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(count);
  return t.smtp.received.filter((m) => m.to.includes(email));
};
const answer = (id: number | string, body: unknown, auth: { token?: string; cookie?: string } = { token: caseworker.token }) =>
  callApi(t.open.baseUrl, endpoints.reply, { params: { id }, body: unchecked(body), ...auth });
const listed = async (email: string) =>
  (await callApi(t.open.baseUrl, endpoints.list, { query: { q: email }, token: caseworker.token })).reply(200).items;

describe('a contact message', () => {
  it('is acknowledged by email, with none of what the visitor wrote and the standing warning', async () => {
    const email = uniqueEmail('contact-receipt');
    await send({ email, subject: 'Quantum Yield refund', message: 'I sent 48,000 to Quantum Yield in March.' });
    const [mail] = await mailTo(email, 1);
    expect(mail.subject).toBe('Acme Recovery: We have received your message');
    expect(mail.text).toContain('we have received the message you sent with the contact form');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/`);
    expect(mail.text).toContain(noFeeWarning('Acme Recovery'));
    expect(mail.text).not.toMatch(/Quantum|48,000|March|refund/);
  });

  it('staff answer it by email: the reply is kept with the message (who, when), the message handled, audited', async () => {
    const email = uniqueEmail('contact-answered');
    const id = await send({ email, message: 'Do you handle cases from Canada? My card is on file.' });
    await mailTo(email, 1);
    const text = 'Yes, we do.\nPlease use the free assessment on our website to tell us about your case.';
    const message = (await answer(id, { message: `  ${text}  ` })).reply(200);
    expect(message).toMatchObject({ id, status: 'handled', replies: [{ message: text, staffName: 'Rosa Reply' }] });
    expect(Date.now() - Date.parse(message.replies[0].createdAt)).toBeLessThan(60_000);
    expect((await listed(email))[0]).toEqual(message);

    const [, mail] = await mailTo(email, 2);
    expect(mail.subject).toBe('Acme Recovery: A reply to your message');
    expect(mail.text.startsWith(text)).toBe(true);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/#contact`);
    expect(mail.text.trimEnd().split('\n').slice(-3)[0]).toBe(noFeeWarning('Acme Recovery'));
    expect(mail.text).not.toContain('Canada');

    const rows = await auditRows(t.open.database.db, 'contact_submission', id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['contact.replied', { status: 'new' }, { status: 'handled', replyId: message.replies[0].id }],
    ]);
    // A second answer is kept beside the first.
    expect((await answer(id, { message: 'One more thing.' })).reply(200).replies).toMatchObject([
      { message: text },
      { message: 'One more thing.' },
    ]);
    await mailTo(email, 3);
  });

  it('a reply needs staff, a message that exists and some words: anything else changes nothing and emails nobody', async () => {
    const email = uniqueEmail('contact-refused');
    const id = await send({ email });
    await mailTo(email, 1);
    const client = await quickClient(t.open.database.db);
    expect((await answer(id, { message: 'Hello' }, {})).status).toBe(401);
    expect((await answer(id, { message: 'Hello' }, { cookie: client.cookie })).status).toBe(401);
    const blank = await answer(id, { message: '   ' });
    expect([blank.status, messageOf(blank)]).toEqual([400, 'Reply is required']);
    const none = await answer(id, {});
    expect([none.status, messageOf(none)]).toEqual([400, 'Reply is required']);
    const long = await answer(id, { message: 'x'.repeat(5001) });
    expect([long.status, messageOf(long)]).toEqual([400, 'Must be 5000 characters or less']);
    expect((await answer('abc', { message: 'Hello' })).status).toBe(400);
    const missing = await answer(2_000_000_000, { message: 'Hello' });
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Message not found']);

    expect((await listed(email))[0]).toMatchObject({ id, status: 'new', replies: [] });
    expect(await auditRows(t.open.database.db, 'contact_submission', id)).toEqual([]);
    // Admins answer too; the refusals above sent nothing.
    expect((await answer(id, { message: 'From the office.' }, { token: t.adminToken })).status).toBe(200);
    const mails = await mailTo(email, 2);
    expect(mails[1].text.startsWith('From the office.')).toBe(true);
  });

  it('the warning staff are shown says what never to send by email', () => {
    expect(EMAIL_NOT_PRIVATE_WARNING).toBe('Email is not private: never ask for or send bank details, passwords or documents by email.');
  });

  it('erasing the message erases its replies with it', async () => {
    const email = uniqueEmail('contact-erased');
    const id = await send({ email });
    expect((await answer(id, { message: 'Thanks, we will call you.' })).status).toBe(200);
    expect((await callApi(t.open.baseUrl, endpoints.erase, { params: { id }, token: t.adminToken })).status).toBe(204);
    const left = await queryRows<{ n: number }>(
      t.open.database.db,
      sql`select count(*)::int as n from contact_replies where contact_submission_id = ${id}`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
