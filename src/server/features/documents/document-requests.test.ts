import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentRequests } from '../../platform/db/schema';
import { documentEndpoints as endpoints } from '../../../contract/documents/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import {
  callApi,
  clientDataSnapshot,
  messageOf,
  quickClient,
  REJECTION_REASON,
  setUpAppWithMailAndAdmin,
  tinyPdf,
  unchecked,
  uploadDocument,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const outstandingIds = async () =>
  (await callApi(t.open.baseUrl, endpoints.outstandingRequests, { token: t.adminToken })).reply(200).items.map((r) => r.id);

const clientRequests = (accountId: number, cookie: string) =>
  callApi(t.open.baseUrl, endpoints.requestsForClient, { params: { id: accountId }, cookie });
const requestsOf = async (accountId: number, cookie: string) => (await clientRequests(accountId, cookie)).reply(200).items;

/** Staff ask the client of `accountId` for a document. */
const askFor = (accountId: number, body: BodyOf<typeof endpoints.request>) =>
  callApi(t.open.baseUrl, endpoints.request, { params: { id: accountId }, token: t.adminToken, body });
const staffRequestsOf = (accountId: number) =>
  callApi(t.open.baseUrl, endpoints.requestsOfAccount, { params: { id: accountId }, token: t.adminToken });
const ownDocuments = async (accountId: number, cookie: string) =>
  (await callApi(t.open.baseUrl, endpoints.listForClient, { params: { id: accountId }, cookie })).reply(200);
const review = (id: number, body: BodyOf<typeof endpoints.review>) =>
  callApi(t.open.baseUrl, endpoints.review, { params: { id }, token: t.adminToken, body });

describe('document requests', () => {
  it('staff ask for a document, the client sees it and answers it with an upload, and the review moves it', async () => {
    const client = await quickClient(t.open.database.db);
    const asked = await askFor(client.id, {
      title: 'Bank statement showing the transfer',
      documentType: 'transaction_proof',
      note: 'The page with the payment to the broker is enough.',
      dueDate: '2099-01-31',
    });
    const requestId = asked.reply(201).id;
    expect(await requestsOf(client.id, client.cookie)).toMatchObject([
      {
        id: requestId,
        title: 'Bank statement showing the transfer',
        documentType: 'transaction_proof',
        dueDate: '2099-01-31',
        status: 'requested',
        documentId: null,
      },
    ]);
    // The client is told by email, which names nothing of the request.
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(1);
    expect(t.smtp.received.find((m) => m.to.includes(client.email))?.text).not.toContain('Bank statement');
    expect(await outstandingIds()).toContain(requestId);
    const answer = (fileName: string) =>
      uploadDocument(t.open.baseUrl, client.cookie, { clientAccountId: client.id, fileName, bytes: tinyPdf(), requestId });

    // The upload is stored as the type asked for: another type is refused and stores nothing.
    const asId = await uploadDocument(t.open.baseUrl, client.cookie, {
      clientAccountId: client.id,
      fileName: 'statement.pdf',
      bytes: tinyPdf(),
      documentType: 'id',
      requestId,
    });
    expect([asId.status, messageOf(asId), asId.reply(400).field]).toEqual([
      400,
      'This request asks for a document of the type Transaction Proof: upload it as that type',
      'documentType',
    ]);
    expect(await ownDocuments(client.id, client.cookie)).toEqual([]);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('requested');

    const uploaded = (await answer('statement.pdf')).reply(201);
    expect(uploaded.documentType).toBe('transaction_proof');
    const documentId = uploaded.id;
    expect((await requestsOf(client.id, client.cookie))[0]).toMatchObject({ status: 'received', documentId });
    expect(await outstandingIds()).not.toContain(requestId);
    // Staff see which request an upload answers.
    const staffDocuments = (await callApi(t.open.baseUrl, endpoints.list, { token: t.adminToken })).reply(200);
    expect(staffDocuments.find((d) => d.id === documentId)?.requestTitle).toBe('Bank statement showing the transfer');
    // An answered request takes no second upload.
    const again = await answer('again.pdf');
    expect(again.status).toBe(409);

    expect((await review(documentId, { status: 'rejected', reason: REJECTION_REASON })).status).toBe(200);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('rejected');
    expect(await outstandingIds()).toContain(requestId);
    // Rejected, it can be answered again.
    const secondId = (await answer('clearer.pdf')).reply(201).id;
    expect((await requestsOf(client.id, client.cookie))[0]).toMatchObject({ status: 'received', documentId: secondId });
    expect((await review(secondId, { status: 'approved' })).status).toBe(200);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('accepted');
    expect(await outstandingIds()).not.toContain(requestId);
    const staffView = (await staffRequestsOf(client.id)).reply(200);
    expect(staffView.items).toEqual(await requestsOf(client.id, client.cookie));
  });

  const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("refuses a blank title, a past due date, an unknown account, another client's request and another's list, storing nothing", async () => {
    const [a, b] = [await quickClient(t.open.database.db), await quickClient(t.open.database.db)];
    const ask = askFor;
    const refused = [
      await ask(a.id, { title: '  ', documentType: 'id' }),
      await ask(a.id, { title: 'x', documentType: 'id', dueDate: 'soon' }),
      await ask(a.id, { title: 'Bank statement', documentType: 'transaction_proof', dueDate: daysFromToday(-3) }),
      await ask(a.id, unchecked({ title: 'Passport', documentType: 'passport' })),
    ];
    expect(refused.map((r) => [r.status, messageOf(r)])).toEqual([
      [400, 'Say which document you need'],
      [400, 'The due date must be a date (YYYY-MM-DD)'],
      [400, 'The due date cannot be in the past'],
      [400, 'Choose the type of document'],
    ]);
    expect(await requestsOf(a.id, a.cookie)).toEqual([]);
    expect((await ask(2_000_000_000, { title: 'Passport', documentType: 'id' })).status).toBe(404);
    // An account that does not exist has no list either (not an empty one); one without requests has an empty one.
    const listOf = staffRequestsOf;
    expect((await listOf(2_000_000_000)).reply(404)).toEqual({ message: 'Client account not found' });
    expect((await listOf(a.id)).reply(200).items).toEqual([]);
    // Today (and UTC's yesterday, someone's today west of UTC) is a due date.
    expect((await ask(a.id, { title: 'Passport', documentType: 'id', dueDate: daysFromToday(0) })).status).toBe(201);
    expect((await ask(a.id, { title: 'Utility bill', documentType: 'id', dueDate: daysFromToday(-1) })).status).toBe(201);
    // An empty date field is no due date.
    expect((await ask(b.id, { title: 'Driving licence', documentType: 'id', dueDate: '' })).reply(201)).toMatchObject({
      dueDate: null,
      status: 'requested',
    });
    // A request made before requests named a type takes the type the client chooses.
    const older = (await ask(b.id, { title: 'Older request', documentType: 'id' })).reply(201).id;
    await t.open.database.db.update(documentRequests).set({ documentType: null }).where(eq(documentRequests.id, older));
    const olderAnswer = await uploadDocument(t.open.baseUrl, b.cookie, {
      clientAccountId: b.id,
      fileName: 'older.pdf',
      bytes: tinyPdf(),
      documentType: 'transaction_proof',
      requestId: older,
    });
    expect(olderAnswer.reply(201).documentType).toBe('transaction_proof');
    const requestId = (await ask(a.id, { title: 'Passport', documentType: 'id' })).reply(201).id;
    const wrong = await uploadDocument(t.open.baseUrl, b.cookie, { clientAccountId: b.id, fileName: 'p.pdf', bytes: tinyPdf(), requestId });
    expect(wrong.status).toBe(404);
    expect((await ownDocuments(b.id, b.cookie)).map((d) => d.fileName)).toEqual(['older.pdf']);
    expect((await clientRequests(a.id, b.cookie)).status).toBe(404);
    expect((await requestsOf(a.id, a.cookie))[0].status).toBe('requested');
    // The list of what is awaited is for staff alone.
    expect((await callApi(t.open.baseUrl, endpoints.outstandingRequests, {})).status).toBe(401);
    expect((await callApi(t.open.baseUrl, endpoints.outstandingRequests, { cookie: a.cookie })).status).toBe(401);
  });

  it('takes just {title, note?, dueDate?}: the client chooses the type when answering a request that names none', async () => {
    const client = await quickClient(t.open.database.db);
    const ask = (body: BodyOf<typeof endpoints.request>) => askFor(client.id, body);
    const untyped = (await ask({ title: 'Police report', note: 'The crime reference is on it.', dueDate: '2099-01-31' })).reply(201);
    expect(untyped).toMatchObject({
      title: 'Police report',
      documentType: null,
      note: 'The crime reference is on it.',
      dueDate: '2099-01-31',
    });
    const bare = (await ask({ title: 'Utility bill' })).reply(201);
    expect(bare.documentType).toBeNull();
    expect((await ask({ title: 'Old-style', documentType: null })).reply(201).documentType).toBeNull();
    expect((await requestsOf(client.id, client.cookie)).map((r) => [r.title, r.documentType])).toEqual(
      expect.arrayContaining([
        ['Police report', null],
        ['Utility bill', null],
        ['Old-style', null],
      ]),
    );
    // The client answers it as either type.
    const answerAs = (requestId: number, fileName: string, documentType: 'transaction_proof' | 'id') =>
      uploadDocument(t.open.baseUrl, client.cookie, { clientAccountId: client.id, fileName, bytes: tinyPdf(), documentType, requestId });
    const proof = (await answerAs(untyped.id, 'report.pdf', 'transaction_proof')).reply(201);
    expect(proof.documentType).toBe('transaction_proof');
    const asIdDocument = (await answerAs(bare.id, 'bill.pdf', 'id')).reply(201);
    expect(asIdDocument.documentType).toBe('id');
    const answered = await requestsOf(client.id, client.cookie);
    expect(answered.find((r) => r.title === 'Police report')).toMatchObject({ status: 'received', documentId: proof.id });
    expect(answered.find((r) => r.title === 'Utility bill')).toMatchObject({ status: 'received', documentId: asIdDocument.id });
  });

  it("an upload answers only the client's own open request: any other is refused and nothing is stored or moved", async () => {
    const [a, b] = [await quickClient(t.open.database.db), await quickClient(t.open.database.db)];
    const ask = async (accountId: number, title: string) => (await askFor(accountId, { title, documentType: 'transaction_proof' })).reply(201).id;
    // Any value as the request's id, to see each refused.
    const answer = (requestId: unknown) =>
      callApi(t.open.baseUrl, endpoints.upload, {
        cookie: a.cookie,
        body: {
          clientAccountId: a.id,
          documentType: 'transaction_proof',
          fileName: 'statement.pdf',
          fileData: tinyPdf().toString('base64'),
          requestId: unchecked(requestId),
        },
      });
    const received = await ask(a.id, 'Received statement');
    expect((await answer(received)).status).toBe(201);
    const accepted = await ask(a.id, 'Accepted statement');
    const acceptedDocument = (await answer(accepted)).reply(201).id;
    await review(acceptedDocument, { status: 'approved' });
    const others = await ask(b.id, "Another client's statement");
    await ask(a.id, 'Still open');

    const requestRows = () => t.open.database.db.select().from(documentRequests).orderBy(asc(documentRequests.id));
    const before = [await clientDataSnapshot(t.open.database.db), await requestRows()];
    const refusals = [
      [others, 404, 'Document request not found'],
      [2_000_000_000, 404, 'Document request not found'],
      [received, 409, 'This request has already been answered'],
      [accepted, 409, 'This request has already been answered'],
      [0, 400, 'Invalid request'],
      [-1, 400, 'Invalid request'],
      [1.5, 400, 'Invalid request'],
      ['1', 400, 'Invalid request'],
    ] as const;
    for (const [requestId, status, message] of refusals) {
      const reply = await answer(requestId);
      expect([requestId, reply.status, messageOf(reply)]).toEqual([requestId, status, message]);
    }
    expect([await clientDataSnapshot(t.open.database.db), await requestRows()]).toEqual(before);
  });

  it('pages every request awaited from clients, soonest due first, with the total: none is cut off after 500', async () => {
    const client = await quickClient(t.open.database.db);
    const db = t.open.database.db;
    await db.execute(sql`insert into document_requests (client_account_id, title, status, due_date)
      select ${client.id}, 'Bank statement ' || g, case when g % 2 = 0 then 'requested' else 'rejected' end, current_date + g
      from generate_series(1, 600) g`);
    // Without a due date: the very last.
    const [undated] = await db
      .insert(documentRequests)
      .values({ clientAccountId: client.id, title: 'Passport, whenever you can' })
      .returning({ id: documentRequests.id });
    const outstanding = (query: QueryOf<typeof endpoints.outstandingRequests>) =>
      callApi(t.open.baseUrl, endpoints.outstandingRequests, { query, token: t.adminToken });
    const page = async (query: QueryOf<typeof endpoints.outstandingRequests> = {}) => (await outstanding(query)).reply(200);
    const counted = (await db.execute(
      sql`select count(*)::int as n from document_requests where status in ('requested', 'rejected')`,
    )) as unknown as { rows: { n: number }[] };
    const first = await page();
    expect(first).toMatchObject({ total: counted.rows[0].n, page: 1, pageSize: 50 });
    expect(first.total).toBeGreaterThan(600);
    const last = await page({ page: Math.ceil(first.total / 200), pageSize: 200 });
    expect(last.items.at(-1)?.id).toBe(undated.id);
    const [a, b] = [await page({ pageSize: 40 }), await page({ page: 2, pageSize: 40 })];
    expect([...a.items, ...b.items].map((r) => r.id)).toEqual((await page({ pageSize: 80 })).items.map((r) => r.id));
    const dues = (await page({ pageSize: 200 })).items.map((r) => r.dueDate ?? '9999');
    expect(dues).toEqual([...dues].sort());
    for (const bad of [{ page: 0 }, { pageSize: 201 }, { page: unchecked('two') }]) {
      const refused = await outstanding(bad);
      expect([refused.status, typeof messageOf(refused)], JSON.stringify(bad)).toEqual([400, 'string']);
    }
  });
});
