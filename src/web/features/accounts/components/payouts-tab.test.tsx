// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REFERENCE_MESSAGES, type Payout, secondLookMessage } from '../../../../contract/accounts/payouts';
import { payoutEndpoints as endpoints } from '../../../../contract/accounts/payout-endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { HOLDER_MISMATCH_WARNING, NO_BANK_ACCOUNT_WARNING } from './payout-bank-facts';
import { STAFF_LIST_PAGE_SIZE } from '../../../../contract/shared/fields';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { staffListPage } from '../../../testing/staff-list-page';
import { PayoutsTab } from './payouts-tab';
import { renderWithQueries } from '../../../testing/render-with-queries';

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
  bankDetails: 'Account ending 5678',
  bankAccountGiven: true,
  holderMatchesClient: true,
  paymentReference: null,
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
    if (url.startsWith(`${endpoints.list.path}/`) && init.method === endpoints.update.method) {
      return json({ ...requests[0], ...JSON.parse(String(init.body)) });
    }
    if (url.startsWith(endpoints.list.path)) {
      return json(staffListPage(requests, url, (r, query) => !query.get('status') || r.status === query.get('status')));
    }
    return json([]);
  });
  renderWithQueries(
    <CurrentMemberProvider value={member}>
      <PayoutsTab />
    </CurrentMemberProvider>,
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

describe('a long list of withdrawal requests', () => {
  it('shows the newest page, and the older ones on "Show older withdrawal requests" until there are none', async () => {
    const many = Array.from({ length: STAFF_LIST_PAGE_SIZE + 30 }, (_, i) =>
      payout({ id: i + 1, status: 'rejected', clientEmail: `client${i + 1}@example.com` }),
    );
    const calls = renderTab(many);
    const table = await screen.findByRole('region', { name: 'Withdrawal requests table' });
    await within(table).findByText(`client${many.length}@example.com`);
    expect(within(table).getAllByRole('row')).toHaveLength(STAFF_LIST_PAGE_SIZE + 1);
    expect(within(table).queryByText('client30@example.com')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show older withdrawal requests' }));
    await within(table).findByText('client1@example.com');
    expect(within(table).getAllByRole('row')).toHaveLength(many.length + 1);
    expect(calls.map((call) => call.url)).toContain(endpointUrl(endpoints.list, { query: { before: '31' } }));
    expect(screen.queryByRole('button', { name: 'Show older withdrawal requests' })).toBeNull();
  });

  it('offers no older ones when a page is not full', async () => {
    renderTab([payout({})]);
    await screen.findByText('rita@example.com');
    expect(screen.queryByRole('button', { name: 'Show older withdrawal requests' })).toBeNull();
  });
});

describe('a withdrawal request opened by staff', () => {
  const patches = (calls: ReturnType<typeof renderTab>) => calls.filter((call) => call.method === 'PATCH');

  it('asks before completing, naming the client and the amount, and sends nothing until confirmed', async () => {
    const calls = renderTab([payout({ status: 'processing' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    // The transfer's reference is asked for first: the client sees it with the payout.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    expect(await within(dialog).findByText(PAYMENT_REFERENCE_MESSAGES.required)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Payment reference'), 'FPS-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));

    let confirm = await screen.findByRole('alertdialog', { name: 'Complete this payout?' });
    expect(confirm.textContent).toMatch(/1,250\.00/);
    expect(confirm.textContent).toContain('Rita Okafor (rita@example.com)');
    expect(patches(calls)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches(calls)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Complete this payout?' });
    await userEvent.click(within(confirm).getByRole('button', { name: /^Complete payout of .*1,250\.00$/ }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({
      url: endpointUrl(endpoints.update, { params: { id: 11 } }),
      body: { status: 'completed', paymentReference: 'FPS-7781' },
    });
  });

  it('warns of a bank payout with no account given in the portal, in the request and again before completing', async () => {
    renderTab([payout({ status: 'processing', bankAccountGiven: false })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    expect(within(dialog).getByTestId('no-bank-account').textContent).toBe(NO_BANK_ACCOUNT_WARNING);
    expect(within(dialog).queryByRole('button', { name: 'Show full bank details' })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    await userEvent.type(within(dialog).getByLabelText('Payment reference'), 'FPS-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete this payout?' });
    expect(confirm.textContent).toContain(NO_BANK_ACCOUNT_WARNING);
  });

  it("shows an admin the whole account only when asked, and says when the name is not the client's", async () => {
    const calls = renderTab([
      payout({ status: 'processing', bankAccountGiven: true, bankDetails: 'Account ending 5678', holderMatchesClient: false }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    expect(within(dialog).getByText('Account ending 5678')).toBeTruthy();
    expect(within(dialog).getByTestId('holder-mismatch').textContent).toBe(HOLDER_MISMATCH_WARNING);
    expect(calls.some((call) => call.url.endsWith('/bank-details'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show full bank details' }));
    await waitFor(() => expect(calls.filter((call) => call.url === endpointUrl(endpoints.bankDetails, { params: { id: 11 } }))).toHaveLength(1));
  });

  it('offers a caseworker no whole account', async () => {
    renderTab([payout({ status: 'processing', bankAccountGiven: true, bankDetails: 'Account ending 5678', holderMatchesClient: true })], {
      ...ADMIN,
      isAdmin: false,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    expect(within(dialog).getByText('Account ending 5678')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Show full bank details' })).toBeNull();
    expect(within(dialog).queryByTestId('holder-mismatch')).toBeNull();
  });

  it('moves an open request to processing without asking', async () => {
    const calls = renderTab([payout({ status: 'pending' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'processing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens a completed request read-only: no status to change, no Update button; only its notes can be edited', async () => {
    const calls = renderTab([
      payout({ status: 'completed', adminNotes: 'Paid on Monday.', processedBy: 'Ada Admin', processedAt: '2026-11-21T10:00:00.000Z' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'View withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Request' });
    expect(within(dialog).queryByRole('button', { name: /Update/ })).toBeNull();
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByText('Paid on Monday.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit notes' }));
    await userEvent.type(within(dialog).getByLabelText('Admin notes (staff only)'), ' Client confirmed.');
    expect(within(dialog).queryByLabelText('Status')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0].body).toMatchObject({ status: 'completed', adminNotes: 'Paid on Monday. Client confirmed.' });
  });
});

describe('a withdrawal request whose account and money one caseworker set up', () => {
  const setUp = (secondLook: string | null): NonNullable<Payout['setUp']> => ({
    accountCreatedBy: 'Cass Worker',
    accountCreatedByAdmin: false,
    emailChosenByStaff: false,
    passwordChosenByStaff: false,
    entries: [{ id: 3, amount: '1250.00', reference: 'SOLO-1', receivedOn: '2026-11-18', recordedBy: 'Cass Worker', reversed: false }],
    secondLook,
  });

  it('is marked in the list, warned of in the request and again before completing, with who recorded each entry', async () => {
    const warning = secondLookMessage('Cass Worker');
    renderTab([
      payout({ id: 11, status: 'processing', setUp: setUp(warning) }),
      payout({ id: 12, clientEmail: 'sam@example.com', setUp: setUp(null) }),
    ]);
    const table = await screen.findByRole('region', { name: 'Withdrawal requests table' });
    const flagged = (await within(table).findByText('rita@example.com')).closest('tr') as HTMLElement;
    expect(within(flagged).getByText('Second look')).toBeTruthy();
    const plain = within(table).getByText('sam@example.com').closest('tr') as HTMLElement;
    expect(within(plain).queryByText('Second look')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Update withdrawal request from rita@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Withdrawal Request' });
    expect(within(dialog).getByRole('alert').textContent).toBe(warning);
    expect(within(dialog).getByText('Cass Worker (caseworker)')).toBeTruthy();
    expect(within(dialog).getByText(/SOLO-1 · 2026-11-18 · recorded by Cass Worker/)).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    await userEvent.type(within(dialog).getByLabelText('Payment reference'), 'FPS-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Request' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete this payout?' });
    expect(confirm.textContent).toContain(warning);
  });
});
