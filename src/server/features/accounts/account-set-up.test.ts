import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SET_UP_MESSAGES } from '../../../contract/accounts/accounts';
import { accountEndpoints } from '../../../contract/accounts/endpoints';
import { type Payout, secondLookMessage } from '../../../contract/accounts/payouts';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { payoutEndpoints } from '../../../contract/accounts/payout-endpoints';
import { auditLog, clientAccounts, clientSubmissions } from '../../platform/db/schema';
import {
  callApi,
  createTestStaff,
  list,
  mailedLink,
  messageOf,
  obj,
  recordRecovery,
  requestPayout,
  seedLeads,
  setUpAppWithMailAndAdmin,
  signInClient,
  signInStaff,
  uniqueEmail,
} from '../../testing';

/*
 * Decision 034: a caseworker opens a client account only from a lead, under the lead's own email, and
 * never chooses its password; the admin paying it out sees who set up the account and its money.
 */

const t = setUpAppWithMailAndAdmin();
const CLIENT_PASSWORD = 'the client chose this one';
let caseworkerToken: string;

beforeAll(async () => {
  const caseworker = await createTestStaff(t.open.database.db, { firstName: 'Cass', lastName: 'Worker' });
  caseworkerToken = await signInStaff(t.open.baseUrl, caseworker.email, caseworker.password);
});

const db = () => t.open.database.db;

async function newLead(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('victim');
  const [id] = await seedLeads(db(), [{ email }]);
  return { id, email };
}

/** What a refused call must have left alone: no account, no audit entry, the lead not converted, no mail. */
async function expectNothingCreated(lead: { id: number; email: string }, attempted: string) {
  const [accounts] = await db().select({ n: count() }).from(clientAccounts).where(eq(clientAccounts.submissionId, lead.id));
  expect(accounts.n).toBe(0);
  const [byEmail] = await db().select({ n: count() }).from(clientAccounts).where(eq(clientAccounts.email, attempted));
  expect(byEmail.n).toBe(0);
  const [row] = await db().select({ status: clientSubmissions.status }).from(clientSubmissions).where(eq(clientSubmissions.id, lead.id));
  expect(row.status).not.toBe('converted');
  expect(t.smtp.received.filter((m) => m.to.includes(lead.email) || m.to.includes(attempted))).toHaveLength(0);
}

const create = (token: string, body: BodyOf<typeof accountEndpoints.create>) => callApi(t.open.baseUrl, accountEndpoints.create, { token, body });
const detail = async (id: number) => (await callApi(t.open.baseUrl, accountEndpoints.detail, { params: { id }, token: t.adminToken })).reply(200);

/** The client's side of an invitation: choose a password from the emailed link, sign in. */
async function acceptInvitation(email: string): Promise<string> {
  const link = await mailedLink(t.smtp, email);
  const confirmed = await callApi(t.open.baseUrl, passwordResetEndpoints.client.confirm, {
    body: { token: link.searchParams.get('token') ?? '', password: CLIENT_PASSWORD },
  });
  expect(confirmed.status).toBe(200);
  return signInClient(t.open.baseUrl, email, CLIENT_PASSWORD);
}

describe('a caseworker opening a client account', () => {
  it("cannot choose another email than the lead's: 403 and nothing is created", async () => {
    const lead = await newLead();
    const mule = uniqueEmail('mule');
    const reply = await create(caseworkerToken, { submissionId: lead.id, email: mule });
    expect(reply.status).toBe(403);
    expect(messageOf(reply)).toBe(ACCOUNT_SET_UP_MESSAGES.emailIsTheLeads);
    const withPassword = await create(caseworkerToken, { submissionId: lead.id, email: mule, password: 'a mule password 123' });
    expect(withPassword.status).toBe(403);
    await expectNothingCreated(lead, mule);
  });

  it("cannot choose the password, even under the lead's own email: 403 and nothing is created", async () => {
    const lead = await newLead();
    const reply = await create(caseworkerToken, { submissionId: lead.id, email: lead.email, password: 'a password I chose 123' });
    expect(reply.status).toBe(403);
    expect(messageOf(reply)).toBe(ACCOUNT_SET_UP_MESSAGES.passwordIsTheClients);
    // A common password is refused for who sent it, before its strength is judged.
    const weak = await create(caseworkerToken, { submissionId: lead.id, email: lead.email, password: 'password1234' });
    expect(weak.status).toBe(403);
    await expectNothingCreated(lead, lead.email);
  });

  it('cannot open an account without a lead: 403 and nothing is created', async () => {
    const lead = await newLead();
    const mule = uniqueEmail('no-lead');
    const reply = await create(caseworkerToken, { email: mule });
    expect(reply.status).toBe(403);
    expect(messageOf(reply)).toBe(ACCOUNT_SET_UP_MESSAGES.leadRequired);
    await expectNothingCreated(lead, mule);
  });

  it("opens it under the lead's email with no password: 201, the client is emailed an invitation, the account says who opened it", async () => {
    const lead = await newLead();
    // The email as the lead typed it, in another case: the same address.
    const reply = await create(caseworkerToken, { submissionId: lead.id, email: lead.email.toUpperCase() });
    const { message, account } = reply.reply(201);
    expect(message).toContain('emailed a link to choose a password');
    const link = await mailedLink(t.smtp, lead.email);
    expect(link.searchParams.get('invite')).toBe('1');
    expect((await detail(account.id)).origin).toEqual({
      createdBy: 'Cass Worker',
      createdByAdmin: false,
      emailChosenByStaff: false,
      passwordChosenByStaff: false,
    });
  });
});

describe('an admin opening a client account', () => {
  it('may still choose its email and password; both are kept on the account and in the audit trail', async () => {
    const lead = await newLead();
    const chosen = uniqueEmail('chosen-by-admin');
    const reply = await create(t.adminToken, { submissionId: lead.id, email: chosen, password: 'an admin chose this 123' });
    const { account } = reply.reply(201);
    expect(await signInClient(t.open.baseUrl, chosen, 'an admin chose this 123')).toMatch(/^recourse_session=/);
    expect((await detail(account.id)).origin).toMatchObject({ createdByAdmin: true, emailChosenByStaff: true, passwordChosenByStaff: true });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'client_account'), eq(auditLog.entityId, String(account.id)), eq(auditLog.action, 'client_account.created')),
      );
    expect(audit.actorUserId).toBe(t.admin.id);
    expect(audit.after).toMatchObject({ emailChosenByStaff: true, passwordChosenByStaff: true, createdBy: t.admin.id });
  });
});

describe('the payout list, for the admin completing a payout', () => {
  it('shows who opened the account and recorded each entry, and flags one caseworker who did both', async () => {
    // The account a caseworker opened and funded alone.
    const alone = await newLead();
    const aloneAccount = (await create(caseworkerToken, { submissionId: alone.id, email: alone.email })).reply(201).account;
    expect((await recordRecovery(t.open.baseUrl, caseworkerToken, aloneAccount.id, '900.00', { reference: 'SOLO-1' })).status).toBe(201);
    // One the caseworker opened, but whose money an admin recorded.
    const checked = await newLead();
    const checkedAccount = (await create(caseworkerToken, { submissionId: checked.id, email: checked.email })).reply(201).account;
    expect((await recordRecovery(t.open.baseUrl, t.adminToken, checkedAccount.id, '400.00', { reference: 'ADMIN-1' })).status).toBe(201);

    const aloneCookie = await acceptInvitation(alone.email);
    const checkedCookie = await acceptInvitation(checked.email);
    const aloneRequest = await requestPayout(t.open.baseUrl, { cookie: aloneCookie, accountId: aloneAccount.id });
    expect(aloneRequest.status).toBe(201);
    // The client never sees who set up their account.
    expect(obj(aloneRequest)).not.toHaveProperty('setUp');
    expect((await requestPayout(t.open.baseUrl, { cookie: checkedCookie, accountId: checkedAccount.id })).status).toBe(201);
    const own = list(await callApi(t.open.baseUrl, payoutEndpoints.listForClient, { params: { id: aloneAccount.id }, cookie: aloneCookie }));
    expect(own[0]).not.toHaveProperty('setUp');

    const payouts = list(await callApi(t.open.baseUrl, payoutEndpoints.list, { token: t.adminToken })) as Payout[];
    const flagged = payouts.find((p) => p.clientAccountId === aloneAccount.id);
    expect(flagged?.setUp).toMatchObject({
      accountCreatedBy: 'Cass Worker',
      accountCreatedByAdmin: false,
      entries: [{ amount: '900.00', reference: 'SOLO-1', recordedBy: 'Cass Worker', reversed: false }],
      secondLook: secondLookMessage('Cass Worker'),
    });
    const other = payouts.find((p) => p.clientAccountId === checkedAccount.id);
    expect(other?.setUp?.entries.map((e) => e.recordedBy)).toEqual([expect.not.stringMatching('Cass Worker')]);
    expect(other?.setUp).toMatchObject({ accountCreatedBy: 'Cass Worker', secondLook: null });

    // The reply to moving the request carries it too, so the panel keeps the warning after each step.
    const moved = await callApi(t.open.baseUrl, payoutEndpoints.update, {
      params: { id: String(flagged?.id) },
      token: t.adminToken,
      body: { status: 'processing' },
    });
    expect((obj(moved) as Payout).setUp?.secondLook).toBe(secondLookMessage('Cass Worker'));
  });
});
