import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECOVERY_STATUS_FOLLOWS_STAGE_MESSAGE, recoveryProgress } from '../../../contract/accounts/accounts';
import type { CaseStage } from '../../../contract/accounts/case-progress';
import { accountEndpoints, caseProgressEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import {
  callApi,
  clientDataSnapshot,
  createTestStaff,
  mailedLink,
  messageOf,
  quickClient,
  recordRecovery,
  seedLeads,
  setUpAppWithMailAndAdmin,
  staffAccountView,
  unchecked,
  uniqueEmail,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));
const session = async (cookie: string) => (await callApi(t.open.baseUrl, clientAccountEndpoints.session, { cookie })).reply(200);
const moveTo = async (accountId: number, stage: CaseStage) =>
  expect(
    (
      await callApi(t.open.baseUrl, caseProgressEndpoints.postUpdate, {
        params: { id: accountId },
        token: t.adminToken,
        body: { stage, visibleToClient: false },
      })
    ).status,
  ).toBe(201);
const createAccount = (body: BodyOf<typeof accountEndpoints.create>) =>
  callApi(t.open.baseUrl, accountEndpoints.create, { token: t.adminToken, body });

describe('the recovery status follows the case stage (decision 043)', () => {
  it('a brand-new client is under review at 25%, not in progress', async () => {
    const client = await quickClient(t.open.database.db);
    const account = await session(client.cookie);
    expect(account).toMatchObject({ caseStage: 'assessment', recoveryStatus: 'under_review' });
    expect(recoveryProgress(account.recoveryStatus)).toBe(25);
    expect(account.recoveryStatusChangedAt).toBe(account.caseStageChangedAt);
  });

  it.each([
    ['evidence', 'under_review', 25],
    ['claim_submitted', 'in_progress', 75],
    ['awaiting_response', 'in_progress', 75],
  ] as const)('at %s, with no money recorded, the status is %s, at %i percent, for the client and for staff', async (stage, status, percent) => {
    const client = await quickClient(t.open.database.db);
    await moveTo(client.id, stage);
    const account = await session(client.cookie);
    expect(account.recoveryStatus).toBe(status);
    expect(recoveryProgress(account.recoveryStatus)).toBe(percent);
    expect((await staffAccountView(t.open.baseUrl, t.adminToken, client.id)).account.recoveryStatus).toBe(status);
    const listed = (await callApi(t.open.baseUrl, accountEndpoints.list, { query: { q: client.email }, token: t.adminToken })).reply(200).items;
    expect(listed.map((a) => a.recoveryStatus)).toEqual([status]);
  });

  it('funds recovered is in progress; closed with money recorded is completed (100%), closed without is closed', async () => {
    const paid = await quickClient(t.open.database.db);
    expect((await recordRecovery(t.open.baseUrl, t.adminToken, paid.id, '40.00', { reference: 'STAGE-1' })).status).toBe(201);
    // Money recorded early does not move the status: the stage does.
    expect((await session(paid.cookie)).recoveryStatus).toBe('under_review');
    await moveTo(paid.id, 'funds_recovered');
    expect((await session(paid.cookie)).recoveryStatus).toBe('in_progress');
    await moveTo(paid.id, 'closed');
    expect((await session(paid.cookie)).recoveryStatus).toBe('completed');
    expect(recoveryProgress('completed')).toBe(100);

    const unpaid = await quickClient(t.open.database.db);
    await moveTo(unpaid.id, 'closed');
    expect((await session(unpaid.cookie)).recoveryStatus).toBe('closed');
    // Reopened, it is where its new stage is.
    await moveTo(unpaid.id, 'claim_submitted');
    expect((await session(unpaid.cookie)).recoveryStatus).toBe('in_progress');
  });

  it('staff cannot set the status apart from the stage: a PATCH naming it is 400, names the stage, and changes nothing', async () => {
    const client = await quickClient(t.open.database.db);
    const before = await clientDataSnapshot(t.open.database.db);
    for (const body of [{ recoveryStatus: 'completed' }, { recoveryStatus: 'in_progress', isActive: false }, { recoveryStatus: 'won' }]) {
      const reply = await callApi(t.open.baseUrl, accountEndpoints.update, {
        params: { id: client.id },
        token: t.adminToken,
        body: unchecked(body),
      });
      expect([reply.status, messageOf(reply)], JSON.stringify(body)).toEqual([400, RECOVERY_STATUS_FOLLOWS_STAGE_MESSAGE]);
    }
    expect(RECOVERY_STATUS_FOLLOWS_STAGE_MESSAGE).toMatch(/case stage/);
    expect(await clientDataSnapshot(t.open.database.db)).toBe(before);
    expect((await session(client.cookie)).recoveryStatus).toBe('under_review');
  });
});

describe('the client knows who handles their case, and which case it is', () => {
  it("names the lead's assignee by first name, and the account-ready email quotes the case ID and assessment reference, nothing more", async () => {
    const db = t.open.database.db;
    const handler = await createTestStaff(db, { firstName: 'Priya', lastName: 'Okafor' });
    const email = uniqueEmail('handled');
    const [leadId] = await seedLeads(db, [{ email, reference: 'RC-H4ND1-ER001', assignedTo: handler.id }]);
    const created = (await createAccount({ email, submissionId: leadId })).reply(201);
    const { account } = await staffAccountView(t.open.baseUrl, t.adminToken, created.account.id);
    expect(account).toMatchObject({ caseHandler: 'Priya', assessmentReference: 'RC-H4ND1-ER001' });
    expect(JSON.stringify(account)).not.toContain('Okafor');

    await mailedLink(t.smtp, email);
    const [mail] = mailsTo(email);
    expect(mail.subject).toContain('Your client account is ready');
    expect(mail.text).toContain(`Your case ID is ${account.caseId} (your assessment reference: RC-H4ND1-ER001).`);
    expect(mail.text).not.toMatch(/Priya|Okafor/);

    // No assignee (or one no longer active): no handler named.
    await db.execute(sql`update users set is_active = false where id = ${handler.id}`);
    expect((await staffAccountView(t.open.baseUrl, t.adminToken, account.id)).account.caseHandler).toBeNull();
    const bare = await quickClient(db);
    expect((await session(bare.cookie)).caseHandler).toBeNull();
  });

  it('an account opened without a lead is emailed its case ID alone', async () => {
    const email = uniqueEmail('nolead');
    const created = (await createAccount({ email })).reply(201);
    await mailedLink(t.smtp, email);
    const id = created.account.caseId;
    expect(mailsTo(email)[0].text).toContain(`Your case ID is ${id}. Please quote it`);
  });
});

describe('recording recovered money', () => {
  it('emails the client that their account was updated, with no amount or reference; a reversal sends nothing', async () => {
    const client = await quickClient(t.open.database.db);
    expect((await recordRecovery(t.open.baseUrl, t.adminToken, client.id, '1234.56', { reference: 'BANK-MAIL-9' })).status).toBe(201);
    await expect.poll(() => mailsTo(client.email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo(client.email);
    expect(mail.subject).toContain('Your account has been updated');
    expect(mail.text).toMatch(/never ask you to pay/i);
    expect(mail.text).not.toMatch(/1234|1,234|BANK-MAIL/);

    const { ledger } = await staffAccountView(t.open.baseUrl, t.adminToken, client.id);
    const reversed = await callApi(t.open.baseUrl, accountEndpoints.reverseEntry, {
      params: { id: client.id, entryId: ledger[0].id },
      token: t.adminToken,
      body: { note: 'Wrong account' },
    });
    expect(reversed.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(client.email)).toHaveLength(1);
  });

  it('a refused entry emails nothing', async () => {
    const client = await quickClient(t.open.database.db);
    expect((await recordRecovery(t.open.baseUrl, t.adminToken, client.id, '5.00', { reference: 'ONCE-1' })).status).toBe(201);
    expect((await recordRecovery(t.open.baseUrl, t.adminToken, client.id, '5.00', { reference: 'ONCE-1' })).status).toBe(409);
    await expect.poll(() => mailsTo(client.email).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(client.email)).toHaveLength(1);
  });
});
