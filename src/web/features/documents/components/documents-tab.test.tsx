// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientDocument } from '../../../../contract/documents/documents';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../../../contract/shared/fields';
import { staffListPage } from '../../../testing/staff-list-page';
import { DocumentsTab } from './documents-tab';
import { renderWithQueries } from '../../../testing/render-with-queries';

const doc = (id: number, status: ClientDocument['status']): ClientDocument => ({
  id,
  clientAccountId: 7,
  documentType: 'id',
  fileName: `passport-${id}.pdf`,
  fileSize: 2048,
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  status,
  adminNotes: null,
  reason: null,
  requestTitle: null,
  clientEmail: 'rita@example.com',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a long list of client documents', () => {
  it('shows the newest page of a status, and its older documents on "Show older documents" until there are none', async () => {
    // Two in three wait for review.
    const all = Array.from({ length: STAFF_LIST_PAGE_SIZE * 2 }, (_, i) => doc(i + 1, i % 3 === 0 ? 'approved' : 'pending'));
    const pending = all.filter((d) => d.status === 'pending');
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.startsWith(documentEndpoints.outstandingRequests.path)) return json({ items: [], total: 0, page: 1, pageSize: 50 });
      return json(staffListPage(all, url, (d, query) => !query.get('status') || d.status === query.get('status')));
    });
    renderWithQueries(<DocumentsTab />);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    const table = await screen.findByRole('region', { name: 'Client documents table' });
    const newest = pending[pending.length - 1];
    await within(table).findByText(newest.fileName);
    const oldestShown = pending[pending.length - STAFF_LIST_PAGE_SIZE];
    await within(table).findByText(oldestShown.fileName);
    expect(within(table).getAllByRole('row')).toHaveLength(STAFF_LIST_PAGE_SIZE + 1);
    expect(within(table).queryByText(pending[0].fileName)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show older documents' }));
    await within(table).findByText(pending[0].fileName);
    expect(within(table).getAllByRole('row')).toHaveLength(pending.length + 1);
    expect(within(table).queryByText('passport-1.pdf')).toBeNull(); // approved, not of the status chosen
    expect(urls).toContain(endpointUrl(documentEndpoints.list, { query: { status: 'pending', before: String(oldestShown.id) } }));
    expect(screen.queryByRole('button', { name: 'Show older documents' })).toBeNull();
  });
});
