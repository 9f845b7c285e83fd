import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentRequests } from '../../platform/db/schema';
import type { DocumentRequest } from '../../../contract/documents/requests';
import {
  api,
  clientDataSnapshot,
  list,
  messageOf,
  obj,
  quickClient,
  REJECTION_REASON,
  setUpAppWithMailAndAdmin,
  tinyPdf,
  uploadDocument,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();

const outstandingIds = async () =>
  (
    obj(await api(t.open.baseUrl, 'GET', '/api/admin/document-requests', { token: t.adminToken })).items as { id: number; clientEmail: string }[]
  ).map((r) => r.id);

const requestsOf = async (accountId: number, cookie: string) =>
  obj(await api(t.open.baseUrl, 'GET', `/api/client/document-requests/${accountId}`, { cookie })).items as DocumentRequest[];

describe('document requests', () => {
  it('staff ask for a document, the client sees it and answers it with an upload, and the review moves it', async () => {
    const client = await quickClient(t.open.database.db);
    const asked = await api(t.open.baseUrl, 'POST', `/api/admin/client-accounts/${client.id}/document-requests`, {
      token: t.adminToken,
      body: {
        title: 'Bank statement showing the transfer',
        documentType: 'transaction_proof',
        note: 'The page with the payment to the broker is enough.',
        dueDate: '2099-01-31',
      },
    });
    expect(asked.status).toBe(201);
    const requestId = obj(asked).id as number;
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
    expect([asId.status, messageOf(asId), obj(asId).field]).toEqual([
      400,
      'This request asks for a document of the type Transaction Proof: upload it as that type',
      'documentType',
    ]);
    expect(list(await api(t.open.baseUrl, 'GET', `/api/client/documents/${client.id}`, { cookie: client.cookie }))).toEqual([]);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('requested');

    const uploaded = await answer('statement.pdf');
    expect(uploaded.status).toBe(201);
    expect(obj(uploaded).documentType).toBe('transaction_proof');
    const documentId = obj(uploaded).id as number;
    expect((await requestsOf(client.id, client.cookie))[0]).toMatchObject({ status: 'received', documentId });
    expect(await outstandingIds()).not.toContain(requestId);
    // Staff see which request an upload answers.
    const staffDocuments = list<{ id: number; requestTitle: string | null }>(
      await api(t.open.baseUrl, 'GET', '/api/admin/documents', { token: t.adminToken }),
    );
    expect(staffDocuments.find((d) => d.id === documentId)?.requestTitle).toBe('Bank statement showing the transfer');
    // An answered request takes no second upload.
    const again = await answer('again.pdf');
    expect(again.status).toBe(409);

    const review = (status: string) =>
      api(t.open.baseUrl, 'PATCH', `/api/admin/documents/${documentId}/status`, {
        token: t.adminToken,
        body: { status, reason: REJECTION_REASON },
      });
    expect((await review('rejected')).status).toBe(200);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('rejected');
    expect(await outstandingIds()).toContain(requestId);
    // Rejected, it can be answered again.
    const second = await answer('clearer.pdf');
    expect(second.status).toBe(201);
    const secondId = obj(second).id as number;
    expect((await requestsOf(client.id, client.cookie))[0]).toMatchObject({ status: 'received', documentId: secondId });
    expect(
      (await api(t.open.baseUrl, 'PATCH', `/api/admin/documents/${secondId}/status`, { token: t.adminToken, body: { status: 'approved' } })).status,
    ).toBe(200);
    expect((await requestsOf(client.id, client.cookie))[0].status).toBe('accepted');
    expect(await outstandingIds()).not.toContain(requestId);
    const staffView = obj(await api(t.open.baseUrl, 'GET', `/api/admin/client-accounts/${client.id}/document-requests`, { token: t.adminToken }));
    expect(staffView.items).toEqual(await requestsOf(client.id, client.cookie));
  });

  const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("refuses a blank title, a past due date, an unknown account, another client's request and another's list, storing nothing", async () => {
    const [a, b] = [await quickClient(t.open.database.db), await quickClient(t.open.database.db)];
    const ask = (accountId: number, body: unknown) =>
      api(t.open.baseUrl, 'POST', `/api/admin/client-accounts/${accountId}/document-requests`, { token: t.adminToken, body });
    const refused = [
      await ask(a.id, { title: '  ', documentType: 'id' }),
      await ask(a.id, { title: 'x', documentType: 'id', dueDate: 'soon' }),
      await ask(a.id, { title: 'Bank statement', documentType: 'transaction_proof', dueDate: daysFromToday(-3) }),
      await ask(a.id, { title: 'Passport', documentType: 'passport' }),
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
    const listOf = (accountId: number) =>
      api(t.open.baseUrl, 'GET', `/api/admin/client-accounts/${accountId}/document-requests`, { token: t.adminToken });
    expect((await listOf(2_000_000_000)).json).toEqual({ message: 'Client account not found' });
    expect((await listOf(2_000_000_000)).status).toBe(404);
    expect(obj(await listOf(a.id)).items).toEqual([]);
    // Today (and UTC's yesterday, someone's today west of UTC) is a due date.
    expect((await ask(a.id, { title: 'Passport', documentType: 'id', dueDate: daysFromToday(0) })).status).toBe(201);
    expect((await ask(a.id, { title: 'Utility bill', documentType: 'id', dueDate: daysFromToday(-1) })).status).toBe(201);
    // An empty date field is no due date.
    expect(obj(await ask(b.id, { title: 'Driving licence', documentType: 'id', dueDate: '' }))).toMatchObject({
      dueDate: null,
      status: 'requested',
    });
    // A request made before requests named a type takes the type the client chooses.
    const older = obj(await ask(b.id, { title: 'Older request', documentType: 'id' })).id as number;
    await t.open.database.db.update(documentRequests).set({ documentType: null }).where(eq(documentRequests.id, older));
    const olderAnswer = await uploadDocument(t.open.baseUrl, b.cookie, {
      clientAccountId: b.id,
      fileName: 'older.pdf',
      bytes: tinyPdf(),
      documentType: 'transaction_proof',
      requestId: older,
    });
    expect([olderAnswer.status, obj(olderAnswer).documentType]).toEqual([201, 'transaction_proof']);
    const requestId = obj(await ask(a.id, { title: 'Passport', documentType: 'id' })).id as number;
    const wrong = await uploadDocument(t.open.baseUrl, b.cookie, { clientAccountId: b.id, fileName: 'p.pdf', bytes: tinyPdf(), requestId });
    expect(wrong.status).toBe(404);
    expect(
      list(await api(t.open.baseUrl, 'GET', `/api/client/documents/${b.id}`, { cookie: b.cookie })).map(
        (d) => (d as { fileName: string }).fileName,
      ),
    ).toEqual(['older.pdf']);
    expect((await api(t.open.baseUrl, 'GET', `/api/client/document-requests/${a.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await requestsOf(a.id, a.cookie))[0].status).toBe('requested');
    // The list of what is awaited is for staff alone.
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/document-requests')).status).toBe(401);
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/document-requests', { cookie: a.cookie })).status).toBe(401);
  });

  it('takes just {title, note?, dueDate?}: the client chooses the type when answering a request that names none', async () => {
    const client = await quickClient(t.open.database.db);
    const ask = (body: unknown) =>
      api(t.open.baseUrl, 'POST', `/api/admin/client-accounts/${client.id}/document-requests`, { token: t.adminToken, body });
    const untyped = await ask({ title: 'Police report', note: 'The crime reference is on it.', dueDate: '2099-01-31' });
    expect(untyped.status).toBe(201);
    expect(obj(untyped)).toMatchObject({
      title: 'Police report',
      documentType: null,
      note: 'The crime reference is on it.',
      dueDate: '2099-01-31',
    });
    const bare = await ask({ title: 'Utility bill' });
    expect([bare.status, obj(bare).documentType]).toEqual([201, null]);
    expect(obj(await ask({ title: 'Old-style', documentType: null })).documentType).toBeNull();
    expect((await requestsOf(client.id, client.cookie)).map((r) => [r.title, r.documentType])).toEqual(
      expect.arrayContaining([
        ['Police report', null],
        ['Utility bill', null],
        ['Old-style', null],
      ]),
    );
    // The client answers it as either type.
    const asProof = await uploadDocument(t.open.baseUrl, client.cookie, {
      clientAccountId: client.id,
      fileName: 'report.pdf',
      bytes: tinyPdf(),
      documentType: 'transaction_proof',
      requestId: obj(untyped).id as number,
    });
    expect([asProof.status, obj(asProof).documentType]).toEqual([201, 'transaction_proof']);
    const asId = await uploadDocument(t.open.baseUrl, client.cookie, {
      clientAccountId: client.id,
      fileName: 'bill.pdf',
      bytes: tinyPdf(),
      documentType: 'id',
      requestId: obj(bare).id as number,
    });
    expect([asId.status, obj(asId).documentType]).toEqual([201, 'id']);
    const answered = await requestsOf(client.id, client.cookie);
    expect(answered.find((r) => r.title === 'Police report')).toMatchObject({ status: 'received', documentId: obj(asProof).id });
    expect(answered.find((r) => r.title === 'Utility bill')).toMatchObject({ status: 'received', documentId: obj(asId).id });
  });

  it("an upload answers only the client's own open request: any other is refused and nothing is stored or moved", async () => {
    const [a, b] = [await quickClient(t.open.database.db), await quickClient(t.open.database.db)];
    const ask = async (accountId: number, title: string) =>
      obj(
        await api(t.open.baseUrl, 'POST', `/api/admin/client-accounts/${accountId}/document-requests`, {
          token: t.adminToken,
          body: { title, documentType: 'transaction_proof' },
        }),
      ).id as number;
    const answer = (requestId: unknown) =>
      api(t.open.baseUrl, 'POST', '/api/client/documents', {
        cookie: a.cookie,
        body: {
          clientAccountId: a.id,
          documentType: 'transaction_proof',
          fileName: 'statement.pdf',
          fileData: tinyPdf().toString('base64'),
          requestId,
        },
      });
    const received = await ask(a.id, 'Received statement');
    expect((await answer(received)).status).toBe(201);
    const accepted = await ask(a.id, 'Accepted statement');
    const acceptedDocument = obj(await answer(accepted)).id as number;
    await api(t.open.baseUrl, 'PATCH', `/api/admin/documents/${acceptedDocument}/status`, { token: t.adminToken, body: { status: 'approved' } });
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
    const page = async (query: string) => {
      const reply = await api(t.open.baseUrl, 'GET', `/api/admin/document-requests${query}`, { token: t.adminToken });
      expect(reply.status, query).toBe(200);
      return obj(reply) as unknown as { items: DocumentRequest[]; total: number; page: number; pageSize: number };
    };
    const counted = (await db.execute(
      sql`select count(*)::int as n from document_requests where status in ('requested', 'rejected')`,
    )) as unknown as { rows: { n: number }[] };
    const first = await page('');
    expect(first).toMatchObject({ total: counted.rows[0].n, page: 1, pageSize: 50 });
    expect(first.total).toBeGreaterThan(600);
    const last = await page(`?page=${Math.ceil(first.total / 200)}&pageSize=200`);
    expect(last.items.at(-1)?.id).toBe(undated.id);
    const [a, b] = [await page('?pageSize=40'), await page('?page=2&pageSize=40')];
    expect([...a.items, ...b.items].map((r) => r.id)).toEqual((await page('?pageSize=80')).items.map((r) => r.id));
    const dues = (await page('?pageSize=200')).items.map((r) => r.dueDate ?? '9999');
    expect(dues).toEqual([...dues].sort());
    for (const bad of ['?page=0', '?pageSize=201', '?page=two']) {
      const refused = await api(t.open.baseUrl, 'GET', `/api/admin/document-requests${bad}`, { token: t.adminToken });
      expect([refused.status, typeof messageOf(refused)], bad).toEqual([400, 'string']);
    }
  });
});
