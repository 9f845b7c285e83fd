import { companySchema } from '../../../contract/content/content';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseId } from '../../../contract/accounts/accounts';
import { accountEndpoints as accountsApi } from '../../../contract/accounts/endpoints';
import { complaintEndpoints } from '../../../contract/complaints/endpoints';
import { claimEndpoints as claimsApi, paymentEndpoints as paymentsApi } from '../../../contract/claims/endpoints';
import { addBusinessDays, addDays, addMonths, englandAndWalesCalendar, londonDate } from '../../../contract/shared/business-days';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { runDailyDeadlines } from '.';
import { createNotifier } from '../../platform/mail/notifier';
import { callApi, messageOf, quickClient, setUpAppWithMailAndAdmin, setUpCaseworker, TEST_PUBLIC_URL, unchecked, unzipped } from '../../testing';

const t = setUpAppWithMailAndAdmin();
const caseworker = setUpCaseworker(() => t.open);
const today = londonDate(new Date());
const holidays = englandAndWalesCalendar();
const base = () => t.open.baseUrl;

const fasterPayment = (paidAt: string, amount = '1200.00'): BodyOf<typeof paymentsApi.record> => ({
  paidAt,
  amount,
  currency: 'GBP',
  method: 'faster_payment',
  payerInstitution: 'Example Bank',
  payee: 'J Smith 12-34-56 12345678',
  reference: 'INVEST',
});
const record = (accountId: number, body: BodyOf<typeof paymentsApi.record>, token = caseworker.token) =>
  callApi(base(), paymentsApi.record, { params: { id: accountId }, body, token });
const openClaim = (accountId: number, body: BodyOf<typeof claimsApi.open>) =>
  callApi(base(), claimsApi.open, { params: { id: accountId }, body, token: caseworker.token });
const move = (claimId: number, body: BodyOf<typeof claimsApi.recordEvent>) =>
  callApi(base(), claimsApi.recordEvent, { params: { id: claimId }, body, token: caseworker.token });
const list = async (q: QueryOf<typeof claimsApi.list>) => (await callApi(base(), claimsApi.list, { query: q, token: caseworker.token })).reply(200);

describe('payments and claims', () => {
  it('a client reports payments; staff see them reported, confirm one, and the totals are computed per currency', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const other = await quickClient(t.open.database.db, 'GBP');
    const report = (body: BodyOf<typeof paymentsApi.report>, cookie = client.cookie) => callApi(base(), paymentsApi.report, { body, cookie });
    const first = (await report({ ...fasterPayment(addDays(today, -20), '500.00'), clientAccountId: client.id })).reply(201);
    expect(first.status).toBe('reported');
    (await report({ ...fasterPayment(addDays(today, -10), '250.50'), clientAccountId: client.id })).reply(201);
    // Another's account answers as if it did not exist, and nothing is stored there.
    expect((await report({ ...fasterPayment(today), clientAccountId: other.id })).status).toBe(404);
    expect((await callApi(base(), paymentsApi.listForClient, { params: { accountId: other.id }, cookie: client.cookie })).status).toBe(404);
    expect((await callApi(base(), paymentsApi.listForClient, { params: { accountId: other.id }, cookie: other.cookie })).reply(200).items).toEqual(
      [],
    );

    const staffView = (await callApi(base(), paymentsApi.listForAccount, { params: { id: client.id }, token: caseworker.token })).reply(200);
    expect(staffView.items.map((p) => [p.amount, p.status])).toEqual([
      ['500.00', 'reported'],
      ['250.50', 'reported'],
    ]);
    expect(staffView.totals).toEqual({ confirmed: [], reported: [{ currency: 'GBP', amount: '750.50' }] });

    const confirmed = (
      await callApi(base(), paymentsApi.update, { params: { id: first.id }, body: { status: 'confirmed' }, token: caseworker.token })
    ).reply(200);
    expect(confirmed.status).toBe('confirmed');
    const mine = (await callApi(base(), paymentsApi.listForClient, { params: { accountId: client.id }, cookie: client.cookie })).reply(200);
    expect(mine.totals).toEqual({ confirmed: [{ currency: 'GBP', amount: '500.00' }], reported: [{ currency: 'GBP', amount: '250.50' }] });
    const audited = await t.open.database.db.execute(
      sql`select action from audit_log where entity_type = 'client_account' and entity_id = ${String(client.id)} and action like 'payment.%' order by id`,
    );
    expect((audited as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'payment.reported',
      'payment.reported',
      'payment.confirmed',
    ]);
  });

  it('checks amounts, dates, wallets and hashes, and links a crypto transfer to a block explorer', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const tooPrecise = await record(client.id, { ...fasterPayment(today), amount: '10.001' });
    expect(tooPrecise.status).toBe(400);
    const future = await record(client.id, fasterPayment(addDays(today, 1)));
    expect([future.status, messageOf(future)]).toEqual([400, 'The date paid cannot be after today']);
    const badWallet = await record(client.id, {
      paidAt: today,
      amount: '0.5',
      currency: 'BTC',
      method: 'crypto_transfer',
      payerInstitution: 'Coinbase',
      walletAddress: 'not-a-wallet',
    });
    expect(badWallet.status).toBe(400);
    const hash = 'a'.repeat(64);
    const crypto = (
      await record(client.id, {
        paidAt: today,
        amount: '0.5',
        currency: 'BTC',
        method: 'crypto_transfer',
        payerInstitution: 'Coinbase',
        walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        reference: hash,
      })
    ).reply(201);
    expect(crypto.amount).toBe('0.50000000');
    const listed = (await callApi(base(), paymentsApi.listForAccount, { params: { id: client.id }, token: caseworker.token })).reply(200);
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0].explorer.transaction).toContain(hash);
    expect(listed.items[0].explorer.address).toContain('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect((await record(2_000_000_000, fasterPayment(today))).status).toBe(404);
    expect((await record(client.id, unchecked({ ...fasterPayment(today), method: 'pigeon' }))).status).toBe(400);
  });

  it('advises the routes for each payment, opens an APP claim with its warnings and excess, and counts its clock from filing', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const early = (await record(client.id, fasterPayment(addDays(today, -40), '3000.00'))).reply(201);
    const late = (await record(client.id, fasterPayment(addDays(today, -30), '2000.00'))).reply(201);
    const card = (await record(client.id, { ...fasterPayment(addDays(today, -30)), method: 'debit_card', payee: 'Shop' })).reply(201);

    const routes = (await callApi(base(), claimsApi.routes, { params: { id: client.id }, token: caseworker.token })).reply(200).items;
    const route = (paymentId: number, type: string) => routes.find((r) => r.paymentId === paymentId && r.type === type);
    expect(route(late.id, 'app_reimbursement')).toMatchObject({
      fits: true,
      fileBy: addMonths(addDays(today, -30), 13),
    });
    expect(route(card.id, 'app_reimbursement')?.fits).toBe(false);
    expect(route(card.id, 'app_reimbursement')?.why).toBeTruthy();
    expect(route(card.id, 'chargeback')).toMatchObject({ fits: true, fileBy: addDays(addDays(today, -30), 120) });

    // Recorded though a card payment does not fit: staff are told why it may fail.
    const opened = (
      await openClaim(client.id, { type: 'app_reimbursement', counterparty: 'Example Bank', paymentIds: [early.id, late.id, card.id] })
    ).reply(201);
    expect(opened).toMatchObject({ status: 'preparing', excess: '100.00', amountClaimed: [{ currency: 'GBP', amount: '6200.00' }] });
    expect(opened.warnings.join(' ')).toMatch(/police report/i);
    expect(opened.warnings.some((w) => /card/i.test(w))).toBe(true);
    expect(opened.dates.fileBy).toBe(route(late.id, 'app_reimbursement')?.fileBy);
    expect(opened.nextDate).toBe(opened.dates.fileBy);

    // A vulnerable client pays no excess; the reason is needed, and the account says so to staff.
    const patch = (body: BodyOf<typeof accountsApi.update>) =>
      callApi(base(), accountsApi.update, { params: { id: client.id }, body, token: caseworker.token });
    expect((await patch({ vulnerable: true })).status).toBe(400);
    (await patch({ vulnerable: true, vulnerability: { reason: 'health', note: 'Recently bereaved; prefers calls after 2 pm' } })).reply(200);
    const detail = (await callApi(base(), accountsApi.detail, { params: { id: client.id }, token: caseworker.token })).reply(200);
    expect(detail.vulnerability).toEqual({ reason: 'health', note: 'Recently bereaved; prefers calls after 2 pm' });
    expect(JSON.stringify(detail.account)).not.toContain('bereaved');
    expect((await callApi(base(), claimsApi.read, { params: { id: opened.id }, token: caseworker.token })).reply(200).excess).toBe('0.00');

    // Filed eight business days ago: the bank's five days have passed.
    let filedOn = today;
    while (addBusinessDays(filedOn, 8, holidays) > today) filedOn = addDays(filedOn, -1);
    const filed = (await move(opened.id, { status: 'filed', at: filedOn })).reply(201);
    expect(filed).toMatchObject({ status: 'filed', filedAt: filedOn });
    expect(filed.dates.responseDue).toBe(addBusinessDays(filedOn, 5, holidays));
    expect(filed.dates.responseDueLatest).toBe(addBusinessDays(filedOn, 35, holidays));
    expect(filed.dates.overdue).toBe(true);
    expect(filed.nextDate).toBe(filed.dates.responseDue);
    const overdue = await list({ queue: 'decision_overdue', q: 'example bank' });
    expect(overdue.items.map((i) => i.id)).toContain(opened.id);
    expect(overdue.items.find((i) => i.id === opened.id)).toMatchObject({
      kind: 'claim',
      caseId: caseId('RC', client.id),
      overdue: true,
      vulnerable: true,
    });
    expect((await list({ q: caseId('RC', client.id) })).items.map((i) => i.id)).toEqual([opened.id]);
    const counts = (await callApi(base(), claimsApi.queueCounts, { token: caseworker.token })).reply(200);
    expect(counts.decision_overdue).toBeGreaterThanOrEqual(1);

    // The bank asks for more: the clock runs to the 35th business day, and it is no longer overdue.
    const asked = (await move(opened.id, { status: 'information_requested' })).reply(201);
    expect(asked.dates.overdue).toBe(false);
    expect(asked.nextDate).toBe(asked.dates.responseDueLatest);

    // Its type cannot change once filed; a covered payment cannot be deleted.
    const retype = await callApi(base(), claimsApi.update, { params: { id: opened.id }, body: { type: 'chargeback' }, token: caseworker.token });
    expect(retype.status).toBe(409);
    expect((await callApi(base(), paymentsApi.remove, { params: { id: card.id }, token: caseworker.token })).status).toBe(409);
  });

  it('refuses a move the flow does not allow and a date in the future, changing nothing', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const payment = (await record(client.id, fasterPayment(addDays(today, -5)))).reply(201);
    const claim = (
      await openClaim(client.id, { type: 'firm_complaint', counterparty: 'Example Bank', paymentIds: [payment.id], paymentServiceComplaint: true })
    ).reply(201);
    const decided = await move(claim.id, { status: 'upheld' });
    expect([decided.status, messageOf(decided)]).toEqual([409, expect.stringMatching(/preparing cannot become upheld/)]);
    const future = await move(claim.id, { status: 'filed', at: addDays(today, 2) });
    expect([future.status, messageOf(future)]).toEqual([400, 'When it happened cannot be in the future']);
    const unchanged = (await callApi(base(), claimsApi.read, { params: { id: claim.id }, token: caseworker.token })).reply(200);
    expect(unchanged.status).toBe('preparing');
    expect(unchanged.events.map((e) => e.status)).toEqual(['preparing']);
    const filed = (await move(claim.id, { status: 'filed', at: today })).reply(201);
    expect(filed.dates).toMatchObject({
      responseDue: addBusinessDays(today, 15, holidays),
      responseDueLatest: addBusinessDays(today, 35, holidays),
    });
    expect((await callApi(base(), claimsApi.refer, { params: { id: claim.id }, token: caseworker.token })).status).toBe(409);
    // A payment no claim covers can go.
    const spare = (await record(client.id, fasterPayment(today, '1.00'))).reply(201);
    expect((await callApi(base(), paymentsApi.remove, { params: { id: spare.id }, token: caseworker.token })).status).toBe(204);
  });

  it('a partly upheld claim is referred to the Ombudsman; the client sees each visible step in plain words, never internal notes', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const payment = (await record(client.id, fasterPayment(addDays(today, -60), '4000.00'))).reply(201);
    const claim = (await openClaim(client.id, { type: 'app_reimbursement', counterparty: 'Example Bank', paymentIds: [payment.id] })).reply(201);
    await move(claim.id, { status: 'filed', at: addDays(today, -20), note: 'Internal: called the fraud team', visibleToClient: false });
    const finalResponseAt = addDays(today, -1);
    const partly = (
      await move(claim.id, {
        status: 'partly_upheld',
        note: 'The bank refunds half.',
        visibleToClient: true,
        finalResponseAt,
        amountDecided: '2000.00',
      })
    ).reply(201);
    expect(partly).toMatchObject({ decidedAt: today, finalResponseAt, referredToId: null });
    // The bank's refund is recorded in the ledger against the claim; the claim shows it.
    (
      await callApi(base(), accountsApi.recordRecovery, {
        params: { id: client.id },
        body: { amount: '2000.00', currency: 'GBP', receivedOn: today, reference: 'EXB-REFUND-1', claimId: claim.id },
        token: caseworker.token,
      })
    ).reply(201);
    const other = await quickClient(t.open.database.db, 'GBP');
    const wrongClaim = await callApi(base(), accountsApi.recordRecovery, {
      params: { id: other.id },
      body: { amount: '1.00', currency: 'GBP', receivedOn: today, reference: 'X-1', claimId: claim.id },
      token: caseworker.token,
    });
    expect([wrongClaim.status, messageOf(wrongClaim)]).toEqual([400, "That claim is not one of this account's"]);
    const withRefund = (await callApi(base(), claimsApi.read, { params: { id: claim.id }, token: caseworker.token })).reply(200);
    expect(withRefund.ledgerEntries).toEqual([expect.objectContaining({ amount: '2000.00', currency: 'GBP', reference: 'EXB-REFUND-1' })]);
    expect(partly.dates.referBy).toBeTruthy();

    const referral = (await callApi(base(), claimsApi.refer, { params: { id: claim.id }, token: caseworker.token })).reply(201);
    expect(referral).toMatchObject({ type: 'ombudsman', status: 'preparing', referredFromId: claim.id, paymentIds: [payment.id] });
    expect(referral.dates.fileBy).toBe(partly.dates.referBy);
    expect((await callApi(base(), claimsApi.read, { params: { id: claim.id }, token: caseworker.token })).reply(200).referredToId).toBe(
      referral.id,
    );
    expect((await callApi(base(), claimsApi.refer, { params: { id: claim.id }, token: caseworker.token })).status).toBe(409);

    const seen = (await callApi(base(), claimsApi.listForClient, { params: { accountId: client.id }, cookie: client.cookie })).reply(200).items;
    expect(seen.map((c) => c.title)).toEqual([
      'Reimbursement claim to Example Bank under the APP scam rules',
      'Referral of your complaint to the Financial Ombudsman Service',
    ]);
    expect(seen[0]).toMatchObject({ status: 'partly_upheld', events: [{ status: 'partly_upheld', note: 'The bank refunds half.' }] });
    expect(seen[0].freeRoute).toMatch(/without paying anyone/);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('Internal');
    expect(text).not.toMatch(/assigned|recordedBy/);
    // The visible step is in the case timeline, and the client is emailed about it.
    const updates = await t.open.database.db.execute(
      sql`select message from case_updates where client_account_id = ${client.id} and visible_to_client`,
    );
    expect((updates as unknown as { rows: { message: string }[] }).rows.map((r) => r.message).join('\n')).toContain('The bank refunds half.');
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(t.smtp.received.find((m) => m.to.includes(client.email))?.text).not.toContain('refunds half');

    // Another client reads none of it.
    expect((await callApi(base(), claimsApi.listForClient, { params: { accountId: client.id }, cookie: other.cookie })).status).toBe(404);

    // The client's own export holds their payments and claims with every step; an erasure takes them all.
    const zip = unzipped(await callApi(base(), accountsApi.exportPersonalData, { params: { id: client.id }, token: t.adminToken }));
    expect((zip.json.payments as { id: number }[]).map((p) => p.id)).toEqual([payment.id]);
    expect((zip.json.claims as { id: number; events: unknown[] }[]).map((c) => c.id)).toEqual([claim.id, referral.id]);
    expect((await callApi(base(), accountsApi.erase, { params: { id: client.id }, token: t.adminToken })).status).toBe(204);
    const left = await t.open.database.db.execute(
      sql`select (select count(*) from scam_payments where client_account_id = ${client.id})::int + (select count(*) from claims where client_account_id = ${client.id})::int as n`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('lists a confirmed payment no claim covers in "to file", and leaves it once a claim covers it', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const payment = (await record(client.id, { ...fasterPayment(addDays(today, -3)), payerInstitution: 'Unusual Building Society' })).reply(201);
    const toFile = await list({ queue: 'to_file', q: 'unusual building' });
    expect(toFile.items).toEqual([
      expect.objectContaining({ kind: 'payment', id: payment.id, type: 'app_reimbursement', clientAccountId: client.id }),
    ]);
    expect(toFile.total).toBe(1);
    await openClaim(client.id, { type: 'app_reimbursement', counterparty: 'Unusual Building Society', paymentIds: [payment.id] });
    expect((await list({ queue: 'to_file', q: 'unusual building' })).items).toEqual([]);
    const refused = await callApi(base(), claimsApi.list, { query: { queue: unchecked('everything') }, token: caseworker.token });
    expect([refused.status, messageOf(refused)]).toEqual([400, expect.stringMatching(/^queue must be one of/)]);
  });

  it('is for staff and the client it belongs to only', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    expect((await callApi(base(), claimsApi.list, { cookie: client.cookie })).status).toBe(401);
    expect((await callApi(base(), paymentsApi.listForAccount, { params: { id: client.id } })).status).toBe(401);
    expect((await callApi(base(), claimsApi.listForClient, { params: { accountId: client.id }, token: caseworker.token })).status).toBe(401);
  });
});

describe('the daily deadline run', () => {
  it("moves each claim's next date on with the day, and emails each caseworker what is due: case IDs and claim types only", async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    await t.open.database.db.execute(sql`update client_accounts set first_name = 'Quentin', last_name = 'Zebedee' where id = ${client.id}`);
    const payment = (await record(client.id, fasterPayment(addDays(today, -3)))).reply(201);
    const claim = (
      await openClaim(client.id, { type: 'app_reimbursement', counterparty: 'Example Bank', paymentIds: [payment.id], assignedTo: caseworker.id })
    ).reply(201);
    let filedOn = today;
    while (addBusinessDays(filedOn, 4, holidays) > today) filedOn = addDays(filedOn, -1);
    const filed = (await move(claim.id, { status: 'filed', at: filedOn })).reply(201);
    expect(filed.dates.responseDue).toBeDefined();

    // A day later, as the stored dates see it: the run works out what is now overdue.
    const tomorrow = addDays(filed.dates.responseDue as string, 1);
    const context = {
      db: t.open.database.db,
      casePrefix: 'RC',
      companyName: 'Recourse',
      companyDetails: async () => companySchema.parse({}),
      notifier: createNotifier({ companyName: 'Recourse', publicUrl: TEST_PUBLIC_URL, staffNotifyEmail: null }),
      holidays,
      today: () => tomorrow,
    };
    const { changed, emailed } = await runDailyDeadlines(context);
    expect(changed).toBeGreaterThanOrEqual(1);
    expect(emailed).toBeGreaterThanOrEqual(1);
    const [row] = (
      (await t.open.database.db.execute(sql`select next_date::text as next_date, overdue from claims where id = ${claim.id}`)) as unknown as {
        rows: { next_date: string; overdue: boolean }[];
      }
    ).rows;
    expect(row).toEqual({ next_date: filed.dates.responseDue, overdue: true });

    await expect
      .poll(() => t.smtp.received.filter((m) => m.to.includes(caseworker.email) && /claims due/i.test(m.subject)).length, { timeout: 10_000 })
      .toBe(1);
    const mail = t.smtp.received.find((m) => m.to.includes(caseworker.email) && /claims due/i.test(m.subject));
    expect(mail?.text).toContain(`${caseId('RC', client.id)} · APP scam reimbursement · overdue since`);
    expect(mail?.text).not.toMatch(/Quentin|Zebedee|Example Bank|1200/);
    // A second run the same day changes nothing.
    expect((await runDailyDeadlines(context)).changed).toBe(0);
  });
});

describe('a payment deleted while a claim is opened over it', () => {
  it('ends one way or the other, never with a server error', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const outcomes = new Set<string>();
    for (let i = 0; i < 15; i++) {
      const payment = (await record(client.id, fasterPayment(today, `${i + 1}.00`))).reply(201);
      const [removed, opened] = await Promise.all([
        callApi(base(), paymentsApi.remove, { params: { id: payment.id }, token: caseworker.token }),
        openClaim(client.id, { type: 'firm_complaint', counterparty: 'Example Bank', paymentIds: [payment.id] }),
      ]);
      outcomes.add(`${removed.status}/${opened.status}`);
    }
    // Deleted first (the claim then finds no such payment), or the claim first (the delete is refused).
    expect([...outcomes].filter((o) => o !== '204/400' && o !== '409/201')).toEqual([]);
  });
});

describe('dates out of the calendar', () => {
  it('a date before the year 1 is refused with a message, never a server error', async () => {
    const client = await quickClient(t.open.database.db, 'GBP');
    const payment = await record(client.id, fasterPayment('0000-01-01'));
    const valid = (await record(client.id, fasterPayment(today))).reply(201);
    const claim = await openClaim(client.id, {
      type: 'chargeback',
      counterparty: 'Card Co',
      paymentIds: [valid.id],
      expectedDeliveryDate: '0000-06-01',
    });
    const good = (await openClaim(client.id, { type: 'firm_complaint', counterparty: 'Firm', paymentIds: [valid.id] })).reply(201);
    const event = await move(good.id, { status: 'filed', at: '0000-02-01' });
    const ledger = await callApi(base(), accountsApi.recordRecovery, {
      params: { id: client.id },
      body: { amount: '1.00', currency: 'GBP', receivedOn: '0000-01-01', reference: 'OLD-1' },
      token: caseworker.token,
    });
    const moment = await move(good.id, { status: 'filed', at: '0001-01-01T00:30:00+01:00' });
    const complaint = await callApi(base(), complaintEndpoints.record, {
      body: { name: 'Old Date', email: 'old@example.com', channel: 'phone', summary: 'x', receivedAt: '0000-01-01T00:00:00Z' },
      token: caseworker.token,
    });
    expect([payment.status, claim.status, event.status, moment.status, ledger.status, complaint.status]).toEqual([400, 400, 400, 400, 400, 400]);
    expect(messageOf(payment)).toBe('The date paid must be a date (YYYY-MM-DD)');
  });
});
