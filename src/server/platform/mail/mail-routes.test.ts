import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NOT_FAILED_MESSAGE } from '../../../contract/shared/mail';
import { mailEndpoints } from '../../../contract/shared/mail-endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { callApi, createTestStaff, messageOf, signInStaff, startAppWithMail, validAssessment, type FakeSmtp, type TestApp } from '../../testing';

let smtp: FakeSmtp;
let open: TestApp;
let close: () => Promise<void>;
let adminToken: string;
let caseworkerToken: string;

beforeAll(async () => {
  ({ smtp, open, close } = await startAppWithMail({ MAIL_MAX_ATTEMPTS: '1' }));
  const [admin, caseworker] = await Promise.all([createTestStaff(open.database.db, { isAdmin: true }), createTestStaff(open.database.db)]);
  adminToken = await signInStaff(open.baseUrl, admin.email, admin.password);
  caseworkerToken = await signInStaff(open.baseUrl, caseworker.email, caseworker.password);
});

afterAll(async () => close?.());

describe('failed email, for admins', () => {
  it('an email refused to the last attempt is listed for admins (not caseworkers), and an admin queues it again', async () => {
    smtp.failNext(550);
    // The visitor's receipt is the one email an assessment sends here (no desk address is set).
    const visitor = String(validAssessment().email);
    expect((await callApi(open.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ email: visitor }) })).status).toBe(201);
    const failedList = async () => (await callApi(open.baseUrl, mailEndpoints.failed, { token: adminToken })).reply(200).items;
    const retry = (id: number, token: string) => callApi(open.baseUrl, mailEndpoints.retry, { params: { id }, token });
    await expect.poll(async () => (await failedList()).length, { timeout: 10_000 }).toBe(1);
    const items = await failedList();
    expect(items[0]).toMatchObject({ toAddress: visitor.toLowerCase(), kind: 'assessment_received', attempts: 1 });
    expect(items[0].lastError).toMatch(/Mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);
    expect((await callApi(open.baseUrl, mailEndpoints.failed, { token: caseworkerToken })).status).toBe(403);
    expect((await retry(items[0].id, caseworkerToken)).status).toBe(403);

    (await retry(items[0].id, adminToken)).reply(200);
    await smtp.waitFor(1);
    expect(smtp.received[0].to).toEqual([visitor.toLowerCase()]);
    const again = await retry(items[0].id, adminToken);
    expect([again.status, messageOf(again)]).toEqual([404, MAIL_NOT_FAILED_MESSAGE]);
    expect(await failedList()).toEqual([]);
  });
});
