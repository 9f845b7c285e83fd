// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '../../../../contract/leads/lead';
import { SAMPLE_LEAD } from '../../../testing/sample-lead';
import type { StaffMember } from '../../../../contract/staff/staff';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { LeadsTable } from './leads-table';

const CASEWORKER: StaffMember = { id: 2, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: false };

const LEAD = SAMPLE_LEAD;

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
