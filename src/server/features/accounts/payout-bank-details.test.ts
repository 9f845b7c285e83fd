import { accountEndpoints, caseProgressEndpoints } from '../../../contract/accounts/endpoints';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DETAILS_MESSAGES } from '../../../contract/accounts/bank-details';
import { payoutEndpoints as endpoints } from '../../../contract/accounts/payout-endpoints';
import { PAYMENT_REFERENCE_MESSAGES } from '../../../contract/accounts/payouts';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { ADMIN_ONLY_MESSAGE } from '../../../contract/staff/team';
import { queryRows } from '../../platform/db/client';
import { clientAccounts } from '../../platform/db/schema';
import {
  callApi,
  clientDataSnapshot,
  createTestStaff,
  fundedClient,
  HIGH_SIGN_IN_LIMITS,
  messageOf,
  movePayout,
  requestPayout,
  signInStaff,
  startTestApp,
  type TestApp,
  unzipped,
} from '../../testing';

/** The account a bank payout goes to is given in the portal, stored sealed, shown masked. */

let open: TestApp;
let adminToken: string;
let caseworkerToken: string;

beforeAll(async () => {
  open = await startTestApp({ ...HIGH_SIGN_IN_LIMITS, SECRETS_KEY: randomBytes(32).toString('base64') });
  const [admin, caseworker] = await Promise.all([
    createTestStaff(open.database.db, { firstName: 'Ada', lastName: 'Admin', isAdmin: true }),
    createTestStaff(open.database.db, { firstName: 'Casey', lastName: 'Worker' }),
  ]);
  [adminToken, caseworkerToken] = await Promise.all([
    signInStaff(open.baseUrl, admin.email, admin.password),
    signInStaff(open.baseUrl, caseworker.email, caseworker.password),
  ]);
});

afterAll(async () => {
  await open?.close();
});

const UK = { accountHolder: 'Rita Okafor', sortCode: '12-34-56', accountNumber: '31926819' };
const IBAN = 'GB29 NWBK 6016 1331 9268 19';

/** A funded client named Rita Okafor. */
async function rita(amount = '250.00') {
  const client = await fundedClient(open.baseUrl, open.database.db, adminToken, amount, 'GBP');
  await open.database.db.update(clientAccounts).set({ firstName: 'Rita', lastName: 'Okafor' }).where(eq(clientAccounts.id, client.account.id));
  return client;
}

type Client = Awaited<ReturnType<typeof rita>>;

const ask = (client: Client, bankDetails: unknown) =>
  requestPayout(open.baseUrl, { cookie: client.cookie, accountId: client.account.id }, { withdrawalMethod: 'bank', bankDetails });

const bankDetailsOf = (id: number, token?: string) => callApi(open.baseUrl, endpoints.bankDetails, { params: { id }, token });

const staffList = async () => (await callApi(open.baseUrl, endpoints.list, { token: adminToken })).reply(200);

const ownPayouts = async (client: Client) =>
  (await callApi(open.baseUrl, endpoints.listForClient, { params: { id: client.account.id }, cookie: client.cookie })).reply(200);

describe('bank details given with a payout request', () => {
  it('refuses a sort code, account number or IBAN that is not one (400, naming the field) and stores nothing', async () => {
    const client = await rita();
    const before = await clientDataSnapshot(open.database.db);
    const cases: [unknown, string, string][] = [
      [{ ...UK, sortCode: '12345' }, BANK_DETAILS_MESSAGES.sortCode, 'bankDetails.sortCode'],
      [{ ...UK, sortCode: '1234567' }, BANK_DETAILS_MESSAGES.sortCode, 'bankDetails.sortCode'],
      [{ ...UK, sortCode: '12-34-5a' }, BANK_DETAILS_MESSAGES.sortCode, 'bankDetails.sortCode'],
      [{ ...UK, accountNumber: '1234567' }, BANK_DETAILS_MESSAGES.accountNumber, 'bankDetails.accountNumber'],
      [{ ...UK, accountNumber: '123456789' }, BANK_DETAILS_MESSAGES.accountNumber, 'bankDetails.accountNumber'],
      [{ accountHolder: 'Rita Okafor', sortCode: '123456' }, BANK_DETAILS_MESSAGES.accountNumber, 'bankDetails.accountNumber'],
      [{ ...UK, accountHolder: '  ' }, BANK_DETAILS_MESSAGES.holder, 'bankDetails.accountHolder'],
      [{ sortCode: '123456', accountNumber: '12345678' }, BANK_DETAILS_MESSAGES.holder, 'bankDetails.accountHolder'],
      // Check digits 28 instead of 29: the mod-97 check fails.
      [{ accountHolder: 'Rita Okafor', iban: 'GB28 NWBK 6016 1331 9268 19' }, BANK_DETAILS_MESSAGES.iban, 'bankDetails.iban'],
      [{ accountHolder: 'Rita Okafor', iban: 'GB29 NWBK 6016 1331 9268 18' }, BANK_DETAILS_MESSAGES.iban, 'bankDetails.iban'],
      [{ accountHolder: 'Rita Okafor', iban: 'not an iban' }, BANK_DETAILS_MESSAGES.iban, 'bankDetails.iban'],
      [{ ...UK, iban: IBAN }, BANK_DETAILS_MESSAGES.oneKind, 'bankDetails'],
      [{ accountHolder: 'Rita Okafor' }, BANK_DETAILS_MESSAGES.oneKind, 'bankDetails'],
      [{ ...UK, swift: 'NWBKGB2L' }, BANK_DETAILS_MESSAGES.oneKind, 'bankDetails'],
      [42, BANK_DETAILS_MESSAGES.note, 'bankDetails'],
      [['12345678'], BANK_DETAILS_MESSAGES.note, 'bankDetails'],
    ];
    for (const [bankDetails, message, field] of cases) {
      const reply = await ask(client, bankDetails);
      expect([reply.status, reply.json], JSON.stringify(bankDetails)).toEqual([400, { message, field }]);
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('accepts a UK account (spaces and dashes aside) and an IBAN by its check digits', async () => {
    for (const bankDetails of [
      UK,
      { ...UK, sortCode: '12 34 56', accountNumber: '3192 6819' },
      { accountHolder: 'Rita Okafor', iban: IBAN },
      { accountHolder: 'Rita Okafor', iban: 'de89370400440532013000' },
    ]) {
      const client = await rita();
      const reply = await ask(client, bankDetails);
      expect(reply.status, JSON.stringify(bankDetails)).toBe(201);
    }
  });

  it('stores the account sealed: the database holds no account number, sort code or IBAN in clear', async () => {
    const client = await rita();
    const uk = (await ask(client, UK)).reply(201);
    expect((await movePayout(open.baseUrl, adminToken, uk.id, 'rejected')).status).toBe(200);
    const iban = (await ask(client, { accountHolder: 'Rita Okafor', iban: IBAN })).reply(201);
    const rows = await queryRows<Record<string, unknown>>(
      open.database.db,
      sql`select * from withdrawal_requests where client_account_id = ${client.account.id}`,
    );
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const clear of ['31926819', '123456', '12-34-56', 'GB29NWBK60161331926819', 'NWBK', 'Rita Okafor']) expect(stored).not.toContain(clear);
    for (const row of rows) expect(row.bank_details).toMatch(/^sealed:v1:/);
    expect(rows.map((row) => [row.id, row.bank_account_kind, row.bank_account_ending])).toEqual(
      expect.arrayContaining([
        [uk.id, 'account', '6819'],
        [iban.id, 'iban', '6819'],
      ]),
    );
    // Nor does the audit trail.
    const audit = await queryRows<Record<string, unknown>>(open.database.db, sql`select * from audit_log`);
    expect(JSON.stringify(audit)).not.toContain('31926819');
  });

  it('shows the client and every list the account masked (its last 4 digits), never whole', async () => {
    const client = await rita();
    const created = await ask(client, UK);
    expect(created.reply(201)).toMatchObject({ bankDetails: 'Account ending 6819', bankAccountGiven: true, holderMatchesClient: null });
    const mine = await ownPayouts(client);
    expect(mine).toMatchObject([{ bankDetails: 'Account ending 6819', bankAccountGiven: true, holderMatchesClient: null }]);
    const listed = (await staffList()).find((p) => p.id === created.reply(201).id);
    expect(listed).toMatchObject({ bankDetails: 'Account ending 6819', holderMatchesClient: true });
    for (const text of [created.text, JSON.stringify(mine), JSON.stringify(await staffList())]) {
      expect(text).not.toContain('31926819');
      expect(text).not.toContain('123456');
    }

    const other = await rita();
    const byIban = await ask(other, { accountHolder: 'Rita Okafor', iban: IBAN });
    expect(byIban.reply(201).bankDetails).toBe('IBAN ending 6819');
    expect(byIban.text).not.toContain('NWBK');
  });

  it("shows the client's own export the account masked", async () => {
    const client = await rita();
    await ask(client, UK);
    const zip = unzipped(
      await callApi(open.baseUrl, accountEndpoints.exportPersonalData, { params: { id: client.account.id }, token: adminToken }),
    );
    expect(zip.json.payoutRequests).toMatchObject([{ bankDetails: 'Account ending 6819', bankAccountEnding: '6819' }]);
    expect(JSON.stringify(zip.json)).not.toContain('31926819');
    expect(JSON.stringify(zip.json)).not.toContain('sealed:v1:');
  });

  it('shows an admin the whole account on its own read, audited, never kept by a cache; a caseworker is refused', async () => {
    const client = await rita();
    const { id } = (await ask(client, UK)).reply(201);
    const whole = await bankDetailsOf(id, adminToken);
    expect(whole.reply(200)).toEqual({
      accountHolder: 'Rita Okafor',
      sortCode: '123456',
      accountNumber: '31926819',
      iban: null,
      note: null,
      holderMatchesClient: true,
    });
    expect(whole.headers.get('cache-control')).toBe('no-store');
    const viewed = await queryRows<{ action: string; entity_id: string; before: unknown; after: unknown }>(
      open.database.db,
      sql`select action, entity_id, before, after from audit_log where action = 'withdrawal.bank_details_viewed' and entity_id = ${String(id)}`,
    );
    expect(viewed).toEqual([{ action: 'withdrawal.bank_details_viewed', entity_id: String(id), before: null, after: null }]);

    const refused = await bankDetailsOf(id, caseworkerToken);
    expect([refused.status, messageOf(refused)]).toEqual([403, ADMIN_ONLY_MESSAGE]);
    expect((await bankDetailsOf(999_999, adminToken)).status).toBe(404);
    expect((await bankDetailsOf(id)).status).toBe(401);
  });

  it("accepts a name on the account that is not the client's, and tells staff", async () => {
    const client = await rita();
    const initial = (await ask(client, { ...UK, accountHolder: 'MRS R. OKAFOR' })).reply(201);
    expect(initial.holderMatchesClient).toBeNull();
    expect((await staffList()).find((p) => p.id === initial.id)?.holderMatchesClient).toBe(true);
    expect((await movePayout(open.baseUrl, adminToken, initial.id, 'rejected')).status).toBe(200);

    const { id } = (await ask(client, { ...UK, accountHolder: 'Crypto Recovery Ltd' })).reply(201);
    expect((await staffList()).find((p) => p.id === id)?.holderMatchesClient).toBe(false);
    expect((await bankDetailsOf(id, adminToken)).reply(200)).toMatchObject({ accountHolder: 'Crypto Recovery Ltd', holderMatchesClient: false });
  });
});

describe('completing a payout with its payment reference', () => {
  it('needs the reference to complete (400, nothing moves), and shows it to the client with the masked destination', async () => {
    const client = await rita();
    const { id } = (await ask(client, UK)).reply(201);
    const patch = (body: BodyOf<typeof endpoints.update>, token = adminToken) =>
      callApi(open.baseUrl, endpoints.update, { params: { id }, token, body });
    expect((await patch({ status: 'processing' })).status).toBe(200);

    const early = await patch({ status: 'processing', paymentReference: 'FPS-1' });
    expect([early.status, messageOf(early)]).toEqual([400, PAYMENT_REFERENCE_MESSAGES.onlyCompleted]);
    const before = await clientDataSnapshot(open.database.db);
    for (const paymentReference of [undefined, null, '', '   ']) {
      const reply = await patch({ status: 'completed', paymentReference });
      expect([reply.status, messageOf(reply)], String(paymentReference)).toEqual([400, PAYMENT_REFERENCE_MESSAGES.required]);
    }
    const tooLong = await patch({ status: 'completed', paymentReference: 'x'.repeat(201) });
    expect([tooLong.status, messageOf(tooLong)]).toEqual([400, 'The payment reference must be 200 characters or less']);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);

    const done = await patch({
      status: 'completed',
      paymentReference: ' FPS-20261120-77 ',
      adminNotes: 'Paid from the client account at Barclays',
    });
    expect(done.reply(200)).toMatchObject({ status: 'completed', paymentReference: 'FPS-20261120-77' });

    const [mine] = await ownPayouts(client);
    expect(mine).toMatchObject({
      status: 'completed',
      withdrawalMethod: 'bank',
      bankDetails: 'Account ending 6819',
      paymentReference: 'FPS-20261120-77',
      adminNotes: null,
    });
    expect(mine.processedAt).not.toBeNull();
    const timeline = await callApi(open.baseUrl, caseProgressEndpoints.clientTimeline, {
      params: { id: client.account.id },
      cookie: client.cookie,
    });
    expect(timeline.status).toBe(200);
    expect(timeline.text).toContain('FPS-20261120-77');

    // A completed payout's reference is an admin's to correct, never a caseworker's.
    const reworded = await patch({ status: 'completed', paymentReference: 'FPS-OTHER' }, caseworkerToken);
    expect([reworded.status, messageOf(reworded)]).toEqual([403, ADMIN_ONLY_MESSAGE]);
    const notes = await patch({ status: 'completed', adminNotes: 'client confirmed' }, caseworkerToken);
    expect(notes.reply(200)).toMatchObject({ paymentReference: 'FPS-20261120-77', adminNotes: 'client confirmed' });
  });
});
