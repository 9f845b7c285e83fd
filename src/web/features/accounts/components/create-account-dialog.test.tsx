// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SET_UP_MESSAGES, accountToasts } from '../../../../contract/accounts/accounts';
import type { Lead } from '../../../../contract/leads/lead';
import type { StaffMember } from '../../../../contract/staff/staff';
import { Dialog } from '../../../components/ui/dialog';
import { Toaster } from '../../../components/ui/toast';
import { dismissCurrentToast } from '../../../components/ui/use-toast';
import { CurrentMemberProvider } from '../../../lib/current-member';
import { clientAccount } from '../testing/client-account';
import { CreateAccountDialog } from './create-account-dialog';
import { renderWithQueries } from '../../../testing/render-with-queries';

const ADMIN: StaffMember = { id: 1, email: 'ada@practice.example', firstName: 'Ada', lastName: 'Admin', isAdmin: true, mfaEnabled: true };
const CASEWORKER: StaffMember = { ...ADMIN, id: 2, email: 'cas@practice.example', firstName: 'Cas', isAdmin: false };

const LEAD = {
  id: 9,
  firstName: 'Ann',
  lastName: 'Able',
  email: 'ann@example.com',
  currency: 'GBP',
} as Lead;

afterEach(() => {
  dismissCurrentToast();
  cleanup();
  vi.unstubAllGlobals();
});

/** The dialog as the lead list holds it: closed once the account is made (the toast is then no longer behind it). */
function ClosingDialog() {
  const [open, setOpen] = useState(true);
  return <Dialog open={open}>{open && <CreateAccountDialog lead={LEAD} onDone={() => setOpen(false)} />}</Dialog>;
}

function renderDialog(member: StaffMember) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const body = { message: 'Client account created', account: clientAccount({ id: 4, email: LEAD.email }) };
    return new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <CurrentMemberProvider value={member}>
      <ClosingDialog />
      <Toaster />
    </CurrentMemberProvider>,
  );
  return sent;
}

describe('the create-account dialog', () => {
  it('offers an admin the email and password fields', async () => {
    renderDialog(ADMIN);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(LEAD.email);
    expect(screen.getByLabelText('Password (optional)')).toBeTruthy();
  });

  it("offers a caseworker neither (the server refuses them): the lead's email, and the client's invitation", async () => {
    const sent = renderDialog(CASEWORKER);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password (optional)')).toBeNull();
    expect(screen.getByText(LEAD.email)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_SET_UP_MESSAGES.caseworkerHint)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ submissionId: LEAD.id, email: LEAD.email });
    expect(sent[0].password).toBeUndefined();
  });
});

describe('the toast of a new account', () => {
  it('links to the account, opened in the Clients tab', async () => {
    renderDialog(CASEWORKER);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const link = await screen.findByRole('link', { name: accountToasts.open });
    expect(link.getAttribute('href')).toBe('/admin?tab=clients&account=4');
  });
});
