// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CrmLead, CrmSyncStatus } from '../../../../contract/crm/crm';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { CrmTab } from './crm-tab';

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

function renderTab(status: Omit<CrmSyncStatus, 'stats'>) {
  const stats = { total: status.leads.length, synced: 0, pending: 1, failed: 0, duplicate: 0, noConsent: 1 };
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ ...status, stats }), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CurrentMemberProvider value={ADMIN}>
        <CrmTab />
      </CurrentMemberProvider>
    </QueryClientProvider>,
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
});
