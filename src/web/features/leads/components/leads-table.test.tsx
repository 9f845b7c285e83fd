// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../../contract/leads/leads';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { LeadsTable } from './leads-table';

const CASEWORKER: StaffMember = { id: 2, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: false };

const LEAD: Lead = {
  id: 9,
  reference: 'RC-9',
  firstName: 'Ann',
  lastName: 'Able',
  email: 'ann@example.com',
  phone: '+447700900123',
  country: 'United Kingdom',
  amountLost: '10000-25000',
  currency: 'GBP',
  depositMethod: 'bank',
  companyName: 'Fake Trades',
  expertCallTime: '',
  caseDetails: 'Sent money to a fake broker.',
  status: 'new',
  priority: 'medium',
  source: 'website',
  utmMedium: null,
  utmCampaign: null,
  referrer: null,
  notes: null,
  assignedTo: null,
  lastContactedAt: null,
  nextFollowUpAt: null,
  followUpNote: null,
  consentToShare: false,
  consentText: null,
  consentAt: null,
  crmSyncStatus: 'pending',
  crmSyncedAt: null,
  crmSyncError: null,
  holdReason: null,
  clientAccountId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

afterEach(cleanup);

function renderTable(lead: Lead) {
  const onAction = vi.fn();
  render(
    <CurrentMemberProvider value={CASEWORKER}>
      <LeadsTable leads={[lead]} selected={new Set()} onSelect={() => {}} onSelectAll={() => {}} onAction={onAction} busy={false} />
    </CurrentMemberProvider>,
  );
  return onAction;
}

describe("a lead row's client account action", () => {
  it('offers to create the account of a lead that has none', async () => {
    const onAction = renderTable(LEAD);
    expect(screen.queryByRole('link', { name: 'Open client account of Ann Able' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create client account for Ann Able' }));
    expect(onAction).toHaveBeenCalledWith('account', LEAD);
  });

  it('offers to open the account a lead has, in the Clients tab, and not to create another', () => {
    renderTable({ ...LEAD, status: 'converted', clientAccountId: 31 });
    expect(screen.queryByRole('button', { name: 'Create client account for Ann Able' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Open client account of Ann Able' });
    expect(link.getAttribute('href')).toBe('/admin?tab=clients&account=31');
    expect(link.getAttribute('title')).toBe('Open client account');
  });
});
