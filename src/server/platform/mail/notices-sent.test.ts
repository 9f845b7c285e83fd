import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentEndpoints } from '../../../contract/documents/endpoints';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { payoutEndpoints } from '../../../contract/accounts/payout-endpoints';
import { mailOutbox } from '../db/schema';
import {
  callApi,
  createClientAccount,
  createTestStaff,
  signInStaff,
  HIGH_SIGN_IN_LIMITS,
  list,
  recordRecovery,
  signInClient,
  startFakeSmtp,
  startTestApp,
  tinyPdf,
  uploadDocument,
  VALID_WALLETS,
  validAssessment,
  type FakeSmtp,
  type ReceivedMail,
  type TestApp,
} from '../../testing';

import { noFeeWarning } from './notices';

const DESK = 'desk@practice.example';
let smtp: FakeSmtp;
let open: TestApp;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  open = await startTestApp({
    ...HIGH_SIGN_IN_LIMITS,
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: DESK,
    PUBLIC_URL: 'https://help.practice.example',
    COMPANY_NAME: 'Practice Recovery',
    MAIL_POLL_MS: '100',
    MAIL_RETRY_BASE_MS: '50',
    MAIL_TIMEOUT_MS: '1000',
  });
  const admin = await createTestStaff(open.database.db, { isAdmin: true, firstName: 'Ada' });
  adminId = admin.id;
  adminToken = await signInStaff(open.baseUrl, admin.email, admin.password);
});

afterAll(async () => {
  await open?.close();
  await smtp?.stop();
});

/** Waits for the next message to `to` and answers it; fails after a few seconds. */
async function nextMailTo(to: string, already = 0): Promise<ReceivedMail> {
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 10_000 }).toBeGreaterThan(already);
  return smtp.received.filter((m) => m.to.includes(to))[already];
}

function expectSafeNotice(mail: ReceivedMail, forbidden: string[]) {
  expect(mail.subject.startsWith('Practice Recovery: ')).toBe(true);
  expect(mail.text).toContain('https://help.practice.example/');
  expect(mail.text).toContain(noFeeWarning('Practice Recovery'));
  for (const value of forbidden) expect(`${mail.subject}\n${mail.text}`).not.toContain(value);
}

describe('notices by email', () => {
  it('tells the staff desk of each new assessment, without any of its details', async () => {
    const before = smtp.received.filter((m) => m.to.includes(DESK)).length;
    const assessment = validAssessment({ firstName: 'Zebedee', caseDetails: 'Lost savings to CryptoVault Pro scheme' });
    const response = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, { body: assessment });
    expect(response.status).toBe(201);
    const mail = await nextMailTo(DESK, before);
    expect(mail.subject).toBe('Practice Recovery: New case assessment received');
    expectSafeNotice(mail, ['Zebedee', String(assessment.email), 'CryptoVault', String(assessment.phone)]);
  });

  it('tells a caseworker a lead was assigned to them, and nobody when staff assign themselves', async () => {
    const caseworker = await createTestStaff(open.database.db, { firstName: 'Cara' });
    const created = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ lastName: 'Quillfeather' }) });
    const leadId = (created.json as { id: number }).id;
    const assigned = await callApi(open.baseUrl, leadEndpoints.update, {
      params: { id: leadId },
      token: adminToken,
      body: { assignedTo: caseworker.id },
    });
    expect(assigned.status).toBe(200);
    const mail = await nextMailTo(caseworker.email);
    expect(mail.subject).toBe('Practice Recovery: A lead has been assigned to you');
    expectSafeNotice(mail, ['Quillfeather']);
    const admin = smtp.received.length;
    await callApi(open.baseUrl, leadEndpoints.update, { params: { id: leadId }, token: adminToken, body: { assignedTo: adminId } });
    // A later notice arrives; none went to the admin for assigning themselves.
    await callApi(open.baseUrl, leadEndpoints.update, { params: { id: leadId }, token: adminToken, body: { assignedTo: caseworker.id } });
    await nextMailTo(caseworker.email, 1);
    expect(smtp.received.slice(admin).flatMap((m) => m.to)).toEqual([caseworker.email]);
  });

  it('tells a client when money is recorded, their payout moves and a document is reviewed, naming neither amount nor file', async () => {
    const client = await createClientAccount(open.baseUrl, adminToken, { recoveredAmount: '4321.09', reference: 'CHARGEBACK-77' });
    await recordRecovery(open.baseUrl, adminToken, client.id, '10.00', { reference: 'LEDGER-MAIL-5' });
    const ledgerMail = await nextMailTo(client.email);
    expect(ledgerMail.subject).toBe('Practice Recovery: Your account has been updated');
    expectSafeNotice(ledgerMail, ['4321', '4,331', '10.00', 'CHARGEBACK-77', 'LEDGER-MAIL-5']);
    const cookie = await signInClient(open.baseUrl, client.email, client.password);
    const payout = await callApi(open.baseUrl, payoutEndpoints.request, {
      cookie,
      body: { clientAccountId: client.id, withdrawalMethod: 'cryptocurrency', cryptoType: 'ETH', walletAddress: VALID_WALLETS.ETH },
    });
    expect(payout.status).toBe(201);
    const payoutId = (payout.json as { id: number }).id;
    const moved = await callApi(open.baseUrl, payoutEndpoints.update, {
      params: { id: payoutId },
      token: adminToken,
      body: { status: 'processing' },
    });
    expect(moved.status).toBe(200);
    const payoutMail = await nextMailTo(client.email, 1);
    expect(payoutMail.subject).toBe('Practice Recovery: Your payout request was updated');
    expectSafeNotice(payoutMail, ['4321', '4,331', 'CHARGEBACK-77', VALID_WALLETS.ETH, 'processing']);
    expect(payoutMail.text).toContain('https://help.practice.example/client-login');

    const upload = await uploadDocument(open.baseUrl, cookie, { clientAccountId: client.id, fileName: 'passport-of-zed.pdf', bytes: tinyPdf() });
    expect(upload.status).toBe(201);
    const [document] = list<{ id: number }>(await callApi(open.baseUrl, documentEndpoints.listForClient, { params: { id: client.id }, cookie }));
    const reviewed = await callApi(open.baseUrl, documentEndpoints.review, {
      params: { id: document.id },
      token: adminToken,
      body: { status: 'approved', adminNotes: 'Looks fine' },
    });
    expect(reviewed.status).toBe(200);
    const documentMail = await nextMailTo(client.email, 2);
    expect(documentMail.subject).toBe('Practice Recovery: Your document has been reviewed');
    expectSafeNotice(documentMail, ['passport-of-zed', 'Looks fine', 'approved']);
  });

  it('with the mail server down, requests stay fast and succeed, and the mail arrives once it is back', async () => {
    await smtp.stop();
    const before = smtp.received.filter((m) => m.to.includes(DESK)).length;
    try {
      const started = performance.now();
      const response = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment() });
      expect(response.status).toBe(201);
      expect(performance.now() - started).toBeLessThan(1_000);
      // The worker tries and fails meanwhile: the message waits in the queue.
      await expect
        .poll(
          async () => {
            const [latest] = await open.database.db
              .select({ attempts: mailOutbox.attempts })
              .from(mailOutbox)
              .where(eq(mailOutbox.kind, 'new_assessment'))
              .orderBy(desc(mailOutbox.id))
              .limit(1);
            return latest?.attempts ?? 0;
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
    } finally {
      await smtp.start();
    }
    await nextMailTo(DESK, before);
    expect(smtp.received.filter((m) => m.to.includes(DESK))).toHaveLength(before + 1);
  });
});
