import { describe, expect, it } from 'vitest';
import type { DocumentRequest } from '../../../contract/documents/requests';
import { api, list, obj, quickClient, REJECTION_REASON, setUpAppWithMailAndAdmin, tinyPdf, uploadDocument } from '../../testing';

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
      body: { title: 'Bank statement showing the transfer', note: 'The page with the payment to the broker is enough.', dueDate: '2099-01-31' },
    });
    expect(asked.status).toBe(201);
    const requestId = obj(asked).id as number;
    expect(await requestsOf(client.id, client.cookie)).toMatchObject([
      { id: requestId, title: 'Bank statement showing the transfer', dueDate: '2099-01-31', status: 'requested', documentId: null },
    ]);
    // The client is told by email, which names nothing of the request.
    await expect.poll(() => t.smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(1);
    expect(t.smtp.received.find((m) => m.to.includes(client.email))?.text).not.toContain('Bank statement');
    expect(await outstandingIds()).toContain(requestId);
    const answer = (fileName: string) =>
      uploadDocument(t.open.baseUrl, client.cookie, { clientAccountId: client.id, fileName, bytes: tinyPdf(), requestId });

    const uploaded = await answer('statement.pdf');
    expect(uploaded.status).toBe(201);
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

  it("refuses a blank title, an unknown account, another client's request and another's list, storing nothing", async () => {
    const [a, b] = [await quickClient(t.open.database.db), await quickClient(t.open.database.db)];
    const ask = (accountId: number, body: unknown) =>
      api(t.open.baseUrl, 'POST', `/api/admin/client-accounts/${accountId}/document-requests`, { token: t.adminToken, body });
    expect([(await ask(a.id, { title: '  ' })).status, (await ask(a.id, { title: 'x', dueDate: 'soon' })).status]).toEqual([400, 400]);
    expect((await ask(2_000_000_000, { title: 'Passport' })).status).toBe(404);
    // An account that does not exist has no list either (not an empty one); one without requests has an empty one.
    const listOf = (accountId: number) =>
      api(t.open.baseUrl, 'GET', `/api/admin/client-accounts/${accountId}/document-requests`, { token: t.adminToken });
    expect((await listOf(2_000_000_000)).json).toEqual({ message: 'Client account not found' });
    expect((await listOf(2_000_000_000)).status).toBe(404);
    expect(obj(await listOf(a.id)).items).toEqual([]);
    // An empty date field is no due date.
    expect(obj(await ask(b.id, { title: 'Driving licence', dueDate: '' }))).toMatchObject({ dueDate: null, status: 'requested' });
    const requestId = obj(await ask(a.id, { title: 'Passport' })).id as number;
    const wrong = await uploadDocument(t.open.baseUrl, b.cookie, { clientAccountId: b.id, fileName: 'p.pdf', bytes: tinyPdf(), requestId });
    expect(wrong.status).toBe(404);
    expect(list(await api(t.open.baseUrl, 'GET', `/api/client/documents/${b.id}`, { cookie: b.cookie }))).toEqual([]);
    expect((await api(t.open.baseUrl, 'GET', `/api/client/document-requests/${a.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await requestsOf(a.id, a.cookie))[0].status).toBe('requested');
    // The list of what is awaited is for staff alone.
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/document-requests')).status).toBe(401);
    expect((await api(t.open.baseUrl, 'GET', '/api/admin/document-requests', { cookie: a.cookie })).status).toBe(401);
  });
});
