import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetEndpoints } from '../../contract/shared/password-reset-endpoints';
import { intakeEndpoints } from '../../contract/intake/endpoints';
import {
  callApi,
  type FakePartnerCrm,
  type FakeSmtp,
  obj,
  quickClient,
  startFakePartnerCrm,
  startFakeSmtp,
  startTestApp,
  type TestApp,
  validAssessment,
} from '../testing';
import { startTcpRelay, type TcpRelay } from '../testing/tcp-relay';

// The partner CRM and the mail server down (connection refused) or slow (a CRM answering after 10 s, an
// SMTP server that accepts and never greets): no request waits for them, and once they are back every
// queued lead and message is delivered, each exactly once. Both are reached through TCP relays this test
// stops and freezes.
let open: TestApp;
let partner: FakePartnerCrm;
let smtp: FakeSmtp;
let crmRelay: TcpRelay;
let smtpRelay: TcpRelay;
let clientEmail = '';

/**
 * A request made while the partner or the mail server stalls takes less than this: half their time-outs
 * (2 s), so a request that waited for either would show.
 */
const FAST_MS = 1_000;

beforeAll(async () => {
  partner = await startFakePartnerCrm();
  smtp = await startFakeSmtp();
  const crmUrl = new URL(partner.url);
  crmRelay = await startTcpRelay({ host: '127.0.0.1', port: Number(crmUrl.port) });
  smtpRelay = await startTcpRelay({ host: '127.0.0.1', port: smtp.port });
  crmUrl.port = String(crmRelay.port);
  open = await startTestApp({
    INTAKE_RATE_LIMIT_MAX: '100000',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    CRM_URL: crmUrl.toString(),
    CRM_TOKEN: 'partner-token',
    CRM_AUTO_SYNC: 'true',
    PARTNER_NAME: 'Acme Partners',
    CRM_TIMEOUT_MS: '2000',
    CRM_RETRY_BASE_MS: '100',
    CRM_POLL_MS: '50',
    CRM_MAX_ATTEMPTS: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtpRelay.port}`,
    STAFF_NOTIFY_EMAIL: 'desk@practice.example',
    PUBLIC_URL: 'https://help.practice.example',
    MAIL_TIMEOUT_MS: '2000',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_POLL_MS: '50',
    MAIL_MAX_ATTEMPTS: '1000',
  });
  clientEmail = (await quickClient(open.database.db)).email;
});

afterAll(async () => {
  await open?.close();
  await crmRelay?.close();
  await smtpRelay?.close();
  await partner?.close();
  await smtp?.stop();
});

const rows = async <Row>(query: ReturnType<typeof sql>) => (await open.database.db.execute(query)) as unknown as { rows: Row[] };

/** Assessments with consent (a lead for the partner, a receipt and a desk notice to mail) and a password reset (a mail), each timed. */
async function workWhileStalled(): Promise<{ emails: string[] }> {
  const emails: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const body = validAssessment({ consentToShare: true });
    const reply = await callApi(open.baseUrl, intakeEndpoints.submitAssessment, { body });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.elapsedMs, 'an assessment while the partner and mail stall').toBeLessThan(FAST_MS);
    emails.push(String(body.email));
    expect(obj(reply).id).toBeTypeOf('number');
    const reset = await callApi(open.baseUrl, passwordResetEndpoints.client.request, { body: { email: clientEmail } });
    expect(reset.status, reset.text).toBe(202);
    expect(reset.elapsedMs, 'a password reset while mail stalls').toBeLessThan(FAST_MS);
  }
  return { emails };
}

/** Waits until both outboxes are empty of work, then checks each job was delivered once. */
async function expectAllDeliveredOnce(leadEmails: string[]) {
  await expect
    .poll(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from crm_outbox where status <> 'done'`)).rows[0].n, {
      timeout: 20_000,
      interval: 100,
    })
    .toBe(0);
  await expect
    .poll(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status <> 'sent'`)).rows[0].n, {
      timeout: 20_000,
      interval: 100,
    })
    .toBe(0);
  for (const email of leadEmails) expect(partner.acceptances.get(email), email).toBe(1);
  const leads = await rows<{ email: string; status: string }>(sql`select email, crm_sync_status as status from client_submissions`);
  for (const lead of leads.rows) expect(lead, lead.email).toEqual({ email: lead.email, status: 'synced' });
  // Each queued message reached the mail server once: its Message-ID appears once among those received.
  const mails = await rows<{ id: number }>(sql`select id from mail_outbox`);
  const received = smtp.received.map((mail) => mail.messageId);
  for (const { id } of mails.rows)
    expect(
      received.filter((messageId) => messageId.startsWith(`<${id}.`)),
      `mail ${id}`,
    ).toHaveLength(1);
  expect(received).toHaveLength(mails.rows.length);
}

describe('partner CRM and mail server', () => {
  it('slow (the partner answers after 10 s, SMTP never greets): requests stay fast; once they recover, everything is delivered once', async () => {
    partner.setDefault({ kind: 'success', delayMs: 10_000 });
    smtpRelay.freeze();
    const { emails } = await workWhileStalled();
    // Both are being tried meanwhile, and given up on at their time-outs.
    await expect.poll(() => partner.requests.length, { timeout: 5_000 }).toBeGreaterThan(emails.length);
    expect(partner.acceptances.size).toBe(0);
    expect(smtp.received).toHaveLength(0);

    partner.setDefault({ kind: 'success' });
    smtpRelay.thaw();
    await expectAllDeliveredOnce(emails);
  });

  it('down (connections refused): requests stay fast; once they are back, everything is delivered once', async () => {
    const before = await rows<{ email: string }>(sql`select email from client_submissions`);
    await crmRelay.down();
    await smtpRelay.down();
    const { emails } = await workWhileStalled();
    await expect
      .poll(async () => (await rows<{ n: number }>(sql`select max(attempts)::int as n from crm_outbox where status = 'queued'`)).rows[0].n, {
        timeout: 5_000,
      })
      .toBeGreaterThan(1);
    expect(smtp.received.length).toBe((await rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status = 'sent'`)).rows[0].n);

    await crmRelay.up();
    await smtpRelay.up();
    await expectAllDeliveredOnce([...before.rows.map((row) => row.email), ...emails]);
  });
});
