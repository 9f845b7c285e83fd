import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FUNDS_NOT_RECORDED_MESSAGE, FUNDS_REVERSED_MESSAGE } from '../../../contract/accounts/case-progress';
import { accountEndpoints, caseProgressEndpoints as endpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { documentEndpoints } from '../../../contract/documents/endpoints';
import {
  badBeforesNotRefused,
  callApi,
  readPageByPage,
  clientDataSnapshot,
  setUpCaseworker,
  messageOf,
  movePayout,
  obj,
  quickClient,
  recordRecovery,
  REJECTION_REASON,
  requestPayout,
  setUpAppWithMailAndAdmin,
  staffAccountView,
  tinyPdf,
  unchecked,
  uploadDocument,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const caseworker = setUpCaseworker(() => t.open, { firstName: 'Cara', lastName: 'Worker' });

const postUpdate = (accountId: number, body: BodyOf<typeof endpoints.postUpdate>, token = caseworker.token) =>
  callApi(t.open.baseUrl, endpoints.postUpdate, { params: { id: accountId }, token, body });
const staffTimeline = async (accountId: number) =>
  (await callApi(t.open.baseUrl, endpoints.timeline, { params: { id: accountId }, token: caseworker.token })).reply(200).items;
const clientTimeline = async (accountId: number, cookie: string) =>
  (await callApi(t.open.baseUrl, endpoints.clientTimeline, { params: { id: accountId }, cookie })).reply(200).items;
const accountList = (query: QueryOf<typeof accountEndpoints.list>) =>
  callApi(t.open.baseUrl, accountEndpoints.list, { query, token: caseworker.token });
const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));

describe('case updates and stages', () => {
  it('a caseworker posts updates; the client sees the visible ones, and the stage, and is emailed only for those', async () => {
    const client = await quickClient(t.open.database.db);
    const visible = await postUpdate(client.id, {
      message: 'We have sent your claim to the bank.',
      stage: 'claim_submitted',
      visibleToClient: true,
    });
    expect(visible.reply(201)).toMatchObject({
      update: { message: 'We have sent your claim to the bank.', stage: 'claim_submitted', previousStage: 'assessment', visibleToClient: true },
      account: { caseStage: 'claim_submitted' },
    });
    const internal = await postUpdate(client.id, { message: 'Bank contact is slow; chase on Friday.', visibleToClient: false });
    expect(internal.status).toBe(201);
    // A stage change kept internal still shows the client where their case is, without the staff's words.
    expect(
      (await postUpdate(client.id, { message: 'Waiting on the bank fraud team (internal).', stage: 'awaiting_response', visibleToClient: false }))
        .status,
    ).toBe(201);

    const session = (await callApi(t.open.baseUrl, clientAccountEndpoints.session, { cookie: client.cookie })).reply(200);
    expect(session.caseStage).toBe('awaiting_response');
    expect(Date.now() - Date.parse(session.caseStageChangedAt)).toBeLessThan(60_000);

    const seenReply = await callApi(t.open.baseUrl, endpoints.clientTimeline, { params: { id: client.id }, cookie: client.cookie });
    const seen = seenReply.reply(200).items;
    expect(seen.map((e) => [e.kind, e.text, e.stage])).toEqual([
      ['update', null, 'awaiting_response'],
      ['update', 'We have sent your claim to the bank.', 'claim_submitted'],
    ]);
    // As it was sent, not as the schema reads it.
    expect(seenReply.text).not.toMatch(/Cara|Worker|internal|chase/);

    const all = await staffTimeline(client.id);
    expect(all.map((e) => [e.text, e.by, e.visibleToClient])).toEqual([
      ['We have sent your claim to the bank.', 'Cara Worker', true],
      ['Bank contact is slow; chase on Friday.', 'Cara Worker', false],
      ['Waiting on the bank fraud team (internal).', 'Cara Worker', false],
    ]);
    // One email, for the one update the client can read, naming nothing of it.
    await expect.poll(() => mailsTo(client.email).length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(client.email)).toHaveLength(1);
    expect(mailsTo(client.email)[0].subject).toContain('There is an update on your case');
    expect(mailsTo(client.email)[0].text).not.toContain('bank');
  });

  it('refuses an unknown stage, an empty update, a missing visibility, an unknown account and the wrong callers, storing nothing', async () => {
    const a = await quickClient(t.open.database.db);
    const b = await quickClient(t.open.database.db);
    const before = await clientDataSnapshot(t.open.database.db);
    const unknownStage = await postUpdate(a.id, { message: 'x', stage: unchecked('paid'), visibleToClient: true });
    expect([unknownStage.status, messageOf(unknownStage)]).toEqual([400, 'Unknown case stage']);
    const empty = await postUpdate(a.id, { message: '   ', visibleToClient: true });
    expect([empty.status, messageOf(empty)]).toEqual([400, 'Write a message or choose a new stage']);
    // Choosing the stage the case is already at, with no message, says nothing either.
    expect((await postUpdate(a.id, { stage: 'assessment', visibleToClient: true })).status).toBe(400);
    expect((await postUpdate(a.id, unchecked({ message: 'Hello' }))).status).toBe(400);
    expect((await postUpdate(2_000_000_000, { message: 'Hello', visibleToClient: true })).status).toBe(404);
    expect((await postUpdate(a.id, { message: 'Hello', visibleToClient: true }, '')).status).toBe(401);
    const asClient = await callApi(t.open.baseUrl, endpoints.postUpdate, {
      params: { id: a.id },
      cookie: a.cookie,
      body: { message: 'I am staff now', visibleToClient: true },
    });
    expect(asClient.status).toBe(401);
    expect(await clientDataSnapshot(t.open.database.db)).toBe(before);

    const ofA = { params: { id: a.id } };
    expect((await callApi(t.open.baseUrl, endpoints.clientTimeline, { ...ofA, cookie: b.cookie })).status).toBe(404);
    expect((await callApi(t.open.baseUrl, endpoints.clientTimeline, ofA)).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.timeline, { ...ofA, cookie: a.cookie })).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.timeline, { params: { id: 2_000_000_000 }, token: caseworker.token })).status).toBe(404);
  });

  it('"Funds recovered" needs recorded money, and a reversal that leaves none moves the case back, in its timeline', async () => {
    const client = await quickClient(t.open.database.db);
    const early = await postUpdate(client.id, { message: 'Good news', stage: 'funds_recovered', visibleToClient: true });
    expect([early.status, messageOf(early)]).toEqual([409, FUNDS_NOT_RECORDED_MESSAGE]);
    expect((await staffAccountView(t.open.baseUrl, t.adminToken, client.id)).account.caseStage).toBe('assessment');

    expect((await recordRecovery(t.open.baseUrl, t.adminToken, client.id, '500.00', { reference: 'CHB-1' })).status).toBe(201);
    expect((await postUpdate(client.id, { message: 'Your bank returned 500.00.', stage: 'funds_recovered', visibleToClient: true })).status).toBe(
      201,
    );

    const { ledger } = await staffAccountView(t.open.baseUrl, t.adminToken, client.id);
    const reversed = await callApi(t.open.baseUrl, accountEndpoints.reverseEntry, {
      params: { id: client.id, entryId: ledger[0].id },
      token: t.adminToken,
      body: { note: 'Recorded on the wrong account' },
    });
    expect(reversed.reply(201)).toMatchObject({ recoveredAmount: '0.00', caseStage: 'awaiting_response' });
    const latest = (await clientTimeline(client.id, client.cookie))[0];
    expect(latest).toMatchObject({ kind: 'update', stage: 'awaiting_response', previousStage: 'funds_recovered', text: FUNDS_REVERSED_MESSAGE });
  });

  it('closing the case closes its recovery status, and leaving Closed reopens it where its new stage is', async () => {
    const client = await quickClient(t.open.database.db);
    const closed = (await postUpdate(client.id, { message: 'We could not trace the funds.', stage: 'closed', visibleToClient: true })).reply(201);
    expect(closed.account).toMatchObject({ caseStage: 'closed', recoveryStatus: 'closed' });
    const reopened = (await postUpdate(client.id, { message: 'New evidence arrived.', stage: 'evidence', visibleToClient: true })).reply(201);
    expect(reopened.account).toMatchObject({ caseStage: 'evidence', recoveryStatus: 'under_review' });
  });
});

describe('the timeline', () => {
  it('holds money, payouts, documents and requests in date order; the client sees no staff names or internal notes', async () => {
    const client = await quickClient(t.open.database.db);
    const base = t.open.baseUrl;
    expect(
      (
        await recordRecovery(base, caseworker.token, client.id, '1200.00', {
          reference: 'BANK-77',
          receivedOn: '2024-03-01',
          note: 'Internal: from the chargeback team',
        })
      ).status,
    ).toBe(201);
    const payout = await requestPayout(base, { cookie: client.cookie, accountId: client.id });
    expect(payout.status).toBe(201);
    expect(
      (await movePayout(base, t.adminToken, obj(payout).id as number, 'rejected', { adminNotes: 'Name mismatch on the bank account' })).status,
    ).toBe(200);
    const asked = await callApi(base, documentEndpoints.request, {
      params: { id: client.id },
      token: caseworker.token,
      body: { title: 'Passport', documentType: 'id' },
    });
    const uploaded = await uploadDocument(base, client.cookie, {
      clientAccountId: client.id,
      fileName: 'passport.pdf',
      bytes: tinyPdf(),
      documentType: 'id',
      requestId: obj(asked).id as number,
    });
    expect(uploaded.status).toBe(201);
    expect(
      (
        await callApi(base, documentEndpoints.review, {
          params: { id: obj(uploaded).id as number },
          token: caseworker.token,
          body: { status: 'approved', adminNotes: 'Checked against the lead' },
        })
      ).status,
    ).toBe(200);

    const all = await staffTimeline(client.id);
    expect(all.map((e) => e.kind)).toEqual([
      'ledger',
      'payout_requested',
      'payout_reviewed',
      'document_requested',
      'document_uploaded',
      'document_reviewed',
    ]);
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort());
    expect(all[0]).toMatchObject({
      amount: '1200.00',
      currency: 'USD',
      reference: 'BANK-77',
      by: 'Cara Worker',
      internalNote: 'Internal: from the chargeback team',
    });
    expect(all[1]).toMatchObject({ by: null, status: 'pending', amount: '1200.00' });
    expect(all[2]).toMatchObject({ status: 'rejected', reason: REJECTION_REASON, internalNote: 'Name mismatch on the bank account' });
    expect(all[2].by).not.toBeNull();
    expect(all[5]).toMatchObject({ text: 'passport.pdf', status: 'approved', by: 'Cara Worker', internalNote: 'Checked against the lead' });

    const seenReply = await callApi(base, endpoints.clientTimeline, { params: { id: client.id }, cookie: client.cookie });
    const seen = seenReply.reply(200).items;
    // Newest first; the money dated by when it was received, so it comes last.
    expect(seen.map((e) => e.kind)).toEqual([
      'document_reviewed',
      'document_uploaded',
      'document_requested',
      'payout_reviewed',
      'payout_requested',
      'ledger',
    ]);
    expect(seen[5].at).toBe('2024-03-01T00:00:00.000Z');
    expect(seen[3]).toMatchObject({ status: 'rejected', reason: REJECTION_REASON });
    expect(seenReply.text).not.toMatch(/Cara|Worker|Internal|Name mismatch|Checked against/);
  });
});

describe('clients waiting for an update', () => {
  it('lists the clients with no client-visible update for CLIENT_UPDATE_DAYS, counted from creation when there is none', async () => {
    const db = t.open.database.db;
    const [silent, answered, internalOnly, fresh] = [await quickClient(db), await quickClient(db), await quickClient(db), await quickClient(db)];
    await db.execute(
      sql`update client_accounts set created_at = now() - interval '40 days' where id in (${silent.id}, ${answered.id}, ${internalOnly.id})`,
    );
    expect((await postUpdate(answered.id, { message: 'Still with the bank.', visibleToClient: true })).status).toBe(201);
    expect((await postUpdate(internalOnly.id, { message: 'Note to self', visibleToClient: false })).status).toBe(201);

    const overdue = (await accountList({ updateOverdue: 'true' })).reply(200).items;
    const ids = overdue.map((a) => a.id);
    expect(ids).toContain(silent.id);
    expect(ids).toContain(internalOnly.id);
    expect(ids).not.toContain(answered.id);
    expect(ids).not.toContain(fresh.id);
    const everyone = (await accountList({})).reply(200).items;
    expect(everyone.map((a) => a.id)).toContain(fresh.id);
    expect((await accountList({ updateOverdue: unchecked('maybe') })).status).toBe(400);
  });
});

describe('a long list of client accounts', () => {
  it('is read page by page, newest first, with its search and filter kept: none skipped, none twice', async () => {
    const tag = `paged${Date.now().toString(36)}`;
    // More than the list's old cap of 200: two of every three waiting for an update.
    await t.open.database.db.execute(
      sql`insert into client_accounts (email, first_name, last_name, created_at)
        select ${tag} || '-' || g || '@example.com', 'Many', 'Clients', now() - case when g % 3 = 0 then interval '1 day' else interval '40 days' end
        from generate_series(1, 330) g`,
    );
    const page = async (before?: number) =>
      (await accountList({ q: tag, updateOverdue: 'true', before: before ? String(before) : undefined })).reply(200).items;
    const read = await readPageByPage(page, STAFF_LIST_PAGE_SIZE);
    const seen = read.map((account) => account.id);
    expect(read.every((account) => account.email.startsWith(`${tag}-`))).toBe(true);
    expect(seen).toHaveLength(220);
    expect(new Set(seen).size).toBe(220);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(await badBeforesNotRefused(t.open.baseUrl, accountEndpoints.list.path, caseworker.token)).toEqual([]);
  });
});
