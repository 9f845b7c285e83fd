// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../../../contract/shared/fields';
import { staffListPage } from '../../../testing/staff-list-page';
import { clientAccount } from '../testing/client-account';
import { ClientAccountsSection } from './client-accounts-section';
import { renderWithQueries } from '../../../testing/render-with-queries';

const account = (id: number) => clientAccount({ id, caseId: `RC-${String(id).padStart(5, '0')}`, email: `client${id}@example.com` });

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a long list of client accounts', () => {
  it('shows the newest page, and the older accounts of a search on "Show older client accounts" until there are none', async () => {
    const all = Array.from({ length: STAFF_LIST_PAGE_SIZE + 30 }, (_, i) => account(i + 1));
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return json({ items: staffListPage(all, url, (a, query) => a.email.includes(query.get('q') ?? '')), updateDays: 14 });
    });
    renderWithQueries(<ClientAccountsSection />);
    await userEvent.click(screen.getByLabelText('Waiting for an update'));
    await userEvent.type(screen.getByLabelText('Search client accounts'), 'example.com');
    const search = { q: 'example.com', updateOverdue: 'true' } as const;
    await waitFor(() => expect(urls).toContain(endpointUrl(accountEndpoints.list, { query: search })), { timeout: 5000 });
    const table = await screen.findByRole('region', { name: 'Client accounts table' });
    await within(table).findByText(`client${all.length}@example.com`);
    expect(within(table).getAllByRole('row')).toHaveLength(STAFF_LIST_PAGE_SIZE + 1);
    expect(within(table).queryByText('client30@example.com')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show older client accounts' }));
    await within(table).findByText('client1@example.com');
    expect(within(table).getAllByRole('row')).toHaveLength(all.length + 1);
    expect(urls).toContain(endpointUrl(accountEndpoints.list, { query: { ...search, before: '31' } }));
    expect(screen.queryByRole('button', { name: 'Show older client accounts' })).toBeNull();
  });
});
