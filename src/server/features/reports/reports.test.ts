import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEndpoints as endpoints } from '../../../contract/reports/endpoints';
import { endpointUrl } from '../../../contract/shared/endpoint';
import { REPORT_PERIOD_BACKWARDS, REPORT_PERIOD_TOO_LONG } from '../../../contract/reports/reports';
import { chatMessages, chatRooms, claims, clientAccounts, complaints, recoveryLedgerEntries as ledger } from '../../platform/db/schema';
import { queryRows } from '../../platform/db/client';
import { insertMessages } from '../chat';
import { api, callApi, messageOf, quickClient, seedLeads, setUpCaseworker, startAppWithAdmin, type TestApp, unchecked } from '../../testing';

let open: TestApp;
let token: string;

// Spring 2025 in London: Saturday 1 March to Saturday 31 May; the clocks go forward on 30 March.
const SPRING = { from: '2025-03-01', to: '2025-05-31' };

async function seedLeadsReport() {
  const { db } = open.database;
  const [withAccount] = await seedLeads(db, [
    { source: 'website', createdAt: '2025-03-03T10:00:00Z' },
    { source: 'website', createdAt: '2025-03-05T10:00:00Z' },
    // Sunday night in London: still the week of Monday 3 March.
    { source: 'google', createdAt: '2025-03-09T23:30:00Z' },
    // 00:30 on 1 April in London (BST): the week of 31 March.
    { source: 'website', createdAt: '2025-03-31T23:30:00Z' },
    // 28 February in London: before the period.
    { source: 'website', createdAt: '2025-02-28T23:59:00Z' },
    // 00:30 on 1 June in London: after it.
    { source: 'website', createdAt: '2025-05-31T23:30:00Z' },
    // 23:30 on 31 May in London: its last day.
    { source: 'website', createdAt: '2025-05-31T22:30:00Z' },
    // The period's first day, a Saturday: its week is counted from that day.
    { source: 'website', createdAt: '2025-03-01T12:00:00Z' },
    // A source a spreadsheet would run as a formula.
    { source: '=HYPERLINK("x")', createdAt: '2025-04-10T12:00:00Z' },
  ]);
  const account = await quickClient(db, 'GBP');
  await db.update(clientAccounts).set({ submissionId: withAccount }).where(eq(clientAccounts.id, account.id));
}

async function entry(accountId: number, amount: string, currency: string, receivedOn: string, reverses?: { id: number; recordedAt: string }) {
  const [row] = await open.database.db
    .insert(ledger)
    .values({
      clientAccountId: accountId,
      amount,
      currency,
      receivedOn,
      reference: `REF-${accountId}-${receivedOn}-${amount}`,
      reversesEntryId: reverses?.id,
      ...(reverses ? { createdAt: reverses.recordedAt } : {}),
    })
    .returning({ id: ledger.id });
  return row.id;
}

async function seedLedger() {
  const { db } = open.database;
  const pounds = await quickClient(db, 'GBP');
  const euros = await quickClient(db, 'EUR');
  await entry(pounds.id, '1000.00', 'GBP', '2025-03-10');
  // Received in April, reversed in June: April keeps it.
  const april = await entry(pounds.id, '200.00', 'GBP', '2025-04-02');
  await entry(pounds.id, '-200.00', 'GBP', '2025-04-02', { id: april, recordedAt: '2025-06-02T10:00:00Z' });
  // Received in February, reversed in April: April carries the reversal.
  const february = await entry(pounds.id, '50.00', 'GBP', '2025-02-20');
  await entry(pounds.id, '-50.00', 'GBP', '2025-02-20', { id: february, recordedAt: '2025-04-15T10:00:00Z' });
  await entry(euros.id, '300.00', 'EUR', '2025-05-31');
  await entry(euros.id, '99.99', 'EUR', '2025-06-01');
  return pounds.id;
}

async function seedClaims(accountId: number) {
  const claim = (type: string, counterparty: string, status: string, filedOn: string | null, decidedOn: string | null) =>
    open.database.db.insert(claims).values({ clientAccountId: accountId, type, counterparty, status, filedOn, decidedOn });
  await claim('app_reimbursement', 'Example Bank', 'upheld', '2025-03-01', '2025-03-11');
  await claim('app_reimbursement', ' example bank ', 'rejected', '2025-03-01', '2025-04-20');
  await claim('app_reimbursement', 'Example Bank', 'upheld', '2025-03-01', '2025-05-01');
  await claim('chargeback', 'Card Issuer', 'partly_upheld', '2025-04-01', '2025-04-05');
  await claim('chargeback', 'Card Issuer', 'withdrawn', '2025-04-01', null);
  await claim('section_75', 'Card Issuer', 'upheld', '2025-04-01', '2025-06-01');
}

async function seedComplaints() {
  let n = 0;
  const complaint = (receivedAt: string, status: string, closedAt: string | null) => {
    n += 1;
    return open.database.db
      .insert(complaints)
      .values({ reference: `CMP-R-${n}`, name: 'A Complainant', channel: 'email', summary: 'Slow replies', status, receivedAt, closedAt });
  };
  // Monday 3 March: its third business day after is Thursday 6 March.
  await complaint('2025-03-03T09:00:00Z', 'resolved_summary', '2025-03-06T16:00:00Z');
  await complaint('2025-03-03T09:00:00Z', 'final_response', '2025-03-07T10:00:00Z');
  // Eight weeks from 3 March end on 28 April.
  await complaint('2025-03-03T09:00:00Z', 'final_response', '2025-05-10T10:00:00Z');
  // Thursday before Easter: Good Friday and Easter Monday are not business days, so the third is Thursday 24 April.
  await complaint('2025-04-17T09:00:00Z', 'resolved_summary', '2025-04-24T15:00:00Z');
  // Still open, long past its eight weeks.
  await complaint('2025-05-20T09:00:00Z', 'investigating', null);
  await complaint('2025-06-01T09:00:00Z', 'received', null);
}

async function seedChat() {
  const { db } = open.database;
  let n = 0;
  const room = async (createdAt: string, messages: [sender: 'user' | 'admin', at: string][]) => {
    n += 1;
    const last = messages.at(-1)?.[1] ?? createdAt;
    const [r] = await db
      .insert(chatRooms)
      .values({ sessionId: `report-room-${n}`, createdAt, lastActivityAt: last })
      .returning({ id: chatRooms.id });
    for (const [senderType, at] of messages) {
      await db
        .insert(chatMessages)
        .values({ roomId: r.id, senderType, senderName: senderType === 'user' ? 'Visitor' : 'Staff', message: 'Hello', createdAt: at });
    }
  };
  await room('2025-03-03T10:00:00Z', [
    ['user', '2025-03-03T10:00:00Z'],
    ['admin', '2025-03-03T10:05:00Z'],
    ['user', '2025-03-03T10:06:00Z'],
    ['admin', '2025-03-03T10:20:00Z'],
  ]);
  await room('2025-03-04T12:00:00Z', [
    ['user', '2025-03-04T12:00:00Z'],
    ['admin', '2025-03-04T12:15:00Z'],
  ]);
  // Staff wrote first; the visitor's message was never answered.
  await room('2025-03-05T09:00:00Z', [
    ['admin', '2025-03-05T09:00:00Z'],
    ['user', '2025-03-05T09:30:00Z'],
  ]);
  // Opened, never written in: not a conversation.
  await room('2025-04-01T09:00:00Z', []);
  await room('2025-02-27T09:00:00Z', [['user', '2025-02-28T09:00:00Z']]);
  await room('2025-05-31T23:00:00Z', [['user', '2025-05-31T23:30:00Z']]);
  await room('2025-04-08T10:00:00Z', [
    ['user', '2025-04-08T10:00:00Z'],
    ['admin', '2025-04-08T11:30:00Z'],
  ]);
  // What the chat's store keeps as it writes messages (tested below through it), here from messages written directly.
  await db.execute(sql`insert into chat_conversations (room_id, started_at, first_reply_at)
    select f.room_id, f.started,
      (select min(m.created_at) from chat_messages m where m.room_id = f.room_id and m.sender_type = 'admin' and m.created_at >= f.started)
    from (select room_id, min(created_at) as started from chat_messages where sender_type = 'user' group by 1) f
    on conflict (room_id) do nothing`);
}

beforeAll(async () => {
  const started = await startAppWithAdmin({ firstName: 'Rita', lastName: 'Reports' });
  open = started.open;
  token = started.adminToken;
  await seedLeadsReport();
  const accountId = await seedLedger();
  await seedClaims(accountId);
  await seedComplaints();
  await seedChat();
});

// After the app's beforeAll, so the app is open when the caseworker signs in.
const caseworker = setUpCaseworker(() => open);

afterAll(async () => {
  await open?.close();
});

const report = <R extends keyof typeof endpoints>(name: R, query: Record<string, string> = SPRING, auth: { token?: string } = { token }) =>
  callApi(open.baseUrl, endpoints[name] as (typeof endpoints)['leads'], { query: unchecked(query), ...auth });

describe('the reports count the records over a period of London days', () => {
  it('leads: per week from Monday (or the first day) by source, with how many have a client account', async () => {
    const { rows } = (await report('leads')).reply(200);
    expect(rows).toEqual([
      { week: '2025-03-01', source: 'website', leads: 1, withAccount: 0 },
      { week: '2025-03-03', source: 'google', leads: 1, withAccount: 0 },
      { week: '2025-03-03', source: 'website', leads: 2, withAccount: 1 },
      { week: '2025-03-31', source: 'website', leads: 1, withAccount: 0 },
      { week: '2025-04-07', source: '=HYPERLINK("x")', leads: 1, withAccount: 0 },
      { week: '2025-05-26', source: 'website', leads: 1, withAccount: 0 },
    ]);
  });

  it('recovered: an entry in the month it was received, a reversal in the month it was recorded', async () => {
    const { rows } = (await callApi(open.baseUrl, endpoints.recovered, { query: SPRING, token })).reply(200);
    expect(rows).toEqual([
      { month: '2025-03', currency: 'GBP', amount: '1000.00', entries: 1, reversals: 0 },
      { month: '2025-04', currency: 'GBP', amount: '150.00', entries: 1, reversals: 1 },
      { month: '2025-05', currency: 'EUR', amount: '300.00', entries: 1, reversals: 0 },
    ]);
  });

  it('claims: decisions per month by type and outcome, and the slowest counterparties first', async () => {
    const body = (await callApi(open.baseUrl, endpoints.claims, { query: SPRING, token })).reply(200);
    expect(body.rows).toEqual([
      { month: '2025-03', type: 'app_reimbursement', outcome: 'upheld', claims: 1 },
      { month: '2025-04', type: 'app_reimbursement', outcome: 'rejected', claims: 1 },
      { month: '2025-04', type: 'chargeback', outcome: 'partly_upheld', claims: 1 },
      { month: '2025-05', type: 'app_reimbursement', outcome: 'upheld', claims: 1 },
    ]);
    // Example Bank took 10, 50 and 61 days (its name as most often written); the card issuer 4.
    expect(body.counterparties).toEqual([
      { counterparty: 'Example Bank', decided: 3, medianDays: 50 },
      { counterparty: 'Card Issuer', decided: 1, medianDays: 4 },
    ]);
  });

  it('complaints: received, resolved within 3 business days (bank holidays skipped) and 8 weeks, and open past 8 weeks', async () => {
    const { rows } = (await callApi(open.baseUrl, endpoints.complaints, { query: SPRING, token })).reply(200);
    expect(rows).toEqual([
      { month: '2025-03', received: 3, resolvedWithin3BusinessDays: 1, resolvedWithin8Weeks: 2, openPast8Weeks: 0 },
      { month: '2025-04', received: 1, resolvedWithin3BusinessDays: 1, resolvedWithin8Weeks: 1, openPast8Weeks: 0 },
      { month: '2025-05', received: 1, resolvedWithin3BusinessDays: 0, resolvedWithin8Weeks: 0, openPast8Weeks: 1 },
    ]);
  });

  it("chat: conversations by the visitor's first message, and the median minutes to the first staff reply after it", async () => {
    const { rows } = (await callApi(open.baseUrl, endpoints.chat, { query: SPRING, token })).reply(200);
    expect(rows).toEqual([
      { week: '2025-03-03', conversations: 3, answered: 2, medianFirstReplyMinutes: 10 },
      { week: '2025-04-07', conversations: 1, answered: 1, medianFirstReplyMinutes: 90 },
    ]);
  });

  it('a period with nothing in it answers no rows', async () => {
    for (const name of ['leads', 'recovered', 'claims', 'complaints', 'chat'] as const) {
      const body = (await report(name, { from: '2020-01-01', to: '2020-01-31' })).reply(200);
      expect(body.rows, name).toEqual([]);
    }
  });
});

describe('the counts follow the records as they change', () => {
  const WINTER = { from: '2024-01-01', to: '2024-01-31' };
  const winterLeads = async () => (await report('leads', WINTER)).reply(200).rows;

  it('a lead made, given an account, moved to another account, erased: the leads report follows each', async () => {
    const { db } = open.database;
    const [first, second] = await seedLeads(db, [
      { source: 'radio', createdAt: '2024-01-10T12:00:00Z' },
      { source: 'radio', createdAt: '2024-01-11T12:00:00Z' },
    ]);
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 2, withAccount: 0 }]);
    const account = await quickClient(db, 'GBP');
    await db.update(clientAccounts).set({ submissionId: first }).where(eq(clientAccounts.id, account.id));
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 2, withAccount: 1 }]);
    await db.update(clientAccounts).set({ submissionId: second }).where(eq(clientAccounts.id, account.id));
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 2, withAccount: 1 }]);
    // The lead with the account erased: its account no longer names a lead, and both figures drop.
    await db.execute(sql`delete from client_submissions where id = ${second}`);
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 1, withAccount: 0 }]);
    await db.update(clientAccounts).set({ submissionId: first }).where(eq(clientAccounts.id, account.id));
    await db.delete(clientAccounts).where(eq(clientAccounts.id, account.id));
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 1, withAccount: 0 }]);
    // A lead's day or source repaired by hand moves it; a status change (the product's) leaves it.
    await db.execute(sql`update client_submissions set status = 'contacted' where id = ${first}`);
    expect(await winterLeads()).toEqual([{ week: '2024-01-08', source: 'radio', leads: 1, withAccount: 0 }]);
    await db.execute(sql`update client_submissions set created_at = '2024-01-20T12:00:00Z', source = 'tv' where id = ${first}`);
    expect(await winterLeads()).toEqual([{ week: '2024-01-15', source: 'tv', leads: 1, withAccount: 0 }]);
  });

  it("a lead with a client account moved to another source or day: its account is counted under the lead's new ones", async () => {
    const { db } = open.database;
    const AUTUMN = { from: '2023-10-01', to: '2023-10-31' };
    const autumnLeads = async () => (await report('leads', AUTUMN)).reply(200).rows;
    const [lead] = await seedLeads(db, [{ source: 'leaflet', createdAt: '2023-10-03T12:00:00Z' }]);
    const account = await quickClient(db, 'GBP');
    await db.update(clientAccounts).set({ submissionId: lead }).where(eq(clientAccounts.id, account.id));
    expect(await autumnLeads()).toEqual([{ week: '2023-10-02', source: 'leaflet', leads: 1, withAccount: 1 }]);
    await db.execute(sql`update client_submissions set source = 'podcast' where id = ${lead}`);
    expect(await autumnLeads()).toEqual([{ week: '2023-10-02', source: 'podcast', leads: 1, withAccount: 1 }]);
    await db.execute(sql`update client_submissions set created_at = '2023-10-17T12:00:00Z' where id = ${lead}`);
    expect(await autumnLeads()).toEqual([{ week: '2023-10-16', source: 'podcast', leads: 1, withAccount: 1 }]);
  });

  it('the day tallies add up to the leads themselves, day by day', async () => {
    const rows = await queryRows(
      open.database.db,
      sql`
      select coalesce(l.day, t.day) as day, coalesce(l.source, t.source) as source, l.leads, l.with_account, t.leads as t_leads, t.with_account as t_with
      from (select (created_at at time zone 'Europe/London')::date as day, source, count(*)::int as leads,
              count(*) filter (where exists (select 1 from client_accounts a where a.submission_id = s.id))::int as with_account
            from client_submissions s group by 1, 2) l
      full join (select day, source, sum(leads)::int as leads,
              (select count(*)::int from account_lead_days a where a.day = d.day and a.source = d.source) as with_account
            from lead_day_tallies d group by 1, 2 having sum(leads) <> 0) t
        on t.day = l.day and t.source = l.source
      where l.leads is distinct from t.leads or l.with_account is distinct from t.with_account`,
    );
    expect(rows).toEqual([]);
  });

  it('chat: messages stored as the chat stores them start and answer a conversation', async () => {
    const { db } = open.database;
    await db.insert(chatRooms).values({ sessionId: 'report-live' });
    const visitor = { sessionId: 'report-live', staffId: null, clientAccountId: null };
    const staff = { sessionId: 'report-live', staffId: 1, clientAccountId: null };
    // Staff greet first: not yet a conversation.
    await insertMessages(db, [{ ...staff, message: 'Hello, can we help?' }]);
    await insertMessages(db, [{ ...visitor, message: 'I was scammed' }]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const count = async () => (await report('chat', { from: today, to: today })).reply(200).rows;
    expect(await count()).toEqual([{ week: today, conversations: 1, answered: 0, medianFirstReplyMinutes: null }]);
    await insertMessages(db, [
      { ...staff, message: 'We are here' },
      { ...visitor, message: 'Thank you' },
    ]);
    expect(await count()).toEqual([{ week: today, conversations: 1, answered: 1, medianFirstReplyMinutes: 0 }]);
    // The room deleted (as staff delete a chat, or its retention ends): its conversation goes with it.
    await db.delete(chatRooms).where(eq(chatRooms.sessionId, 'report-live'));
    expect(await count()).toEqual([]);
  });
});

/** A report's CSV address, built from its endpoint: the CSV is read raw, as a spreadsheet would. */
const csvUrl = (name: keyof typeof endpoints, query: { from: string; to: string; table?: 'rows' | 'counterparties' }) =>
  endpointUrl(endpoints[name], { query: { ...query, format: 'csv' } });

describe('the CSV of a report', () => {
  it('is the same rows under their headings, as an attachment, formulas kept as text', async () => {
    const reply = await api(open.baseUrl, 'GET', csvUrl('leads', { ...SPRING }), { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="recourse-leads-2025-03-01-to-2025-05-31.csv"');
    expect(reply.text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Week starting,Source,Leads,With a client account',
      '2025-03-01,website,1,0',
      '2025-03-03,google,1,0',
      '2025-03-03,website,2,1',
      '2025-03-31,website,1,0',
      `2025-04-07,"'=HYPERLINK(""x"")",1,0`,
      '2025-05-26,website,1,0',
      '',
    ]);
  });

  it("of the claims report's counterparties, on asking for that table", async () => {
    const reply = await api(open.baseUrl, 'GET', csvUrl('claims', { ...SPRING, table: 'counterparties' }), { token });
    expect(reply.headers.get('content-disposition')).toContain('recourse-claims-counterparties-2025-03-01-to-2025-05-31.csv');
    expect(
      reply.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual(['Counterparty,Claims decided,Median days from filing to decision', 'Example Bank,3,50', 'Card Issuer,1,4']);
  });

  it('leaves an unanswered week its empty cell for the median', async () => {
    await open.database.db
      .insert(chatRooms)
      .values({ sessionId: 'report-unanswered', createdAt: '2025-05-06T09:00:00Z', lastActivityAt: '2025-05-06T09:00:00Z' });
    const [room] = await open.database.db.select().from(chatRooms).where(eq(chatRooms.sessionId, 'report-unanswered'));
    await open.database.db
      .insert(chatMessages)
      .values({ roomId: room.id, senderType: 'user', senderName: 'Visitor', message: 'Anyone?', createdAt: '2025-05-06T09:00:00Z' });
    await open.database.db.execute(sql`insert into chat_conversations (room_id, started_at) values (${room.id}, '2025-05-06T09:00:00Z')`);
    const reply = await api(open.baseUrl, 'GET', csvUrl('chat', { from: '2025-05-01', to: '2025-05-31' }), { token });
    expect(reply.text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe('2025-05-05,1,0,');
  });
});

describe('who may read a report, and over what period', () => {
  it('admins only: a caseworker is refused, and nobody signed out', async () => {
    for (const name of ['leads', 'recovered', 'claims', 'complaints', 'chat'] as const) {
      expect((await report(name, SPRING, { token: caseworker.token })).status, name).toBe(403);
      expect((await report(name, SPRING, {})).status, name).toBe(401);
    }
  });

  it('a period that ends before it starts, runs over three years, or is not dates is refused, saying why', async () => {
    const backwards = await report('leads', { from: '2025-05-01', to: '2025-04-30' });
    expect(backwards.status).toBe(400);
    expect(messageOf(backwards)).toContain(REPORT_PERIOD_BACKWARDS);
    const long = await report('recovered', { from: '2022-01-01', to: '2025-01-01' });
    expect(long.status).toBe(400);
    expect(messageOf(long)).toContain(REPORT_PERIOD_TOO_LONG);
    expect((await report('recovered', { from: '2022-01-02', to: '2025-01-01' })).status).toBe(200);
    const notDates = await report('claims', { from: 'last month', to: '2025-01-01' });
    expect(notDates.status).toBe(400);
    expect(messageOf(notDates)).toContain('from must be a date (YYYY-MM-DD)');
    expect((await report('chat', { from: '2025-01-01', to: '2025-01-31', format: 'xml' })).status).toBe(400);
    expect((await report('chat', { from: '2025-01-01' })).status).toBe(400);
  });
});
