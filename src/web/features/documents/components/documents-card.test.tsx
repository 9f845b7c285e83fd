// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRequest } from '../../../../contract/documents/requests';
import { DocumentsCard } from './documents-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

function renderCard(requests: DocumentRequest[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    const body = url.startsWith('/api/client/document-requests/') ? { items: requests } : [];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DocumentsCard accountId={7} />
    </QueryClientProvider>,
  );
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
});
