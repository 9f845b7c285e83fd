import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type ClientComplaintListItem,
  type Complaint,
  COMPLAINT_CLOSED_MESSAGE,
  COMPLAINT_CONTACT_NEEDED_MESSAGE,
  COMPLAINT_EMAIL_NEEDED_MESSAGE,
  COMPLAINT_NOT_FOUND,
  FINAL_RESPONSE_NEEDS_MESSAGE,
  OMBUDSMAN_AFTER_EIGHT_WEEKS,
  OMBUDSMAN_AFTER_FINAL_RESPONSE,
  OMBUDSMAN_AFTER_SUMMARY_RESOLUTION,
  SUMMARY_RESOLUTION_NEEDS_MESSAGE,
  SUMMARY_WINDOW_CLOSED_MESSAGE,
} from '../../../contract/complaints/complaints';
import { complaintEndpoints as endpoints } from '../../../contract/complaints/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { createNotifier } from '../../platform/mail/notifier';
import {
  auditRows,
  callApi,
  unchecked,
  setUpCaseworker,
  messageOf,
  quickClient,
  setUpAppWithMailAndAdmin,
  TEST_PUBLIC_URL,
  uniqueEmail,
} from '../../testing';
import { addDays, englandAndWalesCalendar, londonDate, londonDayStart } from '../../../contract/shared/business-days';
import { createComplaints } from './service';

const t = setUpAppWithMailAndAdmin();

const caseworker = setUpCaseworker(() => t.open);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const record = (body: Partial<BodyOf<typeof endpoints.record>>, token = caseworker.token) =>
  callApi(t.open.baseUrl, endpoints.record, {
    token,
    body: {
      name: 'Rita Caller',
      email: uniqueEmail('complainant'),
      channel: 'phone',
      summary: 'Nobody called me back.',
      receivedAt: new Date().toISOString(),
      ...body,
    },
  });
const mailCount = async () => {
  const { rows } = (await t.open.database.db.execute(sql`select count(*)::int as n from mail_outbox`)) as unknown as { rows: { n: number }[] };
  return rows[0].n;
};
const move = (id: number, body: BodyOf<typeof endpoints.update>, token = caseworker.token) =>
  callApi(t.open.baseUrl, endpoints.update, { params: { id }, token, body });
const staffList = async (query: QueryOf<typeof endpoints.list> = {}) =>
  (await callApi(t.open.baseUrl, endpoints.list, { query, token: caseworker.token })).reply(200).items;
/** What a client is sent of a complaint. */
const CLIENT_VIEW_KEYS = [
  'channel',
  'closedAt',
  'finalDeadline',
  'id',
  'ombudsmanNotice',
  'outcome',
  'receivedAt',
  'reference',
  'response',
  'status',
  'subject',
  'summary',
];
const clientList = async (cookie: string) => (await callApi(t.open.baseUrl, endpoints.listForClient, { cookie })).reply(200).items;
const fileByClient = (cookie: string | undefined, body: BodyOf<typeof endpoints.fileByClient>) =>
  callApi(t.open.baseUrl, endpoints.fileByClient, { cookie, body });
const exportCsv = (token: string) => callApi(t.open.baseUrl, endpoints.exportCsv, { token });

describe('complaints register', () => {
  it('a client files a complaint; staff acknowledge, investigate and send a final response with the Ombudsman terms', async () => {
    const client = await quickClient(t.open.database.db);
    const filed = await fileByClient(client.cookie, { subject: 'Slow replies', details: 'I waited two weeks for an answer about my documents.' });
    const { id, reference } = filed.reply(201);
    expect(reference).toMatch(/^CMP-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // The written acknowledgement (DISP 1.6.1R) goes at once: its reference and the eight weeks, never what was written.
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(1);
    const acknowledgement = t.smtp.received.find((m) => m.to.includes(client.email));
    expect(acknowledgement?.subject).toContain('We have received your complaint');
    expect(acknowledgement?.text).toContain(`Its reference is ${reference}`);
    expect(acknowledgement?.text).toContain('final response within eight weeks');
    expect(acknowledgement?.text).toContain(`Sign in to follow your complaint: ${TEST_PUBLIC_URL}/client-login`);
    expect(acknowledgement?.text).not.toContain('two weeks');
    expect(await clientList(client.cookie)).toMatchObject([{ id, reference, status: 'received', ombudsmanNotice: null }]);

    const listed = (await staffList({ status: 'received' })).find((c) => c.id === id);
    expect(listed).toMatchObject({ channel: 'portal', email: client.email, overdue: false, summaryWindowOpen: true, clientAccountId: client.id });
    expect((listed?.finalDeadline ?? '') > (listed?.summaryDeadline ?? '')).toBe(true);

    expect((await move(id, { status: 'acknowledged' })).reply(200).status).toBe('acknowledged');
    expect((await move(id, { status: 'investigating' })).reply(200).status).toBe('investigating');
    const back = await move(id, { status: 'acknowledged' });
    expect(back.status).toBe(409);
    const incomplete = await move(id, { status: 'final_response', outcome: 'upheld' });
    expect([incomplete.status, messageOf(incomplete)]).toEqual([400, FINAL_RESPONSE_NEEDS_MESSAGE]);
    const final = await move(id, {
      status: 'final_response',
      outcome: 'partly_upheld',
      response: 'We are sorry: we have changed how we track documents.',
    });
    expect(final.reply(200).closedAt).not.toBeNull();

    expect((await clientList(client.cookie))[0]).toMatchObject({
      status: 'final_response',
      outcome: 'partly_upheld',
      response: 'We are sorry: we have changed how we track documents.',
      ombudsmanNotice: OMBUDSMAN_AFTER_FINAL_RESPONSE,
      // The Ombudsman's six months run from this date: the client sees it.
      closedAt: final.reply(200).closedAt,
    });
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(2);
    const mail = t.smtp.received.filter((m) => m.to.includes(client.email))[1];
    expect(mail?.subject).toContain('Our final response to your complaint');
    expect(mail?.text).toContain('Financial Ombudsman Service, free of charge');
    expect(mail?.text).toContain(`Sign in to read it, or contact us for a copy: ${TEST_PUBLIC_URL}/client-login`);
    expect(mail?.text).not.toContain('changed how we track');

    const closed = await move(id, { status: 'investigating' });
    expect([closed.status, messageOf(closed)]).toEqual([409, COMPLAINT_CLOSED_MESSAGE]);
    expect((await auditRows(t.open.database.db, 'complaint', id)).map((r) => r.action)).toEqual([
      'complaint.received',
      'complaint.updated',
      'complaint.updated',
      'complaint.updated',
    ]);
  });

  it("a client rereads a complaint as they sent it, by its id; another client's id is not found; nothing staff-only reaches them", async () => {
    const client = await quickClient(t.open.database.db);
    const other = await quickClient(t.open.database.db);
    const details = 'I sent my bank statement twice.\n<b>Nobody</b> told me it arrived.';
    const filed = (await fileByClient(client.cookie, { subject: 'Lost statement', details })).reply(201);
    const read = (id: number | string, cookie?: string) => callApi(t.open.baseUrl, endpoints.oneForClient, { params: { id }, cookie });

    const view = (await read(filed.id, client.cookie)).reply(200);
    // Exactly what the complainant may see: no name, email, account, lead, staff member or internal deadline.
    expect(Object.keys(view).sort()).toEqual(CLIENT_VIEW_KEYS);
    expect(view).toMatchObject({
      id: filed.id,
      reference: filed.reference,
      channel: 'portal',
      subject: 'Lost statement',
      summary: details,
      status: 'received',
      outcome: null,
      response: null,
      receivedAt: filed.receivedAt,
      closedAt: null,
      ombudsmanNotice: null,
    });
    expect(view.finalDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The list says where each stands; what was written is read one complaint at a time.
    const [listed] = await clientList(client.cookie);
    expect(Object.keys(listed).sort()).toEqual(CLIENT_VIEW_KEYS.filter((key) => key !== 'summary'));

    // Another client's complaint answers as one that does not exist, and says nothing of it.
    const theirs = await read(filed.id, other.cookie);
    const nobodys = await read(2_000_000_000, other.cookie);
    expect([theirs.status, messageOf(theirs)]).toEqual([404, COMPLAINT_NOT_FOUND]);
    expect([nobodys.status, messageOf(nobodys)]).toEqual([404, COMPLAINT_NOT_FOUND]);
    expect(theirs.text).not.toContain('statement');
    expect((await read(filed.id)).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.oneForClient, { params: { id: filed.id }, token: caseworker.token })).status).toBe(401);
    expect((await read('abc', client.cookie)).status).toBe(400);

    // A complaint staff took by phone for this client: readable, answered, with nothing of staff's own.
    const phoned = (
      await record({ clientAccountId: client.id, email: client.email, name: 'Rita Caller', summary: 'Asked twice for a call back.' })
    ).reply(201);
    await move(phoned.id, {
      status: 'final_response',
      outcome: 'upheld',
      response: 'We are sorry.\nYour caseworker will call on Monday.',
    });
    const answered = (await read(phoned.id, client.cookie)).reply(200);
    expect(Object.keys(answered).sort()).toEqual(CLIENT_VIEW_KEYS);
    expect(answered).toMatchObject({
      channel: 'phone',
      subject: null,
      summary: 'Asked twice for a call back.',
      status: 'final_response',
      outcome: 'upheld',
      response: 'We are sorry.\nYour caseworker will call on Monday.',
      ombudsmanNotice: OMBUDSMAN_AFTER_FINAL_RESPONSE,
    });
    expect(answered.closedAt).not.toBeNull();
    expect(JSON.stringify(answered)).not.toContain('Rita Caller');
    // One recorded for someone with no client account is no client's to read.
    const unlinked = (await record({})).reply(201);
    expect((await read(unlinked.id, client.cookie)).status).toBe(404);
  });

  it('a complaint staff record from a phone call is acknowledged in writing too, pointing someone without an account to contact us', async () => {
    const email = uniqueEmail('caller');
    const recorded = await record({ email, summary: 'My caseworker never rang back about the chargeback.' });
    const { reference } = recorded.reply(201);
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(1);
    const mail = t.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.text).toContain(`Its reference is ${reference}`);
    expect(mail?.text).toContain(`Contact us with any question about it: ${TEST_PUBLIC_URL}/`);
    expect(mail?.text).not.toContain('chargeback');
  });

  it('a complaint by phone or letter is recorded without an email: how to reach them in writing is kept, and nothing is emailed', async () => {
    const outboxBefore = await mailCount();
    const letter = await record({ email: '', channel: 'letter', name: 'Arthur Penn', contact: '12 High Street, Leeds LS1 1AA' });
    const recorded = letter.reply(201);
    expect(recorded).toMatchObject({ email: null, contact: '12 High Street, Leeds LS1 1AA', channel: 'letter', status: 'received' });
    const closed = await move(recorded.id, { status: 'final_response', outcome: 'rejected', response: 'Our letter of today explains why.' });
    expect(closed.reply(200)).toMatchObject({ status: 'final_response', email: null });
    // Nothing queued for them: staff write to them (the form tells them so).
    expect(await mailCount()).toBe(outboxBefore);
    const phoned = (await record({ email: undefined, channel: 'phone', contact: '07700 900123' })).reply(201);
    expect(phoned).toMatchObject({ email: null, contact: '07700 900123' });
    expect((await staffList()).map((c) => c.reference)).toEqual(expect.arrayContaining([recorded.reference, phoned.reference]));
    const csv = await exportCsv(t.adminToken);
    const row = (parseCsv(csv.text, { columns: true, bom: true }) as Record<string, string>[]).find((r) => r.Reference === recorded.reference);
    expect(row).toMatchObject({ Email: '', 'How to reach': '12 High Street, Leeds LS1 1AA', Channel: 'letter' });

    // One with neither cannot be reached, and one that came by email has its address; nothing is stored for either.
    const before = (await staffList()).length;
    const unreachable = await record({ email: '  ', contact: '' });
    expect([unreachable.status, messageOf(unreachable)]).toEqual([400, COMPLAINT_CONTACT_NEEDED_MESSAGE]);
    const emailed = await record({ email: '', channel: 'email', contact: 'Flat 2, 3 Low Road' });
    expect([emailed.status, messageOf(emailed)]).toEqual([400, COMPLAINT_EMAIL_NEEDED_MESSAGE]);
    expect((await record({ email: 'not-an-email' })).status).toBe(400);
    expect((await staffList()).length).toBe(before);

    // A client's complaint taken by phone reaches them at their account's address.
    const client = await quickClient(t.open.database.db);
    const forClient = (await record({ email: '', clientAccountId: client.id })).reply(201);
    expect(forClient.email).toBe(client.email);
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(1);
  });

  it('a summary resolution only within three business days; eight weeks without a final response makes it overdue', async () => {
    const fresh = (await record({})).reply(201);
    const empty = await move(fresh.id, { status: 'resolved_summary' });
    expect([empty.status, messageOf(empty)]).toEqual([400, SUMMARY_RESOLUTION_NEEDS_MESSAGE]);
    expect((await move(fresh.id, { status: 'resolved_summary', response: 'Resolved on the phone.' })).reply(200).status).toBe('resolved_summary');
    // The complainant is told it is resolved, and that the Ombudsman is still open to them.
    const to = fresh.email as string;
    // Each was acknowledged in writing as it was recorded; this is the second email.
    const resolvedTo = (address: string) =>
      t.smtp.received.filter((m) => m.to.includes(address) && m.subject.includes('Your complaint is resolved'));
    await expect.poll(() => resolvedTo(to).length, { timeout: 10_000 }).toBe(1);
    const resolvedMail = resolvedTo(to)[0];
    expect(resolvedMail?.subject).toContain('Your complaint is resolved');
    expect(resolvedMail?.text).toContain(OMBUDSMAN_AFTER_SUMMARY_RESOLUTION);
    expect(resolvedMail?.text).not.toContain('Resolved on the phone');
    // Recorded by staff without a client account: there is nowhere for them to sign in.
    expect(resolvedMail?.text).not.toMatch(/sign in|client-login/i);
    expect(resolvedMail?.text).toContain(`contact us for a copy: ${TEST_PUBLIC_URL}/\n`);
    const portalClient = await quickClient(t.open.database.db);
    const portal = (await record({ clientAccountId: portalClient.id, email: portalClient.email })).reply(201);
    await move(portal.id, { status: 'resolved_summary', response: 'Sorted by phone.' });
    await expect.poll(() => resolvedTo(portalClient.email).length, { timeout: 10_000 }).toBe(1);
    expect(resolvedTo(portalClient.email)[0]?.text).toContain(
      `Sign in to read how it was resolved, or contact us for a copy: ${TEST_PUBLIC_URL}/client-login`,
    );
    expect((await clientList(portalClient.cookie))[0]).toMatchObject({
      status: 'resolved_summary',
      response: 'Sorted by phone.',
      ombudsmanNotice: OMBUDSMAN_AFTER_SUMMARY_RESOLUTION,
    });

    const old = (await record({ receivedAt: daysAgo(10) })).reply(201);
    expect(old.summaryWindowOpen).toBe(false);
    const late = await move(old.id, { status: 'resolved_summary', response: 'Too late for this.' });
    expect([late.status, messageOf(late)]).toEqual([409, SUMMARY_WINDOW_CLOSED_MESSAGE]);

    const client = await quickClient(t.open.database.db);
    const stale = (await record({ receivedAt: daysAgo(60), clientAccountId: client.id, email: client.email })).reply(201);
    expect(stale.overdue).toBe(true);
    expect((await staffList({ overdue: 'true' })).map((c) => c.id)).toContain(stale.id);
    expect((await staffList({ overdue: 'true' })).map((c) => c.id)).not.toContain(old.id);
    expect((await clientList(client.cookie))[0].ombudsmanNotice).toBe(OMBUDSMAN_AFTER_EIGHT_WEEKS);

    // The hourly sweep tells the complainant once, whichever instance runs it.
    const notifier = createNotifier({ companyName: 'Recourse', publicUrl: TEST_PUBLIC_URL, staffNotifyEmail: null });
    const sweep = () => createComplaints(t.open.database.db, { notifier, bankHolidays: englandAndWalesCalendar() }).sendEightWeekNotices();
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const { rows } = (await t.open.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where to_address = ${client.email} and kind = 'complaint_eight_weeks'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
    await sweep();
    const again = (await t.open.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where to_address = ${client.email} and kind = 'complaint_eight_weeks'`,
    )) as unknown as { rows: { n: number }[] };
    expect(again.rows[0].n).toBe(1);
  });

  it('the CSV register has a Response column with what the complainant was sent, kept as text', async () => {
    const answered = (await record({})).reply(201);
    const response = '=HYPERLINK("http://evil","Refund")\nWe refunded the fee, with our apology.';
    expect((await move(answered.id as number, { status: 'final_response', outcome: 'upheld', response })).status).toBe(200);
    const resolved = (await record({})).reply(201);
    expect((await move(resolved.id as number, { status: 'resolved_summary', response: 'Sorted by phone.' })).status).toBe(200);
    const open = (await record({})).reply(201);

    const csv = await exportCsv(t.adminToken);
    expect(csv.status).toBe(200);
    // The byte-order mark first, so that Excel opens the file as UTF-8 ("£", accents).
    expect(csv.text.startsWith('\uFEFFReference,')).toBe(true);
    const rows = parseCsv(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    const responseOf = (reference: unknown) => rows.find((row) => row.Reference === reference)?.Response;
    expect(responseOf(answered.reference)).toBe(`'${response}`);
    expect(responseOf(resolved.reference)).toBe('Sorted by phone.');
    expect(responseOf(open.reference)).toBe('');
  });

  it('refuses bad input and the wrong callers, storing nothing; the CSV export is for admins and injection-safe', async () => {
    const before = (await staffList()).length;
    expect((await record({ channel: unchecked('pigeon') })).status).toBe(400);
    expect((await record({ receivedAt: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(400);
    expect((await record({ clientAccountId: 2_000_000_000 })).status).toBe(404);
    expect((await record({ name: '' })).status).toBe(400);
    const client = await quickClient(t.open.database.db);
    const other = await quickClient(t.open.database.db);
    expect((await fileByClient(client.cookie, { subject: '', details: 'x' })).status).toBe(400);
    expect((await fileByClient(undefined, { subject: 'a', details: 'b' })).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.list, { cookie: client.cookie })).status).toBe(401);
    expect((await staffList()).length).toBe(before);
    expect((await move(2_000_000_000, { status: 'acknowledged' })).status).toBe(404);

    await fileByClient(client.cookie, { subject: '=HYPERLINK("http://evil")', details: '+1+2' });
    expect(await clientList(other.cookie)).toEqual([]);

    expect((await exportCsv(caseworker.token)).status).toBe(403);
    const csv = await exportCsv(t.adminToken);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toContain('Reference,Received,Channel');
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.text).toContain("'+1+2");
  });

  it('filters overdue in the query, behind any number of newer complaints, and pages the register with its total', async () => {
    const db = t.open.database.db;
    // 2,001 newer open complaints, then one received 70 days ago and still open.
    await db.execute(sql`insert into complaints (reference, name, contact, channel, summary, status, received_at)
      select 'CMP-BULK-' || g, 'Bulk Complainant', 'By post', 'letter', 'Nobody wrote back.', 'investigating', now() - make_interval(mins => g)
      from generate_series(1, 2001) g`);
    const inserted = (await db.execute(sql`insert into complaints (reference, name, contact, channel, summary, status, received_at)
      values ('CMP-STALE-70', 'Old Complainant', 'By post', 'letter', 'Still waiting.', 'acknowledged', now() - make_interval(days => 70))
      returning id`)) as unknown as { rows: { id: number }[] };
    const stale = inserted.rows[0];
    // Either side of the day that makes a complaint overdue today (UK days): the last overdue one, the first that is not.
    const firstNotOverdue = londonDayStart(addDays(londonDate(new Date()), -56));
    await db.execute(sql`insert into complaints (reference, name, contact, channel, summary, status, received_at) values
      ('CMP-EDGE-IN', 'Edge', 'By post', 'letter', 'Edge.', 'received', ${new Date(firstNotOverdue.getTime() - 1).toISOString()}),
      ('CMP-EDGE-OUT', 'Edge', 'By post', 'letter', 'Edge.', 'received', ${firstNotOverdue.toISOString()})`);

    const page = async (query: QueryOf<typeof endpoints.list>) =>
      (await callApi(t.open.baseUrl, endpoints.list, { query, token: caseworker.token })).reply(200);
    const overdue = await page({ overdue: 'true', pageSize: 200 });
    expect(overdue.items.map((c) => c.reference)).toEqual(expect.arrayContaining(['CMP-STALE-70', 'CMP-EDGE-IN']));
    expect(overdue.items.map((c) => c.reference)).not.toContain('CMP-EDGE-OUT');
    expect(overdue.items.every((c) => c.overdue)).toBe(true);
    expect(overdue.total).toBe(overdue.items.length);
    const notOverdue = await page({ overdue: 'false', pageSize: 200 });
    expect(notOverdue.items.every((c) => !c.overdue)).toBe(true);
    expect(notOverdue.total).toBeGreaterThanOrEqual(2002);
    expect((await page({ status: 'acknowledged', overdue: 'true', pageSize: 200 })).items.map((c) => c.id)).toContain(stale.id);

    // Pages: newest first, each starting where the last one stopped, with the total of every complaint.
    const counted = (await db.execute(sql`select count(*)::int as n from complaints`)) as unknown as { rows: { n: number }[] };
    const all = await page({});
    expect(all.total).toBe(counted.rows[0].n);
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.items).toHaveLength(50);
    const [first, second] = [await page({ pageSize: 30 }), await page({ page: 2, pageSize: 30 })];
    expect(first.total).toBe(second.total);
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual((await page({ pageSize: 60 })).items.map((c) => c.id));
    const last = Math.ceil(all.total / 200);
    expect((await page({ page: last, pageSize: 200 })).items.map((c) => c.reference)).toContain('CMP-STALE-70');
    expect((await page({ page: last + 1, pageSize: 200 })).items).toEqual([]);
    for (const bad of [{ page: 0 }, { page: 'x' }, { pageSize: 201 }, { pageSize: 0 }, { page: 1.5 }]) {
      const refused = await callApi(t.open.baseUrl, endpoints.list, { query: unchecked(bad), token: caseworker.token });
      expect([refused.status, typeof messageOf(refused)], JSON.stringify(bad)).toEqual([400, 'string']);
    }
  });
});
