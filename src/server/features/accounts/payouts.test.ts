import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientAccount } from '../../../contract/accounts/accounts';
import { fromCents, toCents } from '../../../contract/shared/money';
import { PAYOUT_STATUSES, PAYOUT_TRANSITIONS, type PayoutStatus } from '../../../contract/accounts/payouts';
import { payoutEndpoints as endpoints } from '../../../contract/accounts/payout-endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { ADMIN_ONLY_MESSAGE } from '../../../contract/staff/team';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { accountEndpoints } from '../../../contract/accounts/endpoints';
import { queryRows } from '../../platform/db/client';
import { NOTHING_TO_PAY_OUT, OPEN_PAYOUT_EXISTS } from './payouts-service';
import {
  badBeforesNotRefused,
  callApi,
  readPageByPage,
  auditRows,
  clientDataSnapshot,
  createTestStaff,
  fundedClient,
  HIGH_SIGN_IN_LIMITS,
  messageOf,
  movePayout,
  obj,
  recordRecovery,
  requestPayout,
  signInStaff,
  staffAccountView,
  startTestApp,
  type TestApp,
  unchecked,
  VALID_WALLETS,
  REJECTION_REASON,
} from '../../testing';

let open: TestApp;
let staffToken: string;
let otherStaffToken: string;
let caseworkerToken: string;

beforeAll(async () => {
  open = await startTestApp(HIGH_SIGN_IN_LIMITS);
  const [staff, other, caseworker] = await Promise.all([
    createTestStaff(open.database.db, { firstName: 'Pat', lastName: 'Payer', isAdmin: true }),
    createTestStaff(open.database.db, { firstName: 'Quinn', lastName: 'Second', isAdmin: true }),
    createTestStaff(open.database.db, { firstName: 'Casey', lastName: 'Worker' }),
  ]);
  [staffToken, otherStaffToken, caseworkerToken] = await Promise.all([
    signInStaff(open.baseUrl, staff.email, staff.password),
    signInStaff(open.baseUrl, other.email, other.password),
    signInStaff(open.baseUrl, caseworker.email, caseworker.password),
  ]);
});

afterAll(async () => {
  await open?.close();
});

interface Client {
  account: ClientAccount;
  cookie: string;
}

/** A signed-in client whose balance was recorded through the staff ledger route. */
const fund = (amount: string, currency = 'USD'): Promise<Client> => fundedClient(open.baseUrl, open.database.db, staffToken, amount, currency);

const ask = (client: Client, body?: Omit<BodyOf<typeof endpoints.request>, 'clientAccountId'>) =>
  requestPayout(open.baseUrl, { cookie: client.cookie, accountId: client.account.id }, body);

const move = (id: number, status: string, token = staffToken, extra: Partial<BodyOf<typeof endpoints.update>> = {}) =>
  movePayout(open.baseUrl, token, id, status, extra);

/** The client's own requests, as their portal reads them. */
const ownPayouts = async (client: Client) =>
  (await callApi(open.baseUrl, endpoints.listForClient, { params: { id: client.account.id }, cookie: client.cookie })).reply(200);
/** The staff queue's first page (of one status when asked). */
const staffPayouts = async (query: QueryOf<typeof endpoints.list> = {}) =>
  (await callApi(open.baseUrl, endpoints.list, { query, token: staffToken })).reply(200);

const accountOf = async (client: Client) => (await staffAccountView(open.baseUrl, staffToken, client.account.id)).account;

async function openRequestsOf(accountId: number): Promise<number> {
  const result = (await open.database.db.execute(
    sql`select count(*)::int as n from withdrawal_requests where client_account_id = ${accountId} and status in ('pending', 'processing')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

describe('requesting a payout', () => {
  it('is always for the full available balance: another amount is 409, none uses the balance', async () => {
    const client = await fund('100.00');
    const before = await clientDataSnapshot(open.database.db);
    for (const amount of ['50.00', '100.01', '99.99', 0, '-100.00', 'all', '1e2']) {
      const reply = await ask(client, { withdrawalMethod: 'bank', amount });
      expect([reply.status, messageOf(reply)], String(amount)).toEqual([409, 'A payout is always for your full available balance of 100.00 USD']);
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);

    const same = (await ask(client, { withdrawalMethod: 'bank', amount: '100' })).reply(201);
    expect(same).toMatchObject({ amount: '100.00', currency: 'USD', status: 'pending' });
    expect((await move(same.id, 'rejected')).status).toBe(200);

    const omitted = (await ask(client, { withdrawalMethod: 'bank' })).reply(201);
    expect(omitted).toMatchObject({
      amount: '100.00',
      currency: 'USD',
      clientAccountId: client.account.id,
      processedBy: null,
      processedAt: null,
    });
    expect(await accountOf(client)).toMatchObject({ recoveredAmount: '100.00', availableAmount: '0.00', transferredAmount: '0.00' });
  });

  it('uses the account currency, whatever the body says', async () => {
    const client = await fund('12.34', 'GBP');
    const reply = await ask(client, { withdrawalMethod: 'bank', currency: 'USD' });
    expect(reply.reply(201)).toMatchObject({ amount: '12.34', currency: 'GBP' });
  });

  it('refuses when there is nothing to withdraw (409)', async () => {
    const client = await fund('0.00');
    const before = await clientDataSnapshot(open.database.db);
    const reply = await ask(client);
    expect([reply.status, messageOf(reply)]).toEqual([409, NOTHING_TO_PAY_OUT]);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('accepts a valid wallet of each type (BTC legacy, P2SH and bech32; ETH; USDT on ERC-20 and TRC-20)', async () => {
    const client = await fund('7.50');
    const cases: ['BTC' | 'ETH' | 'USDT', string][] = [
      ['BTC', VALID_WALLETS.BTC_LEGACY],
      ['BTC', VALID_WALLETS.BTC_P2SH],
      ['BTC', VALID_WALLETS.BTC_BECH32],
      ['ETH', VALID_WALLETS.ETH],
      ['ETH', VALID_WALLETS.ETH.toLowerCase()],
      ['USDT', VALID_WALLETS.ETH],
      ['USDT', VALID_WALLETS.USDT_TRC20],
    ];
    for (const [cryptoType, walletAddress] of cases) {
      const reply = await ask(client, {
        withdrawalMethod: 'cryptocurrency',
        cryptoType,
        walletAddress: ` ${walletAddress} `,
        bankDetails: 'ignored',
      });
      expect(reply.status, `${cryptoType} ${walletAddress}`).toBe(201);
      const created = reply.reply(201);
      expect(created).toMatchObject({ withdrawalMethod: 'cryptocurrency', cryptoType, walletAddress, bankDetails: null, amount: '7.50' });
      // Rejecting frees the balance for the next one.
      expect((await move(created.id, 'rejected')).status).toBe(200);
    }
  });

  it('refuses a missing or invalid wallet for its type (400) and stores nothing', async () => {
    const client = await fund('7.50');
    const before = await clientDataSnapshot(open.database.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ cryptoType: 'BTC' }, 'Wallet address is required'],
      [{ cryptoType: 'BTC', walletAddress: '   ' }, 'Wallet address is required'],
      [{ walletAddress: VALID_WALLETS.BTC_LEGACY }, 'Choose BTC, ETH or USDT'],
      [{ cryptoType: 'DOGE', walletAddress: VALID_WALLETS.BTC_LEGACY }, 'Choose BTC, ETH or USDT'],
      [{ cryptoType: 'BTC', walletAddress: VALID_WALLETS.ETH }, 'That is not a valid BTC wallet address'],
      [{ cryptoType: 'BTC', walletAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0' }, 'That is not a valid BTC wallet address'], // 0 is not base58
      [{ cryptoType: 'BTC', walletAddress: 'bc1qshort' }, 'That is not a valid BTC wallet address'],
      [{ cryptoType: 'BTC', walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb' }, 'That is not a valid BTC wallet address'], // b is not bech32
      [{ cryptoType: 'ETH', walletAddress: VALID_WALLETS.ETH.slice(0, -1) }, 'That is not a valid ETH wallet address'],
      [{ cryptoType: 'ETH', walletAddress: `${VALID_WALLETS.ETH}0` }, 'That is not a valid ETH wallet address'],
      [{ cryptoType: 'ETH', walletAddress: `${VALID_WALLETS.ETH.slice(0, -1)}g` }, 'That is not a valid ETH wallet address'],
      [{ cryptoType: 'ETH', walletAddress: VALID_WALLETS.USDT_TRC20 }, 'That is not a valid ETH wallet address'],
      [{ cryptoType: 'USDT', walletAddress: VALID_WALLETS.BTC_LEGACY }, 'That is not a valid USDT wallet address'],
      [{ cryptoType: 'USDT', walletAddress: VALID_WALLETS.USDT_TRC20.replace(/^T/, 'X') }, 'That is not a valid USDT wallet address'],
      [{ cryptoType: 'USDT', walletAddress: `${VALID_WALLETS.USDT_TRC20}1` }, 'That is not a valid USDT wallet address'],
      [{ cryptoType: 'ETH', walletAddress: `<script>${VALID_WALLETS.ETH}` }, 'That is not a valid ETH wallet address'],
    ];
    for (const [body, message] of cases) {
      const reply = await ask(client, unchecked({ withdrawalMethod: 'cryptocurrency', ...body }));
      expect([reply.status, messageOf(reply)], JSON.stringify(body)).toEqual([400, message]);
    }
    const noMethod = await ask(client, unchecked({ withdrawalMethod: 'paypal' }));
    expect([noMethod.status, messageOf(noMethod)]).toEqual([400, 'Choose bank transfer or cryptocurrency']);
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('names the field a refusal is about (wallet address, crypto type), so the form says it there', async () => {
    const client = await fund('7.50');
    const wallet = await ask(client, { withdrawalMethod: 'cryptocurrency', cryptoType: 'BTC', walletAddress: 'not-a-wallet' });
    expect([wallet.status, wallet.json]).toEqual([400, { message: 'That is not a valid BTC wallet address', field: 'walletAddress' }]);
    const type = await ask(client, { withdrawalMethod: 'cryptocurrency', walletAddress: VALID_WALLETS.BTC_LEGACY });
    expect([type.status, type.json]).toEqual([400, { message: 'Choose BTC, ETH or USDT', field: 'cryptoType' }]);
    // A problem with no field of the form to show it at names none.
    const method = await ask(client, unchecked({ withdrawalMethod: 'paypal' }));
    expect([method.status, method.json]).toEqual([400, { message: 'Choose bank transfer or cryptocurrency' }]);
  });

  it('accepts a plain-text note for a bank transfer and keeps neither it nor a wallet: no account was given', async () => {
    const client = await fund('3.00');
    const reply = await ask(client, {
      withdrawalMethod: 'bank',
      bankDetails: 'IBAN GB00 <b>evil</b>',
      cryptoType: 'BTC',
      walletAddress: VALID_WALLETS.BTC_LEGACY,
    });
    expect(reply.reply(201)).toMatchObject({
      withdrawalMethod: 'bank',
      bankDetails: null,
      bankAccountGiven: false,
      cryptoType: null,
      walletAddress: null,
    });
    const [mine] = await ownPayouts(client);
    expect(mine).toMatchObject({ bankDetails: null, bankAccountGiven: false });
    const stored = await queryRows<{ bank_details: string | null }>(
      open.database.db,
      sql`select bank_details from withdrawal_requests where id = ${mine.id}`,
    );
    expect(stored).toEqual([{ bank_details: null }]);
  });

  it('allows one open request at a time: a second is 409 while pending or processing', async () => {
    const client = await fund('60.00');
    const first = (await ask(client)).reply(201);
    expect((await recordRecovery(open.baseUrl, staffToken, client.account.id, '5.00')).status).toBe(201);
    const second = await ask(client);
    expect([second.status, messageOf(second)]).toEqual([409, OPEN_PAYOUT_EXISTS]);
    expect((await move(first.id, 'processing')).status).toBe(200);
    const third = await ask(client);
    expect([third.status, messageOf(third)]).toEqual([409, OPEN_PAYOUT_EXISTS]);
    expect(await openRequestsOf(client.account.id)).toBe(1);
    expect((await move(first.id, 'completed')).status).toBe(200);
    // The 5.00 recorded meanwhile is what is left, and can now be requested.
    const next = await ask(client);
    expect(next.reply(201).amount).toBe('5.00');
  });

  it('opens exactly one of 10 concurrent requests', async () => {
    const client = await fund('250.00');
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ask(
          client,
          i % 2 ? { withdrawalMethod: 'bank' } : { withdrawalMethod: 'cryptocurrency', cryptoType: 'ETH', walletAddress: VALID_WALLETS.ETH },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409)) expect(messageOf(reply)).toBe(OPEN_PAYOUT_EXISTS);
    expect(await openRequestsOf(client.account.id)).toBe(1);
    expect(await ownPayouts(client)).toHaveLength(1);
    expect(await accountOf(client)).toMatchObject({ recoveredAmount: '250.00', availableAmount: '0.00' });
  });
});

describe('the payout state machine', () => {
  /** A request brought to `status` along legal moves. */
  async function requestIn(status: PayoutStatus): Promise<{ client: Client; id: number }> {
    const client = await fund('40.00');
    const { id } = (await ask(client)).reply(201);
    const path: Record<PayoutStatus, PayoutStatus[]> = {
      pending: [],
      processing: ['processing'],
      completed: ['processing', 'completed'],
      rejected: ['rejected'],
    };
    for (const step of path[status]) expect((await move(id, step)).status).toBe(200);
    return { client, id };
  }

  const legal: [PayoutStatus, PayoutStatus][] = [
    ['pending', 'processing'],
    ['pending', 'rejected'],
    ['processing', 'completed'],
    ['processing', 'rejected'],
  ];
  const illegal: [PayoutStatus, PayoutStatus][] = PAYOUT_STATUSES.flatMap((from) =>
    PAYOUT_STATUSES.filter((to) => to !== from && !PAYOUT_TRANSITIONS[from].includes(to)).map((to): [PayoutStatus, PayoutStatus] => [from, to]),
  );

  it('lists exactly pending -> processing -> completed | rejected and pending -> rejected as legal', () => {
    expect(PAYOUT_STATUSES.flatMap((from) => PAYOUT_TRANSITIONS[from].map((to) => [from, to]))).toEqual(legal);
    expect(illegal).toEqual([
      ['pending', 'completed'],
      ['processing', 'pending'],
      ['completed', 'pending'],
      ['completed', 'processing'],
      ['completed', 'rejected'],
      ['rejected', 'pending'],
      ['rejected', 'processing'],
      ['rejected', 'completed'],
    ]);
  });

  for (const [from, to] of legal) {
    it(`allows ${from} -> ${to}, recorded with the acting staff member and audited`, async () => {
      const { client, id } = await requestIn(from);
      const reply = (await move(id, to, otherStaffToken, { adminNotes: `moved to ${to}`, processedBy: 'admin' })).reply(200);
      expect(reply).toMatchObject({ id, status: to, adminNotes: `moved to ${to}`, processedBy: 'Quinn Second' });
      expect(Date.parse(String(reply.processedAt))).toBeGreaterThan(Date.now() - 60_000);
      const audit = await auditRows(open.database.db, 'withdrawal_request', id);
      expect(audit.at(-1)).toMatchObject({
        action: 'withdrawal.updated',
        before: { status: from },
        after: { status: to, adminNotes: `moved to ${to}` },
      });
      const account = await accountOf(client);
      if (to === 'completed') expect(account).toMatchObject({ recoveredAmount: '0.00', transferredAmount: '40.00', availableAmount: '0.00' });
      else if (to === 'rejected') expect(account).toMatchObject({ recoveredAmount: '40.00', transferredAmount: '0.00', availableAmount: '40.00' });
      else expect(account).toMatchObject({ recoveredAmount: '40.00', transferredAmount: '0.00', availableAmount: '0.00' });
    });
  }

  for (const [from, to] of illegal) {
    it(`refuses ${from} -> ${to} with 409 and a message, changing nothing`, async () => {
      const { id } = await requestIn(from);
      const before = await clientDataSnapshot(open.database.db);
      const reply = await move(id, to, staffToken, { adminNotes: 'should not stick' });
      expect([reply.status, messageOf(reply)]).toEqual([409, `A ${from} withdrawal request cannot become ${to}`]);
      expect(await clientDataSnapshot(open.database.db)).toBe(before);
    });
  }

  it('completes in one step: recovered moves to transferred, and a repeated "completed" moves nothing again', async () => {
    const { client, id } = await requestIn('processing');
    const replies = await Promise.all([move(id, 'completed'), move(id, 'completed'), move(id, 'completed')]);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const account = await accountOf(client);
    expect(account).toMatchObject({ recoveredAmount: '0.00', transferredAmount: '40.00' });
    // A note on a final request is fine; its status stays and money does not move twice.
    const noted = await move(id, 'completed', staffToken, { adminNotes: 'sent 2024-05-01' });
    expect(noted.reply(200)).toMatchObject({ status: 'completed', adminNotes: 'sent 2024-05-01' });
    expect(await accountOf(client)).toMatchObject({ recoveredAmount: '0.00', transferredAmount: '40.00' });
  });

  it('frees the balance on rejection: a new request opens', async () => {
    const { client, id } = await requestIn('processing');
    expect((await ask(client)).status).toBe(409);
    expect((await move(id, 'rejected')).status).toBe(200);
    const again = await ask(client);
    expect(again.reply(201).amount).toBe('40.00');
  });

  it('a caseworker notes a completed or rejected request, but never completes, rejects or rewords a rejection', async () => {
    const completed = await requestIn('completed');
    const noted = await move(completed.id, 'completed', caseworkerToken, { adminNotes: 'client confirmed receipt' });
    const notedReply = noted.reply(200);
    expect([notedReply.adminNotes, notedReply.processedBy]).toEqual(['client confirmed receipt', 'Pat Payer']);
    expect(await accountOf(completed.client)).toMatchObject({ recoveredAmount: '0.00', transferredAmount: '40.00' });

    const rejected = await requestIn('rejected');
    const kept = await move(rejected.id, 'rejected', caseworkerToken, { adminNotes: 'client called about it' });
    expect(kept.reply(200)).toMatchObject({ status: 'rejected', reason: REJECTION_REASON, adminNotes: 'client called about it' });
    const processing = await requestIn('processing');
    const before = await clientDataSnapshot(open.database.db);
    const reworded = await move(rejected.id, 'rejected', caseworkerToken, { reason: 'Another reason for the client.' });
    expect([reworded.status, messageOf(reworded)]).toEqual([403, ADMIN_ONLY_MESSAGE]);
    for (const to of ['completed', 'rejected'] as const) {
      const refused = await move(processing.id, to, caseworkerToken);
      expect([refused.status, messageOf(refused)], to).toEqual([403, ADMIN_ONLY_MESSAGE]);
    }
    expect(await clientDataSnapshot(open.database.db)).toBe(before);
  });

  it('answers 404 for an unknown request and 400 for an unknown status', async () => {
    const missing = await move(2_000_000_000, 'processing');
    expect([missing.status, messageOf(missing)]).toEqual([404, 'Withdrawal request not found']);
    const { id } = await requestIn('pending');
    const unknown = await move(id, 'paid');
    expect([unknown.status, messageOf(unknown)]).toEqual([400, 'Unknown status']);
  });

  it('lists requests for staff with the client name and email, filtered by status', async () => {
    const { client, id } = await requestIn('processing');
    await open.database.db.execute(sql`update client_accounts set first_name = 'Paula', last_name = 'Payee' where id = ${client.account.id}`);
    const all = await staffPayouts();
    expect(all.find((w) => w.id === id)).toMatchObject({
      clientEmail: client.account.email,
      clientFirstName: 'Paula',
      clientLastName: 'Payee',
      status: 'processing',
      processedBy: 'Pat Payer',
    });
    // A client's own replies carry no names added for staff.
    const own = await ownPayouts(client);
    expect(own.find((w) => w.id === id)?.status).toBe('processing');
    expect(own.find((w) => w.id === id)).not.toHaveProperty('clientFirstName');
    const processing = await staffPayouts({ status: 'processing' });
    expect(processing.length).toBeGreaterThan(0);
    expect(processing.every((w) => w.status === 'processing')).toBe(true);
    expect(processing.map((w) => w.id)).toContain(id);
    expect((await callApi(open.baseUrl, endpoints.list, { query: unchecked({ status: 'paid' }), token: staffToken })).status).toBe(400);
  });
});

describe('the staff list, a page at a time', () => {
  it('gives the newest STAFF_LIST_PAGE_SIZE, and `before` the older ones, none skipped or twice, to the very first', async () => {
    const client = await fund('10.00');
    const rejected = STAFF_LIST_PAGE_SIZE * 2 + 7;
    await open.database.db.execute(sql`insert into withdrawal_requests (client_account_id, amount, currency, withdrawal_method, status, rejection_reason)
      select ${client.account.id}, 1, 'USD', 'bank', 'rejected', 'Paged ' || n from generate_series(1, ${rejected}) as n`);
    const page = staffPayouts;

    const [{ n: total }] = await queryRows<{ n: number }>(
      open.database.db,
      sql`select count(*)::int as n from withdrawal_requests where status = 'rejected'`,
    );
    const read = await readPageByPage((before) => page({ status: 'rejected', before: before?.toString() }), STAFF_LIST_PAGE_SIZE);
    expect(read.every((w) => w.status === 'rejected')).toBe(true);
    const seen = read.map((w) => w.id);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const everyStatus = await page();
    expect(everyStatus).toHaveLength(STAFF_LIST_PAGE_SIZE);
    expect(await badBeforesNotRefused(open.baseUrl, endpoints.list.path, staffToken)).toEqual([]);
  });
});

describe('what the client sees of a request', () => {
  it('carries no staff notes and no staff name', async () => {
    const client = await fund('75.00');
    const { id } = (await ask(client)).reply(201);
    expect((await move(id, 'processing', staffToken, { adminNotes: 'internal: checked with the bank' })).status).toBe(200);
    const own = await ownPayouts(client);
    expect(own.find((w) => w.id === id)).toMatchObject({ status: 'processing', adminNotes: null, processedBy: null });
    const staffView = await staffPayouts();
    expect(staffView.find((w) => w.id === id)).toMatchObject({ adminNotes: 'internal: checked with the bank', processedBy: 'Pat Payer' });
  });

  it('a rejection needs a reason for the client, which the client sees (the staff notes still not)', async () => {
    const client = await fund('60.00');
    const { id } = (await ask(client)).reply(201);
    for (const reason of [undefined, '  ']) {
      const refused = await callApi(open.baseUrl, endpoints.update, {
        params: { id },
        token: staffToken,
        body: { status: 'rejected', adminNotes: 'looks like a mule account', ...(reason === undefined ? {} : { reason }) },
      });
      expect([refused.status, messageOf(refused)]).toEqual([400, 'Give the client a reason for rejecting the withdrawal request']);
    }
    expect((await move(id, 'pending')).reply(200)).toMatchObject({ status: 'pending', reason: null });
    expect((await move(id, 'rejected', staffToken, { adminNotes: 'looks like a mule account' })).status).toBe(200);
    const own = await ownPayouts(client);
    expect(own.find((w) => w.id === id)).toMatchObject({ status: 'rejected', reason: REJECTION_REASON, adminNotes: null });
  });
});

describe('the staff account list', () => {
  it('shows each account with its open request held back from the available amount', async () => {
    const client = await fund('60.00');
    const other = await fund('25.00');
    expect((await ask(client)).status).toBe(201);
    const search = async (q: string) =>
      obj(await callApi(open.baseUrl, accountEndpoints.list, { query: { q }, token: staffToken })).items as ClientAccount[];
    const [held] = await search(client.account.email);
    expect(held).toMatchObject({ id: client.account.id, recoveredAmount: '60.00', availableAmount: '0.00' });
    const [free] = await search(other.account.email);
    expect(free).toMatchObject({ id: other.account.id, recoveredAmount: '25.00', availableAmount: '25.00' });
    // Wildcards in a search are matched literally.
    expect(await search('%')).toEqual([]);
  });
});

describe('the balance is never negative', () => {
  type Command =
    | { kind: 'record'; cents: number }
    | { kind: 'reverse'; pick: number }
    | { kind: 'request' }
    | { kind: 'move'; to: PayoutStatus }
    | { kind: 'advance' };

  const command: fc.Arbitrary<Command> = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((cents): Command => ({ kind: 'record', cents })) },
    { weight: 2, arbitrary: fc.nat(20).map((pick): Command => ({ kind: 'reverse', pick })) },
    { weight: 2, arbitrary: fc.constant<Command>({ kind: 'request' }) },
    { weight: 3, arbitrary: fc.constantFrom(...PAYOUT_STATUSES).map((to): Command => ({ kind: 'move', to })) },
    { weight: 2, arbitrary: fc.constant<Command>({ kind: 'advance' }) },
  );
  // Every run ends by paying an open request out, so each one checks that completing moves the money.
  const payOut: Command[] = [{ kind: 'record', cents: 1 }, { kind: 'request' }, { kind: 'advance' }, { kind: 'advance' }];
  const NEXT: Partial<Record<PayoutStatus, PayoutStatus>> = { pending: 'processing', processing: 'completed' };

  it('keeps recovered >= 0, available >= 0 and recovered + transferred = sum(ledger) under random recoveries, reversals and payout moves', async () => {
    let completions = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (randomCommands) => {
        runs += 1;
        const commands = [...randomCommands, ...payOut];
        const client = await fund('0.00');
        const { account } = client;
        // The model: what the server must answer and hold.
        const entries: { id: number; cents: number; reversal: boolean; reversed: boolean }[] = [];
        let recovered = 0;
        let transferred = 0;
        let payout: { id: number; cents: number; status: PayoutStatus } | null = null;
        const openCents = () => (payout && (payout.status === 'pending' || payout.status === 'processing') ? payout.cents : 0);

        for (const step of commands) {
          if (step.kind === 'record') {
            const reply = await recordRecovery(open.baseUrl, staffToken, account.id, fromCents(step.cents));
            expect(reply.status).toBe(201);
            const { ledger } = await staffAccountView(open.baseUrl, staffToken, account.id);
            entries.push({ id: ledger[ledger.length - 1].id, cents: step.cents, reversal: false, reversed: false });
            recovered += step.cents;
          } else if (step.kind === 'reverse') {
            if (entries.length === 0) continue;
            const entry = entries[step.pick % entries.length];
            const reply = await callApi(open.baseUrl, accountEndpoints.reverseEntry, {
              params: { id: account.id, entryId: entry.id },
              token: staffToken,
              body: { note: 'model' },
            });
            const allowed = !entry.reversal && !entry.reversed && recovered - entry.cents - openCents() >= 0;
            expect(reply.status, JSON.stringify({ step, entry, recovered })).toBe(allowed ? 201 : 409);
            if (allowed) {
              entry.reversed = true;
              const { ledger } = await staffAccountView(open.baseUrl, staffToken, account.id);
              entries.push({ id: ledger[ledger.length - 1].id, cents: -entry.cents, reversal: true, reversed: false });
              recovered -= entry.cents;
            }
          } else if (step.kind === 'request') {
            const reply = await ask(client);
            const allowed = openCents() === 0 && recovered > 0;
            expect(reply.status, JSON.stringify({ step, recovered, payout })).toBe(allowed ? 201 : 409);
            if (allowed) payout = { id: reply.reply(201).id, cents: recovered, status: 'pending' };
          } else {
            if (!payout) continue;
            const to = step.kind === 'move' ? step.to : NEXT[payout.status];
            if (!to) continue;
            const reply = await move(payout.id, to);
            const allowed = to === payout.status || PAYOUT_TRANSITIONS[payout.status].includes(to);
            expect(reply.status, JSON.stringify({ step, payout })).toBe(allowed ? 200 : 409);
            if (allowed && to !== payout.status) {
              if (to === 'completed') {
                recovered -= payout.cents;
                transferred += payout.cents;
                completions += 1;
              }
              payout.status = to;
            }
          }

          const { account: now, ledger } = await staffAccountView(open.baseUrl, staffToken, account.id);
          const ledgerCents = ledger.reduce((sum, e) => sum + toCents(e.amount), 0);
          expect(toCents(now.recoveredAmount)).toBeGreaterThanOrEqual(0);
          expect(toCents(now.availableAmount)).toBeGreaterThanOrEqual(0);
          expect(toCents(now.recoveredAmount) + toCents(now.transferredAmount)).toBe(ledgerCents);
          expect([toCents(now.recoveredAmount), toCents(now.transferredAmount), toCents(now.availableAmount)]).toEqual([
            recovered,
            transferred,
            recovered - openCents(),
          ]);
        }
      }),
      { numRuns: 12 },
    );
    expect(completions).toBeGreaterThanOrEqual(runs);
    // Twelve runs of up to twenty HTTP steps each: minutes on a busy 2-core machine.
  }, 120_000);
});
