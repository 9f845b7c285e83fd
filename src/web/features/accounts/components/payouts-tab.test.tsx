// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payout } from '../../../../contract/accounts/payouts';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { PayoutsTab } from './payouts-tab';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };

const payout = (overrides: Partial<Payout>): Payout => ({
  id: 11,
  clientAccountId: 7,
  clientEmail: 'rita@example.com',
  clientFirstName: 'Rita',
  clientLastName: 'Okafor',
  amount: '1250.00',
  currency: 'GBP',
  withdrawalMethod: 'bank',
  cryptoType: null,
  walletAddress: null,
  bankDetails: null,
  status: 'processing',
  adminNotes: null,
  reason: null,
  processedBy: null,
  processedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The tab with the staff list answering `requests`; every call is recorded. */
function renderTab(requests: Payout[], member = ADMIN) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/admin/withdrawal-requests/') && init.method === 'PATCH') {
      return json({ ...requests[0], ...JSON.parse(String(init.body)) });
    }
    if (url.startsWith('/api/admin/withdrawal-requests')) return json(requests);
    return json([]);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrentMemberProvider value={member}>
        <PayoutsTab />
      </CurrentMemberProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the withdrawal requests list', () => {
  it("shows the client's name with their email", async () => {
    renderTab([payout({})]);
    const table = await screen.findByRole('region', { name: 'Withdrawal requests table' });
    const row = (await within(table).findByText('rita@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rita Okafor')).toBeTruthy();
  });
});
