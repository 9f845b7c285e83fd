import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_LIST_TOO_DEEP_MESSAGE } from '../../../contract/claims/claims';
import { claimEndpoints as claimsApi, paymentEndpoints as paymentsApi } from '../../../contract/claims/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { queryRows } from '../../platform/db/client';
import { callApi, messageOf, quickClient, startAppWithAdmin, type TestApp } from '../../testing';

let open: TestApp;
let token: string;

beforeAll(async () => {
  const started = await startAppWithAdmin({ firstName: 'Quinn', lastName: 'Queues' });
  open = started.open;
  token = started.adminToken;
});

afterAll(async () => {
  await open?.close();
});

const list = (query: QueryOf<typeof claimsApi.list>) => callApi(open.baseUrl, claimsApi.list, { query, token });
const payment = (paidAt: string, payerInstitution = 'Depth Bank'): BodyOf<typeof paymentsApi.record> => ({
  paidAt,
  amount: '100.00',
  currency: 'GBP',
  method: 'faster_payment',
  payerInstitution,
  payee: 'A Scammer 12345678',
});

describe('a queue is paged like the lead list', () => {
  it('counts exactly up to its bound, then says "at least"; and pages only 10,000 rows deep', async () => {
    const client = await quickClient(open.database.db, 'GBP');
    await open.database.db.execute(sql`
      insert into claims (client_account_id, type, counterparty, status)
      select ${client.id}, 'chargeback', 'Depth Issuer ' || i, 'preparing' from generate_series(1, 1100) i`);
    const exact = (await list({ q: 'depth issuer', pageSize: 50 })).reply(200);
    expect([exact.total, exact.totalCapped, exact.items.length]).toEqual([1100, false, 50]);
    // One a page: counted as far as 1,000 and no further.
    const capped = (await list({ q: 'depth issuer', pageSize: 1 })).reply(200);
    expect([capped.total, capped.totalCapped]).toEqual([1000, true]);
    // Past the matches' end: an empty page, counted.
    const past = (await list({ q: 'depth issuer', pageSize: 100, page: 12 })).reply(200);
    expect([past.items.length, past.total, past.totalCapped]).toEqual([0, 1100, false]);
    const deep = await list({ q: 'depth issuer', pageSize: 2, page: 5_001 });
    expect([deep.status, messageOf(deep)]).toEqual([400, CLAIM_LIST_TOO_DEEP_MESSAGE]);
    expect((await list({ q: 'depth issuer', pageSize: 2, page: 5_000 })).status).toBe(200);
  });
});

describe('"to file" follows the payments and the claims', () => {
  it('holds exactly the confirmed payments no claim covers, whatever was done to them', async () => {
    const client = await quickClient(open.database.db, 'GBP');
    const record = async (body: BodyOf<typeof paymentsApi.record>) =>
      (await callApi(open.baseUrl, paymentsApi.record, { params: { id: client.id }, body, token })).reply(201).id;
    const toFile = async () => (await list({ queue: 'to_file', q: 'queue building society' })).reply(200).items.map((i) => i.id);

    const first = await record(payment('2025-01-10', 'Queue Building Society'));
    const second = await record(payment('2025-02-10', 'Queue Building Society'));
    expect(await toFile()).toEqual([first, second]);
    // Covered by a claim: gone; the claim moved to the second payment alone: the first is back.
    const claim = (
      await callApi(open.baseUrl, claimsApi.open, {
        params: { id: client.id },
        body: { type: 'app_reimbursement', counterparty: 'Queue Building Society', paymentIds: [first, second] },
        token,
      })
    ).reply(201);
    expect(await toFile()).toEqual([]);
    expect((await callApi(open.baseUrl, claimsApi.update, { params: { id: claim.id }, body: { paymentIds: [second] }, token })).status).toBe(200);
    expect(await toFile()).toEqual([first]);
    // Redated: still there, in its new place; the client's own report waits until staff confirm it.
    const third = await record(payment('2024-12-01', 'Queue Building Society'));
    expect(await toFile()).toEqual([third, first]);
    expect((await callApi(open.baseUrl, paymentsApi.update, { params: { id: third }, body: { paidAt: '2025-03-01' }, token })).status).toBe(200);
    expect(await toFile()).toEqual([first, third]);
    expect((await callApi(open.baseUrl, paymentsApi.remove, { params: { id: third }, token })).status).toBe(204);
    expect(await toFile()).toEqual([first]);
    const reported = (
      await callApi(open.baseUrl, paymentsApi.report, {
        body: { ...payment('2025-04-01', 'Queue Building Society'), clientAccountId: client.id },
        cookie: client.cookie,
      })
    ).reply(201).id;
    expect(await toFile()).toEqual([first]);
    expect((await callApi(open.baseUrl, paymentsApi.update, { params: { id: reported }, body: { status: 'confirmed' }, token })).status).toBe(200);
    expect(await toFile()).toEqual([first, reported]);

    // The table the queue reads is the payments' own definition of "to file", row for row.
    const drift = await queryRows(
      open.database.db,
      sql`(select p.id from scam_payments p where p.status = 'confirmed' and not exists (select from claim_payments cp where cp.payment_id = p.id)
          except select payment_id from payments_to_file)
        union all (select payment_id from payments_to_file except
          select p.id from scam_payments p where p.status = 'confirmed' and not exists (select from claim_payments cp where cp.payment_id = p.id))`,
    );
    expect(drift).toEqual([]);
    const counts = (await callApi(open.baseUrl, claimsApi.queueCounts, { token })).reply(200);
    const [{ n }] = await queryRows<{ n: number }>(open.database.db, sql`select count(*)::int as n from payments_to_file`);
    expect(counts.to_file).toBe(n);
  });
});
