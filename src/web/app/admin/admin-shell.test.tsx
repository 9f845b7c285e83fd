// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '../../../contract/staff/staff';
import { AdminShell } from './admin-shell';
import { renderWithQueries } from '../../testing/render-with-queries';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };
const CASEWORKER: StaffMember = { id: 2, email: 'cas@practice.example', firstName: 'Cas', lastName: 'Worker', isAdmin: false, mfaEnabled: false };

function renderShell(staff: StaffMember, search = '') {
  window.history.replaceState(null, '', `/admin${search}`);
  // The tabs' data never arrives: only the shell is under test.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  renderWithQueries(<AdminShell staff={staff} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin panel header', () => {
  it('offers the lead export on the Client Leads tab', () => {
    renderShell(ADMIN);
    expect(screen.getByRole('tab', { name: 'Client Leads', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeTruthy();
  });

  it('does not offer the lead export on another tab, and offers it again back on Client Leads', async () => {
    renderShell(ADMIN, '?tab=documents');
    expect(screen.getByRole('tab', { name: 'Documents', selected: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Client Leads' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

describe("the admin panel's heading", () => {
  it('reads Admin Dashboard for an admin', () => {
    renderShell(ADMIN);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
  });

  it('reads Staff Dashboard for a caseworker', () => {
    renderShell(CASEWORKER);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Staff Dashboard');
  });
});

describe('the Clients tab', () => {
  it.each([ADMIN, CASEWORKER])('holds the client accounts for every member ($firstName)', (member) => {
    renderShell(member, '?tab=clients');
    expect(screen.getByRole('tab', { name: 'Clients', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Client Accounts' })).toBeTruthy();
    expect(screen.getByLabelText('Search client accounts')).toBeTruthy();
    expect(screen.getByLabelText('Waiting for an update')).toBeTruthy();
  });

  it('opens the account a link names', () => {
    renderShell(CASEWORKER, '?tab=clients&account=7');
    expect(screen.getByRole('dialog', { name: 'Client account' })).toBeTruthy();
  });

  it('leaves the Withdrawal Requests tab to payouts alone', () => {
    renderShell(ADMIN, '?tab=withdrawals');
    expect(screen.getByRole('tab', { name: 'Withdrawal Requests', selected: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Client Accounts' })).toBeNull();
    expect(screen.queryByLabelText('Search client accounts')).toBeNull();
  });
});

describe('the Reports tab', () => {
  it('is an admin’s', async () => {
    renderShell(ADMIN, '?tab=reports');
    expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toBeTruthy();
  });

  it('is not a caseworker’s: a link to it opens the leads', () => {
    renderShell(CASEWORKER, '?tab=reports');
    expect(screen.queryByRole('tab', { name: 'Reports' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Client Leads', selected: true })).toBeTruthy();
  });
});
