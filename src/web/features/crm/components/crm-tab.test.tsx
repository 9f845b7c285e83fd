// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmLead, CrmSyncStatus } from '../../../../contract/crm/crm';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { CrmTab } from './crm-tab';
import { renderWithQueries } from '../../../testing/render-with-queries';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

const lead = (id: number, consentToShare: boolean): CrmLead => ({
  id,
  firstName: `Lead${id}`,
  lastName: 'Crm',
  email: `lead${id}@example.com`,
  caseDetails: 'Sent money to a fake exchange.',
  consentToShare,
  crmSyncStatus: 'pending',
  crmSyncedAt: null,
  crmSyncError: null,
  queued: false,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderTab(status: Pick<CrmSyncStatus, 'configured' | 'leads'>) {
  const stats = { total: status.leads.length, synced: 0, pending: 1, failed: 0, duplicate: 0, noConsent: 1 };
  vi.stubGlobal('fetch', async () => json({ ...status, stats, page: 1, pageSize: 50 }));
  mount();
}

const CASEWORKER: StaffMember = { ...ADMIN, id: 2, email: 'cas@practice.example', firstName: 'Cas', isAdmin: false };

function mount(member: StaffMember = ADMIN) {
  renderWithQueries(
    <CurrentMemberProvider value={member}>
      <CrmTab />
    </CurrentMemberProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the CRM tab', () => {
  it('says a consenting lead is not sent, not "Pending", while no partner CRM is set up', async () => {
    renderTab({ configured: false, leads: [lead(1, true), lead(2, false)] });
    const row = await screen.findByTestId('crm-lead-1');
    expect(within(row).getByText('Not sent: no partner CRM is set up')).toBeTruthy();
    expect(within(row).queryByText('Pending')).toBeNull();
    expect(within(screen.getByTestId('crm-lead-2')).getByText('No consent')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('says "Pending" once a partner CRM is set up', async () => {
    renderTab({ configured: true, leads: [lead(1, true)] });
    const row = await screen.findByTestId('crm-lead-1');
    expect(within(row).getByText('Pending')).toBeTruthy();
  });

  it("says the case details sent are at most the assessment form's 1,000 characters, not 2,000", async () => {
    renderTab({ configured: true, leads: [lead(1, true)] });
    const help = await screen.findByText(/utm_content/);
    expect(help.textContent).toContain('1,000 characters');
    expect(help.textContent).not.toContain('2,000');
  });

  it('pages through the leads, so staff reach older ones than the first 50', async () => {
    const urls: string[] = [];
    const stats = { total: 51, synced: 0, pending: 51, failed: 0, duplicate: 0, noConsent: 0 };
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const page = url.endsWith('?page=2') ? 2 : 1;
      const leads = page === 1 ? Array.from({ length: 50 }, (_, i) => lead(51 - i, true)) : [lead(1, true)];
      return json({ configured: true, stats, leads, page, pageSize: 50 });
    });
    mount();
    await screen.findByTestId('crm-lead-51');
    const pages = screen.getByRole('navigation', { name: 'CRM leads pages' });
    expect(within(pages).getByText('Showing 1 to 50 of 51 leads')).toBeTruthy();
    expect(screen.queryByTestId('crm-lead-1')).toBeNull();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByTestId('crm-lead-1');
    expect(urls).toContain(endpointUrl(crmEndpoints.syncStatus, { query: { page: 2 } }));
    expect(within(pages).getByText('Showing 51 to 51 of 51 leads')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('offers an admin the single-lead Sync, and a caseworker no sync at all (the server refuses it)', async () => {
    const stats = { total: 1, synced: 0, pending: 1, failed: 0, duplicate: 0, noConsent: 0 };
    vi.stubGlobal('fetch', async () => json({ configured: true, leads: [lead(1, true)], stats, page: 1, pageSize: 50 }));
    mount();
    expect(await screen.findByRole('button', { name: 'Sync Lead1 Crm' })).toBeTruthy();
    cleanup();
    mount(CASEWORKER);
    const row = await screen.findByTestId('crm-lead-1');
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sync/ })).toBeNull();
  });
});
