import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_SIGN_IN_REQUIRED_MESSAGE,
  INVALID_CLIENT_CREDENTIALS_MESSAGE,
  SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE,
  MONEY_TOO_LARGE_MESSAGE,
  REFERENCE_REQUIRED_MESSAGE,
  type ClientAccount,
} from '../../../contract/accounts/accounts';
import { accountEndpoints as endpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import { type BodyOf, endpointUrl } from '../../../contract/shared/endpoint';
import { fromCents, toCents } from '../../../contract/shared/money';
import { chatEndpoints } from '../../../contract/chat/endpoints';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { clientAccounts, clientSessions, clientSubmissions } from '../../platform/db/schema';
import { referenceTakenMessage } from './add-ledger-entry';
import { CLIENT_OWNS_PASSWORD_MESSAGE } from './create-account';
import {
  api,
  type AppOnDatabase,
  auditRows,
  callApi,
  clientDataSnapshot,
  clientLogin,
  createClientAccount,
  createTestStaff,
  HIGH_SIGN_IN_LIMITS,
  messageOf,
  signedInAs,
  movePayout,
  recordRecovery,
  requestPayout,
  sessionCookie,
  signInClient,
  signInStaff,
  staffAccountView,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
  seedLeads,
  unchecked,
  uniqueEmail,
  unzipped,
} from '../../testing';

let open: TestApp;
let proxied: AppOnDatabase; // TRUST_PROXY: the test's own address, the proxy
let prefixed: AppOnDatabase; // CASE_ID_PREFIX=XY
let perAddress: AppOnDatabase; // SIGN_IN_RATE_LIMIT_MAX=3
let perAccount: AppOnDatabase; // SIGN_IN_ACCOUNT_RATE_LIMIT_MAX=2
let staffToken: string;
let otherStaffToken: string;
let staffId: number;

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  open = await startTestApp(HIGH_SIGN_IN_LIMITS);
  [proxied, prefixed, perAddress, perAccount] = await Promise.all([
    startAppOnDatabase(open.database, { ...HIGH_SIGN_IN_LIMITS, TRUST_PROXY: '127.0.0.1' }),
    startAppOnDatabase(open.database, { ...HIGH_SIGN_IN_LIMITS, CASE_ID_PREFIX: 'XY' }),
    startAppOnDatabase(open.database, { SIGN_IN_RATE_LIMIT_MAX: '3', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100' }),
    startAppOnDatabase(open.database, { SIGN_IN_RATE_LIMIT_MAX: '100', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '2', SIGN_IN_DELAY_BASE_MS: '100' }),
  ]);
  const [staff, other] = await Promise.all([
    createTestStaff(open.database.db, { firstName: 'Lena', lastName: 'Ledger', isAdmin: true }),
    createTestStaff(open.database.db, { firstName: 'Omar', lastName: 'Other', isAdmin: true }),
  ]);
  staffId = staff.id;
  [staffToken, otherStaffToken] = await Promise.all([
    signInStaff(open.baseUrl, staff.email, staff.password),
    signInStaff(open.baseUrl, other.email, other.password),
  ]);
});

afterAll(async () => {
  await Promise.all([proxied?.close(), prefixed?.close(), perAddress?.close(), perAccount?.close()]);
  await open?.close();
});

const createAccount = (body: BodyOf<typeof endpoints.create>) => callApi(open.baseUrl, endpoints.create, { token: staffToken, body });
const view = (id: number) => staffAccountView(open.baseUrl, staffToken, id);
const reverse = (accountId: number, entryId: number, token = staffToken) =>
  callApi(open.baseUrl, endpoints.reverseEntry, { params: { id: accountId, entryId }, token, body: { note: 'entered by mistake' } });
const changeAccount = (id: number, body: BodyOf<typeof endpoints.update>) =>
  callApi(open.baseUrl, endpoints.update, { params: { id }, token: staffToken, body });
const clientSession = (cookie: string, baseUrl = open.baseUrl) => callApi(baseUrl, clientAccountEndpoints.session, { cookie });
const signOut = (cookie?: string, headers?: Record<string, string>) => callApi(open.baseUrl, clientAccountEndpoints.signOut, { cookie, headers });

async function accountCount(): Promise<number> {
  const rows = await open.database.db.select({ id: clientAccounts.id }).from(clientAccounts);
  return rows.length;
}

describe('creating a client account', () => {
  it('refuses an amount above zero without a reference, with the message, and stores nothing', async () => {
    const before = await clientDataSnapshot(open.database.db);
    for (const reference of [undefined, '', '   ']) {
      const reply = await createAccount({
        email: uniqueEmail('client'),
        password: 'long enough pw',
        recoveredAmount: '250.00',
        currency: 'USD',
        ...(reference === undefined ? {} : { reference }),
      });
      expect(reply.status).toBe(400);
      expect(messageOf(reply)).toBe(REFERENCE_REQUIRED_MESSAGE);
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('creates an account at 0.00 without a reference: no ledger entry, nothing recovered', async () => {
    const email = uniqueEmail('zero');
    const reply = (await createAccount({ email, password: 'long enough pw', recoveredAmount: '0.00', currency: 'GBP' })).reply(201);
    expect(reply.message).toContain('created');
    const { account } = reply;
    expect(account).toMatchObject({
      email,
      recoveredAmount: '0.00',
      transferredAmount: '0.00',
      availableAmount: '0.00',
      currency: 'GBP',
      isActive: true,
    });
    expect((await view(account.id)).ledger).toEqual([]);
  });

  it('refuses a short password, a bad currency, a malformed amount', async () => {
    const before = await accountCount();
    const base = { email: uniqueEmail('client'), password: 'long enough pw', recoveredAmount: '1.00', reference: 'R' };
    for (const [patch, message] of [
      [{ password: 'short' }, 'Password must be at least 12 characters'],
      [{ password: 'password1234' }, 'This password is too common: choose one that is harder to guess'],
      [{ currency: 'JPY' }, 'Currency must be one of USD, EUR, GBP, CAD, AUD'],
      [{ recoveredAmount: '-5.00' }, 'Recovered amount must be a positive amount with at most two decimals'],
      [{ recoveredAmount: '1.005' }, 'Recovered amount must be a positive amount with at most two decimals'],
      [{ recoveredAmount: '1e3' }, 'Recovered amount must be a positive amount with at most two decimals'],
      [{ recoveredAmount: '99999999999' }, MONEY_TOO_LARGE_MESSAGE],
    ] as const) {
      const reply = await createAccount(unchecked({ ...base, ...patch }));
      expect(reply.status, JSON.stringify(patch)).toBe(400);
      expect(messageOf(reply)).toBe(message);
    }
    expect(await accountCount()).toBe(before);
  });

  it('turns an amount above zero with a reference into the first ledger entry, naming the staff member', async () => {
    const reply = await createAccount({
      email: uniqueEmail('first'),
      password: 'long enough pw',
      recoveredAmount: '250.5',
      currency: 'EUR',
      reference: 'CHB-0001',
      receivedOn: '2024-03-02',
    });
    const { account } = reply.reply(201);
    expect(account).toMatchObject({ recoveredAmount: '250.50', availableAmount: '250.50', currency: 'EUR' });
    const { ledger } = await view(account.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: '250.50',
        currency: 'EUR',
        reference: 'CHB-0001',
        receivedOn: '2024-03-02',
        recordedBy: 'Lena Ledger',
        reversesEntryId: null,
        reversedByEntryId: null,
      }),
    ]);
    const audit = await auditRows(open.database.db, 'client_account', account.id);
    expect(audit.map((r) => r.action)).toEqual(['client_account.created', 'ledger.recorded']);
    expect(audit.every((r) => r.actor_user_id === staffId)).toBe(true);
    // The audit never holds the password or its hash.
    expect(JSON.stringify(audit)).not.toMatch(/long enough pw|argon2/);
  });

  it('updates the account for an existing email (any case): 200, "updated", the same account and password', async () => {
    const email = uniqueEmail('update');
    const created = (await createAccount({ email, password: 'first password', recoveredAmount: '0.00' })).reply(201);
    expect(created.message).toContain('created');
    const cookie = await signInClient(open.baseUrl, email, 'first password');

    const before = await accountCount();
    const updated = (await createAccount({ email: email.toUpperCase(), recoveredAmount: '40.00', reference: 'FIRST-IN' })).reply(200);
    expect(updated.message).toContain('updated');
    expect(updated.message).not.toContain('created');
    expect(updated.account.id).toBe(created.account.id);
    expect(updated.account.recoveredAmount).toBe('40.00');
    expect(await accountCount()).toBe(before);

    expect((await clientSession(cookie)).status).toBe(200);
    expect(await signInClient(open.baseUrl, email, 'first password')).toMatch(/^recourse_session=/);
    const audit = await auditRows(open.database.db, 'client_account', created.account.id);
    expect(audit.map((r) => r.action)).toEqual(['client_account.created', 'client_account.updated', 'ledger.recorded']);
  });

  it("staff cannot choose an existing client's password: 409, and the client's password, sessions and account stay as they were", async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '1000.00' });
    const cookie = await signInClient(open.baseUrl, account.email);
    const takeOver = await createAccount({ email: account.email, password: 'staff chose this one', currency: 'USD' });
    expect(takeOver.status).toBe(409);
    expect(messageOf(takeOver)).toBe(CLIENT_OWNS_PASSWORD_MESSAGE);
    expect((await clientLogin(open.baseUrl, account.email, 'staff chose this one')).status).toBe(401);
    expect((await clientSession(cookie)).status).toBe(200);
    expect(await signInClient(open.baseUrl, account.email)).toMatch(/^recourse_session=/);
    const audit = await auditRows(open.database.db, 'client_account', account.id);
    expect(audit.map((r) => r.action)).not.toContain('client_account.updated');
  });

  it('an update with an amount is refused once the ledger has entries: a re-typed total is never recorded twice', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '250.00' });
    const again = await createAccount({
      email: account.email,
      recoveredAmount: '250.00',
      reference: 'AGAIN',
      currency: 'USD',
    });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toMatch(/already has recorded recoveries/);
    expect((await view(account.id)).ledger.map((e) => e.amount)).toEqual(['250.00']);
    // Without an amount (and a password) the account is still updated.
    const linked = await createAccount({ email: account.email, currency: 'USD' });
    expect(linked.reply(200).account.recoveredAmount).toBe('250.00');
  });

  it('links a lead: the account carries its names', async () => {
    const email = uniqueEmail('lead');
    const [id] = await seedLeads(open.database.db, [{ firstName: 'Nadia', lastName: 'Lead', email }]);
    const lead = { id, email };
    const account = await createClientAccount(open.baseUrl, staffToken, { email: lead.email, submissionId: lead.id });
    expect(account).toMatchObject({ submissionId: lead.id, firstName: 'Nadia', lastName: 'Lead' });
  });
});

describe('the recovery ledger', () => {
  it('records a payment once: a second entry with the same reference (any case) is refused until the first is reversed', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    const first = await recordRecovery(open.baseUrl, staffToken, account.id, '1500.50', { reference: 'BANK-CHB-001', receivedOn: '2026-11-20' });
    expect(first.status).toBe(201);
    const again = await recordRecovery(open.baseUrl, staffToken, account.id, '1500.50', { reference: 'bank-chb-001', receivedOn: '2026-11-20' });
    expect([again.status, messageOf(again)]).toEqual([409, referenceTakenMessage('BANK-CHB-001', 'US$1,500.50', '2026-11-20')]);
    expect((await view(account.id)).account.recoveredAmount).toBe('1500.50');
    // Another payment has its own reference; another account may hold the same one.
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '20.00', { reference: 'BANK-CHB-002' })).status).toBe(201);
    const other = await createClientAccount(open.baseUrl, staffToken);
    expect((await recordRecovery(open.baseUrl, staffToken, other.id, '5.00', { reference: 'BANK-CHB-001' })).status).toBe(201);
    // Once the mistaken entry is reversed, the payment can be recorded again, rightly.
    const entry = (await view(account.id)).ledger.find((e) => e.reference === 'BANK-CHB-001');
    expect((await reverse(account.id, Number(entry?.id))).status).toBe(201);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '1400.50', { reference: 'BANK-CHB-001' })).status).toBe(201);
    expect((await view(account.id)).account.recoveredAmount).toBe('1420.50');
  });

  it('knows a reference however it is typed: another dash, a dot, a space, an invisible character or full-width letters', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '700.00', { reference: 'CHB-7001', receivedOn: '2026-11-20' })).status).toBe(
      201,
    );
    for (const variant of [
      'CHB\u20107001',
      'CHB-7001.',
      'CHB 7001',
      'CHB-\u200B7001',
      'chb_7001',
      ' CHB/7001 ',
      'ＣＨＢ－７００１',
      'CHB\u00AD-7001',
    ]) {
      const again = await recordRecovery(open.baseUrl, staffToken, account.id, '700.00', { reference: variant });
      expect([again.status, messageOf(again)], JSON.stringify(variant)).toEqual([
        409,
        referenceTakenMessage('CHB-7001', 'US$700.00', '2026-11-20'),
      ]);
    }
    expect((await view(account.id)).account.recoveredAmount).toBe('700.00');
    // Other letters or digits are another payment; a reversed entry's reference is free again, however typed.
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '1.00', { reference: 'CHB-7002' })).status).toBe(201);
    const entry = (await view(account.id)).ledger.find((e) => e.reference === 'CHB-7001');
    expect((await reverse(account.id, Number(entry?.id))).status).toBe(201);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '650.00', { reference: 'CHB 7001' })).status).toBe(201);
    expect((await view(account.id)).account.recoveredAmount).toBe('651.00');
  });

  it('adds in cents: 0.10 + 0.20 = 0.30', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '0.10')).status).toBe(201);
    const reply = await recordRecovery(open.baseUrl, staffToken, account.id, '0.20');
    expect(reply.reply(201)).toMatchObject({ recoveredAmount: '0.30', availableAmount: '0.30', transferredAmount: '0.00' });
  });

  it('sums many entries exactly, up to the largest amount', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    const amounts = ['19.99', '0.01', '1234.56', '0.05', '7', '99.9', '333.33', '333.33', '333.34'];
    let last: ClientAccount | null = null;
    for (const amount of amounts) {
      last = (await recordRecovery(open.baseUrl, staffToken, account.id, amount)).reply(201);
    }
    const expectedCents = amounts.reduce((sum, v) => sum + toCents(v), 0);
    expect(last?.recoveredAmount).toBe(fromCents(expectedCents));
    expect(last?.recoveredAmount).toBe('2361.51');
    const { ledger } = await view(account.id);
    expect(ledger.map((e) => e.amount)).toEqual(['19.99', '0.01', '1234.56', '0.05', '7.00', '99.90', '333.33', '333.33', '333.34']);
    expect(ledger.every((e) => e.recordedBy === 'Lena Ledger')).toBe(true);
  });

  it('refuses a recovery in another currency than the account holds (409) and changes nothing', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '10.00', currency: 'USD' });
    const before = await clientDataSnapshot(open.database.db);
    const reply = await recordRecovery(open.baseUrl, staffToken, account.id, '5.00', { currency: 'EUR' });
    expect(reply.status).toBe(409);
    expect(messageOf(reply)).toBe('This account holds USD: record the recovery in USD');
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('refuses a date received in the future (400), accepts today', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    const before = await clientDataSnapshot(open.database.db);
    for (const day of [isoDay(2), '2999-01-01']) {
      const reply = await recordRecovery(open.baseUrl, staffToken, account.id, '5.00', { receivedOn: day });
      expect(reply.status).toBe(400);
      expect(messageOf(reply)).toBe('Date received cannot be in the future');
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
    // Yesterday is in the past wherever the server's clock is.
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '5.00', { receivedOn: isoDay(-1) })).status).toBe(201);
  });

  it('refuses a zero, negative or malformed amount, a missing reference, a bad date, an unknown account', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    const before = await clientDataSnapshot(open.database.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '0.00' }, 400, 'Amount must be above zero'],
      [{ amount: '-3.00' }, 400, 'Amount must be a positive amount with at most two decimals'],
      [{ amount: '3.333' }, 400, 'Amount must be a positive amount with at most two decimals'],
      [{ amount: '100000000.00' }, 400, MONEY_TOO_LARGE_MESSAGE],
      [{ amount: '99999999999' }, 400, MONEY_TOO_LARGE_MESSAGE],
      [{ reference: '' }, 400, 'Reference is required'],
      [{ receivedOn: '15/01/2024' }, 400, 'Date received must be a date (YYYY-MM-DD)'],
    ];
    for (const [patch, status, message] of cases) {
      const reply = await callApi(open.baseUrl, endpoints.recordRecovery, {
        params: { id: account.id },
        token: staffToken,
        body: unchecked({ amount: '3.00', currency: 'USD', receivedOn: '2024-01-01', reference: 'R', ...patch }),
      });
      expect([reply.status, messageOf(reply)], JSON.stringify(patch)).toEqual([status, message]);
    }
    const missing = await recordRecovery(open.baseUrl, staffToken, 2_000_000_000, '3.00');
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Account not found']);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('reverses an entry with a negative entry; the balance drops; twice or a reversal of a reversal is 409', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '100.00' });
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '40.00', { reference: 'DUP' })).status).toBe(201);
    const entry = (await view(account.id)).ledger[1];

    const reversed = await reverse(account.id, entry.id, otherStaffToken);
    expect(reversed.reply(201)).toMatchObject({ recoveredAmount: '100.00', availableAmount: '100.00' });
    const { ledger } = await view(account.id);
    expect(ledger).toHaveLength(3);
    expect(ledger[1]).toMatchObject({ id: entry.id, amount: '40.00', reversedByEntryId: ledger[2].id });
    expect(ledger[2]).toMatchObject({
      amount: '-40.00',
      reversesEntryId: entry.id,
      reference: 'DUP',
      note: 'entered by mistake',
      recordedBy: 'Omar Other',
    });

    const before = await clientDataSnapshot(open.database.db);
    const twice = await reverse(account.id, entry.id);
    expect([twice.status, messageOf(twice)]).toEqual([409, 'This entry has already been reversed']);
    const ofReversal = await reverse(account.id, ledger[2].id);
    expect([ofReversal.status, messageOf(ofReversal)]).toEqual([409, 'A reversing entry cannot itself be reversed']);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);

    const audit = await auditRows(open.database.db, 'client_account', account.id);
    expect(audit.map((r) => r.action)).toEqual(['client_account.created', 'ledger.recorded', 'ledger.recorded', 'ledger.reversed']);
    expect(audit[3].after).toMatchObject({ entryId: ledger[2].id, amount: '-40.00', reversesEntryId: entry.id });
  });

  it('reverses concurrently at most once', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '30.00' });
    const entry = (await view(account.id)).ledger[0];
    const replies = await Promise.all(Array.from({ length: 6 }, () => reverse(account.id, entry.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await view(account.id)).account.recoveredAmount).toBe('0.00');
  });

  it('refuses a reversal that would make the balance negative (after a payout) or eat an open payout', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '80.00' });
    const entry = (await view(account.id)).ledger[0];
    const cookie = await signInClient(open.baseUrl, account.email);
    const payout = (await requestPayout(open.baseUrl, { cookie, accountId: account.id })).json as { id: number };

    const whileOpen = await reverse(account.id, entry.id);
    expect([whileOpen.status, messageOf(whileOpen)]).toEqual([
      409,
      'Reversing this entry would leave less than the open payout request: reject that request first',
    ]);

    for (const status of ['processing', 'completed']) {
      expect((await movePayout(open.baseUrl, staffToken, payout.id, status)).status).toBe(200);
    }
    expect((await view(account.id)).account).toMatchObject({ recoveredAmount: '0.00', transferredAmount: '80.00' });
    const before = await clientDataSnapshot(open.database.db);
    const negative = await reverse(account.id, entry.id);
    expect([negative.status, messageOf(negative)]).toEqual([409, 'Reversing this entry would make the recovered balance negative']);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('never edits or deletes an entry: there is no route for it, and the ledger keeps every entry', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '12.00' });
    const entry = (await view(account.id)).ledger[0];
    const before = await clientDataSnapshot(open.database.db);
    // No endpoint edits an entry: raw requests to where one would be.
    const ledgerPath = endpointUrl(endpoints.recordRecovery, { params: { id: account.id } });
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const reply = await api(open.baseUrl, method, `${ledgerPath}/${entry.id}`, { token: staffToken, body: { amount: '999.00' } });
      expect(reply.status, method).toBe(404);
    }
    for (const method of ['PUT', 'DELETE']) {
      expect((await api(open.baseUrl, method, ledgerPath, { token: staffToken })).status, method).toBe(404);
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
    expect((await reverse(account.id, entry.id)).status).toBe(201);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '3.00')).status).toBe(201);
    const { ledger } = await view(account.id);
    expect(ledger.map((e) => e.amount)).toEqual(['12.00', '-12.00', '3.00']);
  });

  it('keeps recovered and transferred derived: a PATCH naming either is 400 and changes nothing', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '5.00' });
    const before = await clientDataSnapshot(open.database.db);
    for (const body of [
      { recoveredAmount: '999.00' },
      { transferredAmount: '1.00' },
      { isActive: true, recoveredAmount: '1.00' },
      { availableAmount: '1.00' },
    ]) {
      const reply = await changeAccount(account.id, unchecked(body));
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(messageOf(reply)).toBe(
        'Only the active flag, legal hold and vulnerability can be changed; money is recorded in the ledger, and the stage with a case update',
      );
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('gives the case ID as the prefix, then the account id + 12349 in six digits', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken);
    expect(account.caseId).toBe(`RC-${String(account.id + 12349).padStart(6, '0')}`);
    expect(account.caseId).toMatch(/^RC-0123\d{2}$/);
    const cookie = await signInClient(prefixed.baseUrl, account.email);
    expect((await clientSession(cookie, prefixed.baseUrl)).reply(200).caseId).toBe(`XY-${String(account.id + 12349).padStart(6, '0')}`);
  });
});

describe('client sign-in and sessions', () => {
  let account: ClientAccount & { password: string };
  beforeAll(async () => {
    account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '42.00' });
  });

  it('answers the account and sets an HttpOnly, SameSite=Lax session cookie (not Secure over plain http)', async () => {
    const reply = await clientLogin(open.baseUrl, `  ${account.email.toUpperCase()} `, account.password);
    const signedIn = reply.reply(200);
    expect(signedIn).toMatchObject({ id: account.id, email: account.email, recoveredAmount: '42.00' });
    expect(signedIn.lastLogin).toEqual(expect.any(String));
    expect(JSON.stringify(reply.json)).not.toMatch(/password|argon2/i);
    const [header] = reply.headers.getSetCookie();
    expect(header).toMatch(/^recourse_session=[^;]{32,}/);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//);
    expect(header).not.toMatch(/;\s*Secure/i);
    // A forwarded-https header from an untrusted peer changes nothing.
    const spoofed = await clientLogin(open.baseUrl, account.email, account.password, { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers.getSetCookie()[0]).not.toMatch(/;\s*Secure/i);
  });

  it('marks the cookie Secure behind a trusted https proxy', async () => {
    const reply = await clientLogin(proxied.baseUrl, account.email, account.password, { 'x-forwarded-proto': 'https' });
    expect(reply.status).toBe(200);
    const [header] = reply.headers.getSetCookie();
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
  });

  it('answers a wrong password and an unknown email with the same 401 message and no cookie', async () => {
    const wrong = await clientLogin(open.baseUrl, account.email, 'not the password');
    const unknown = await clientLogin(open.baseUrl, uniqueEmail('nobody'), 'not the password');
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(messageOf(reply)).toBe(INVALID_CLIENT_CREDENTIALS_MESSAGE);
      expect(sessionCookie(reply)).toBeNull();
    }
    expect(wrong.bytes.equals(unknown.bytes)).toBe(true);
    const invalid = await clientLogin(open.baseUrl, 'not an email', 'x');
    expect([invalid.status, messageOf(invalid)]).toEqual([400, 'Valid email is required']);
  });

  it('refuses an inactive account, and ends its live sessions, until it is active again', async () => {
    const other = await createClientAccount(open.baseUrl, staffToken);
    const cookie = await signInClient(open.baseUrl, other.email);
    expect((await changeAccount(other.id, { isActive: false })).status).toBe(200);
    const refused = await clientLogin(open.baseUrl, other.email, other.password);
    expect([refused.status, messageOf(refused)]).toEqual([401, INVALID_CLIENT_CREDENTIALS_MESSAGE]);
    expect(sessionCookie(refused)).toBeNull();
    const live = await clientSession(cookie);
    expect([live.status, messageOf(live)]).toEqual([401, CLIENT_SIGN_IN_REQUIRED_MESSAGE]);
    expect((await changeAccount(other.id, { isActive: true })).status).toBe(200);
    expect((await clientLogin(open.baseUrl, other.email, other.password)).status).toBe(200);
  });

  it('shows the client the sign-in before this one as the last login, never the current one', async () => {
    const fresh = await createClientAccount(open.baseUrl, staffToken);
    const first = (await clientLogin(open.baseUrl, fresh.email, fresh.password)).reply(200);
    expect(first.previousLogin).toBeNull();
    const firstAt = first.lastLogin as string;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await clientLogin(open.baseUrl, fresh.email, fresh.password);
    const cookie = sessionCookie(second) as string;
    const session = (await clientSession(cookie)).reply(200);
    expect(session.previousLogin).toBe(firstAt);
    expect(Date.parse(session.lastLogin as string)).toBeGreaterThan(Date.parse(firstAt));
  });

  it('GET /api/auth/user answers the signed-in client, and null for nobody', async () => {
    const cookie = await signInClient(open.baseUrl, account.email);
    const me = await callApi(open.baseUrl, landingEndpoints.signedIn, { cookie });
    expect(me.status).toBe(200);
    const { id, email, firstName, lastName } = account;
    expect(me.json).toEqual({ id, email, firstName, lastName, profileImageUrl: null, isAdmin: false, kind: 'client' });
    for (const who of [{}, { cookie: 'recourse_session=not-a-session' }, { token: staffToken }]) {
      expect(signedInAs(await callApi(open.baseUrl, landingEndpoints.signedIn, who))).toBe('nobody');
    }
    expect((await signOut(cookie)).status).toBe(204);
    expect(signedInAs(await callApi(open.baseUrl, landingEndpoints.signedIn, { cookie }))).toBe('nobody');
  });

  it('logout ends the session on the server: the old cookie value then gets 401', async () => {
    const cookie = await signInClient(open.baseUrl, account.email);
    expect((await clientSession(cookie)).status).toBe(200);
    const out = await signOut(cookie);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/recourse_session=;/);
    const own = { params: { id: account.id }, cookie };
    for (const reply of [
      await clientSession(cookie),
      await callApi(open.baseUrl, clientAccountEndpoints.account, own),
      await callApi(open.baseUrl, clientAccountEndpoints.ledger, own),
    ]) {
      expect([reply.status, messageOf(reply)]).toEqual([401, CLIENT_SIGN_IN_REQUIRED_MESSAGE]);
    }
    const [session] = await open.database.db
      .select({ revokedAt: clientSessions.revokedAt })
      .from(clientSessions)
      .where(eq(clientSessions.tokenHash, sql`encode(sha256(convert_to(${cookie.split('=')[1]}, 'UTF8')), 'hex')`));
    expect(session?.revokedAt).toEqual(expect.any(String));
    // Logging out without a session is harmless.
    expect((await signOut()).status).toBe(204);
  });

  it('a logout another site sends is refused (403) and the session goes on, as GET /api/logout', async () => {
    const cookie = await signInClient(open.baseUrl, account.email);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const out = await signOut(cookie, headers);
      expect([out.status, messageOf(out)], JSON.stringify(headers)).toEqual([403, SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE]);
      expect(out.headers.getSetCookie()).toEqual([]);
    }
    expect((await clientSession(cookie)).status).toBe(200);
    // Our own page's Logout still signs out.
    expect((await signOut(cookie, { 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect((await clientSession(cookie)).status).toBe(401);
  });

  it('rate-limits sign-in per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await clientLogin(perAddress.baseUrl, uniqueEmail('rl'), 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Even the right password waits for the window.
    expect((await clientLogin(perAddress.baseUrl, account.email, account.password)).status).toBe(429);
  });

  it('slows down guessing at one client account without locking the client out, other accounts unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await clientLogin(perAccount.baseUrl, account.email, 'wrong password')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const owner = await clientLogin(perAccount.baseUrl, account.email.toUpperCase(), account.password);
    expect(owner.status).toBe(200);
    // Two free failures, then 100 ms, then 200 ms before the right password was checked.
    expect(owner.elapsedMs).toBeGreaterThanOrEqual(190);
    expect(sessionCookie(owner)).not.toBeNull();
    const stranger = await clientLogin(perAccount.baseUrl, uniqueEmail('free'), 'wrong password');
    expect(stranger.status).toBe(401);
    expect(stranger.elapsedMs).toBeLessThan(1_000);
  });
});

describe('the largest balance', () => {
  it('refuses an entry that would take the account past 99,999,999.99 with 409, not a 500', async () => {
    const account = await createClientAccount(open.baseUrl, staffToken, { recoveredAmount: '99999999.00' });
    const over = await recordRecovery(open.baseUrl, staffToken, account.id, '1.00');
    expect([over.status, messageOf(over)]).toEqual([409, 'This would take the account past the largest balance it can hold (99,999,999.99)']);
    expect((await recordRecovery(open.baseUrl, staffToken, account.id, '0.99')).status).toBe(201);
  });
});

describe('personal data', () => {
  it('exports everything held about a client, then erases it all, leaving only that an erasure happened', async () => {
    const [lead] = await open.database.db
      .insert(clientSubmissions)
      .values({
        firstName: 'Erin',
        lastName: 'Erase',
        email: uniqueEmail('erase'),
        phone: '01234 567',
        country: 'Other',
        amountLost: 'under-2000',
        depositMethod: 'other',
        companyName: 'X',
        caseDetails: 'a case with enough detail',
      })
      .returning({ id: clientSubmissions.id, email: clientSubmissions.email });
    const account = await createClientAccount(open.baseUrl, staffToken, { email: lead.email, submissionId: lead.id, recoveredAmount: '40.00' });
    const cookie = await signInClient(open.baseUrl, account.email);
    const room = (
      await callApi(open.baseUrl, chatEndpoints.openRoom, {
        cookie,
        body: { contactInfo: { firstName: 'Erin', lastName: 'Erase', email: account.email, phone: '01234 567' } },
      })
    ).json as { sessionId: string };
    await callApi(open.baseUrl, chatEndpoints.postMessage, { cookie, body: { sessionId: room.sessionId, message: 'about my case' } });

    const exported = await callApi(open.baseUrl, endpoints.exportPersonalData, { params: { id: account.id }, token: staffToken });
    expect(exported.status).toBe(200);
    const data = unzipped(exported).json as { account: ClientAccount; ledger: unknown[]; chats: { messages: { message: string }[] }[] };
    expect(data.account.email).toBe(account.email);
    expect(data.ledger).toHaveLength(1);
    expect(data.chats[0].messages.map((m) => m.message)).toEqual(['about my case']);

    const byId = { params: { id: account.id }, token: staffToken };
    expect((await callApi(open.baseUrl, endpoints.erase, byId)).status).toBe(204);
    expect((await callApi(open.baseUrl, endpoints.detail, byId)).status).toBe(404);
    expect((await clientSession(cookie)).status).toBe(401);
    const left = (await open.database.db.execute(sql`select
      (select count(*) from client_accounts where id = ${account.id})::int as accounts,
      (select count(*) from recovery_ledger_entries where client_account_id = ${account.id})::int as ledger,
      (select count(*) from chat_rooms where lower(contact_email) = ${account.email})::int as rooms,
      (select count(*) from client_submissions where id = ${lead.id})::int as leads,
      (select count(*) from audit_log a where entity_type = 'client_account' and entity_id = ${String(account.id)} and exists (
        select 1 from jsonb_each_text(coalesce(a.before, '{}'::jsonb) || coalesce(a.after, '{}'::jsonb)) v where v.value <> '[erased]'))::int as audited_data,
      (select count(*) from audit_log where entity_type = 'client_account' and entity_id = ${String(account.id)} and action = 'client_account.erased')::int as erased`)) as unknown as {
      rows: Record<string, number>[];
    };
    expect(left.rows[0]).toEqual({ accounts: 0, ledger: 0, rooms: 0, leads: 0, audited_data: 0, erased: 1 });
  });
});
