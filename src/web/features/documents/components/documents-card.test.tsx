// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import type { DocumentRequest } from '../../../../contract/documents/requests';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { DocumentsCard } from './documents-card';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the card reads account 7's document requests. */
const REQUESTS_URL = endpointUrl(documentEndpoints.requestsForClient, { params: { id: 7 } });

const request = (id: number, status: DocumentRequest['status']): DocumentRequest => ({
  id,
  clientAccountId: 7,
  title: `Request ${id}`,
  documentType: 'transaction_proof',
  note: null,
  dueDate: '2026-12-10',
  status,
  documentId: status === 'requested' ? null : 40 + id,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

/** The card over a stubbed API (the requests answered once `requestsRead` settles, when given); the uploads it sends are kept in `sent`. */
function renderCard(requests: DocumentRequest[], requestsRead?: Promise<void>) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const upload = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(upload);
      const { fileData: _, status: __, requestId: ___, ...rest } = upload;
      const stored = {
        ...rest,
        id: 90,
        uploadedAt: '2026-11-22T10:00:00.000Z',
        status: 'pending',
        adminNotes: null,
        reason: null,
        requestTitle: null,
      };
      return new Response(JSON.stringify(stored), { status: 201, headers: { 'content-type': 'application/json' } });
    }
    if (url === REQUESTS_URL) await requestsRead;
    const body = url === REQUESTS_URL ? { items: requests } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<DocumentsCard accountId={7} />);
  return sent;
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Chooses a file in the general upload field, as a client who skips the requests' own buttons does. */
async function chooseFile(name: string) {
  const field = await screen.findByLabelText('Upload a document');
  fireEvent.change(field, { target: { files: [pdf(name)] } });
}

describe("the client's documents card", () => {
  it('asks for a due date only while a request still waits for a file', async () => {
    renderCard([request(1, 'requested'), request(2, 'received'), request(3, 'rejected'), request(4, 'accepted')]);
    const items = await screen.findAllByTestId('document-request');
    const dueLine = (i: number) => items[i].textContent?.includes('Please send by 10 December 2026');
    expect([dueLine(0), dueLine(1), dueLine(2), dueLine(3)]).toEqual([true, false, true, false]);
    expect(items[1].textContent).toContain('Received, being checked');
  });

  it('answering a request fixes the type it asks for; an older request without one leaves the choice; Cancel ends it', async () => {
    renderCard([request(1, 'requested'), { ...request(2, 'requested'), documentType: null }]);
    const type = (await screen.findByLabelText('Document type')) as HTMLSelectElement;
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Request 1' }));
    expect([type.value, type.disabled]).toEqual(['transaction_proof', true]);
    expect(screen.getByLabelText('Upload: Request 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(type.disabled).toBe(false);
    expect(screen.getByLabelText('Upload a document')).toBe(document.activeElement);

    fireEvent.change(type, { target: { value: 'id' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Request 2' }));
    expect([type.value, type.disabled]).toEqual(['id', false]);
  });

  it('a file chosen in the general field while requests are open asks which request it answers, and sends it as that answer', async () => {
    const sent = renderCard([request(1, 'requested'), { ...request(2, 'rejected'), documentType: 'id' }, request(3, 'received')]);
    await screen.findAllByTestId('document-request');
    await chooseFile('statement.pdf');
    const ask = await screen.findByRole('dialog', { name: 'Which request is this file for?' });
    expect(sent).toEqual([]);
    expect(ask.textContent).toContain('statement.pdf');
    // The open requests (a rejected one is to be sent again) and a way out; not the one already received.
    expect(
      within(ask)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Request 1Transaction Proof', 'Request 2ID Document', 'None of these: it is another document']);
    // Nothing is picked for the client: pressing Upload first asks them to choose.
    fireEvent.click(within(ask).getByRole('button', { name: 'Upload' }));
    expect(within(ask).getByRole('alert').textContent).toBe('Please choose the request this file answers, or "None of these".');
    expect(sent).toEqual([]);

    fireEvent.click(within(ask).getByLabelText('Request 2ID Document'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ requestId: 2, documentType: 'id', fileName: 'statement.pdf' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a file chosen before the requests were read waits for them: it asks when one is open, else goes on its own', async () => {
    let read = () => {};
    const sent = renderCard([request(1, 'requested')], new Promise<void>((resolve) => (read = resolve)));
    await chooseFile('early.pdf');
    expect(sent).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    read();
    const ask = await screen.findByRole('dialog', { name: 'Which request is this file for?' });
    expect(ask.textContent).toContain('early.pdf');
    expect(sent).toEqual([]);
    cleanup();

    let readNone = () => {};
    const sentAlone = renderCard([request(2, 'received')], new Promise<void>((resolve) => (readNone = resolve)));
    await chooseFile('alone.pdf');
    expect(sentAlone).toEqual([]);
    readNone();
    await waitFor(() => expect(sentAlone).toHaveLength(1));
    expect(sentAlone[0]).toMatchObject({ fileName: 'alone.pdf' });
    expect(sentAlone[0].requestId).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"None of these" sends the file on its own, with the type chosen on the card; Cancel sends nothing', async () => {
    const sent = renderCard([request(1, 'requested')]);
    await screen.findAllByTestId('document-request');
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'id' } });
    await chooseFile('passport.pdf');
    let ask = await screen.findByRole('dialog', { name: 'Which request is this file for?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await chooseFile('passport.pdf');
    ask = await screen.findByRole('dialog', { name: 'Which request is this file for?' });
    fireEvent.click(within(ask).getByLabelText('None of these: it is another document'));
    fireEvent.click(within(ask).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ documentType: 'id', fileName: 'passport.pdf' });
    expect(sent[0]).not.toHaveProperty('requestId');
  });

  it("a request's Upload button opens the file chooser for that request: the file chosen answers it", async () => {
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    const sent = renderCard([request(1, 'requested'), request(2, 'requested')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Request 2' }));
    const field = screen.getByLabelText('Upload: Request 2') as HTMLInputElement;
    expect(opened.mock.contexts).toEqual([field]);
    expect(field.type).toBe('file');
    // Its words stay "Upload": nothing tells the client to look for another control.
    expect(screen.getByRole('button', { name: 'Upload Request 2' }).textContent).toBe('Upload');
    fireEvent.change(field, { target: { files: [pdf('statement.pdf')] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ requestId: 2, fileName: 'statement.pdf' });
    expect(screen.queryByRole('dialog')).toBeNull();
    opened.mockRestore();
  });

  it('a refused file is said beside the field, announced, and stays until another file is chosen', async () => {
    const sent = renderCard([]);
    const field = await screen.findByLabelText('Upload a document');
    fireEvent.change(field, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid File Type. Please upload an image file or PDF document.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    // Still there a while later (a toast would have gone).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert').textContent).toContain('Invalid File Type');

    fireEvent.change(field, { target: { files: [pdf('statement.pdf')] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it("the server's refusal of an upload is said beside the field", async () => {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return new Response(JSON.stringify({ message: 'Please upload an image file or PDF document.' }), {
          status: 415,
          headers: { 'content-type': 'application/json' },
        });
      }
      const body = url === REQUESTS_URL ? { items: [] } : [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithQueries(<DocumentsCard accountId={7} />);
    fireEvent.change(await screen.findByLabelText('Upload a document'), { target: { files: [pdf('page.pdf')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid File Type. Please upload an image file or PDF document.'));
  });

  it('uploads at once when no request is open, and when the request was chosen with its own button', async () => {
    const sent = renderCard([request(1, 'received')]);
    await screen.findAllByTestId('document-request');
    await chooseFile('statement.pdf');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const answered = renderCard([request(1, 'requested')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Request 1' }));
    fireEvent.change(screen.getByLabelText('Upload: Request 1'), { target: { files: [pdf('statement.pdf')] } });
    await waitFor(() => expect(answered).toHaveLength(1));
    expect(answered[0]).toMatchObject({ requestId: 1, documentType: 'transaction_proof' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
