// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import type { DocumentRequest, OutstandingRequest } from '../../../../contract/documents/requests';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { formatDate } from '../../../lib/format';
import { DocumentRequestsPanel } from './document-requests-panel';
import { OutstandingRequests } from './outstanding-requests';
import { renderWithQueries } from '../../../testing/render-with-queries';

const REQUEST: DocumentRequest = {
  id: 4,
  clientAccountId: 7,
  title: 'Bank statement showing the transfer',
  documentType: 'transaction_proof',
  note: 'The page with the payment is enough.',
  dueDate: '2026-12-15',
  status: 'requested',
  documentId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const OUTSTANDING: OutstandingRequest = { ...REQUEST, clientEmail: 'rita@example.com', clientFirstName: 'Rita', clientLastName: 'Okafor' };

function renderWith(ui: ReactNode, items: unknown[], total = items.length) {
  const urls: string[] = [];
  const methods: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    urls.push(url);
    methods.push(init?.method ?? 'GET');
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? 1);
    return new Response(JSON.stringify({ items, total, page, pageSize: 50 }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(ui);
  return { urls, methods };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("staff's view of a document request", () => {
  it("in the client's account, shows the note and the due date staff wrote", async () => {
    renderWith(<DocumentRequestsPanel accountId={7} />, [REQUEST]);
    const list = await screen.findByRole('list', { name: 'Documents requested from the client' });
    expect(list.textContent).toContain('The page with the payment is enough.');
    expect(list.textContent).toContain(formatDate('2026-12-15'));
  });

  it('asks staff for the type of document (decision 027), though the API takes a request without one', async () => {
    const { methods } = renderWith(<DocumentRequestsPanel accountId={7} />, []);
    await userEvent.type(await screen.findByLabelText('Document needed'), 'Bank statement');
    await userEvent.click(screen.getByRole('button', { name: 'Request document' }));
    expect(await screen.findByText('Choose the type of document')).toBeTruthy();
    expect(methods).not.toContain('POST');
  });

  it('in the documents tab, shows the note and the due date of an awaited document', async () => {
    renderWith(<OutstandingRequests />, [OUTSTANDING]);
    const table = await screen.findByRole('region', { name: 'Documents awaited from clients table' });
    const row = (await within(table).findByText('Bank statement showing the transfer')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('The page with the payment is enough.');
    expect(row.textContent).toContain(formatDate('2026-12-15'));
  });

  it('in the documents tab, pages through more awaited documents than one page holds', async () => {
    const page = Array.from({ length: 50 }, (_, i) => ({ ...OUTSTANDING, id: i + 1 }));
    const { urls } = renderWith(<OutstandingRequests />, page, 120);
    const pages = await screen.findByRole('navigation', { name: 'Documents awaited pages' });
    expect(pages.textContent).toContain('Showing 1 to 50 of 120 document requests');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.at(-1)).toBe(endpointUrl(documentEndpoints.outstandingRequests, { query: { page: 2 } })));
    expect((await screen.findByRole('navigation', { name: 'Documents awaited pages' })).textContent).toContain('Showing 51 to 100 of 120');
  });
});
