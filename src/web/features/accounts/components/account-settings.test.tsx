// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { dismissCurrentToast, useCurrentToast } from '../../../components/ui/use-toast';
import { clientAccount } from '../testing/client-account';
import { AccountSettings } from './account-settings';
import { renderWithQueries } from '../../../testing/render-with-queries';

function ToastShown() {
  const current = useCurrentToast();
  return current?.open ? <div data-testid="toast">{current.title}</div> : null;
}

/** The settings form of an account in progress and active, with the update call recorded. */
function renderSettings() {
  const patches: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === endpointUrl(accountEndpoints.update, { params: { id: 7 } }) && init.method === 'PATCH') {
      const change = JSON.parse(String(init.body));
      patches.push(change);
      const updated = clientAccount({ id: 7, recoveryStatus: 'in_progress', ...change });
      return new Response(JSON.stringify(updated), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <>
      <AccountSettings account={clientAccount({ id: 7, recoveryStatus: 'in_progress', isActive: true })} />
      <ToastShown />
    </>,
  );
  return patches;
}

beforeEach(() => dismissCurrentToast());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("staff saving a client account's access", () => {
  it('offers no recovery status of its own: it shows the one the case stage gives (decision 043)', () => {
    renderSettings();
    expect(screen.queryByLabelText('Recovery status')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByTestId('staff-recovery-status').textContent).toBe('In Progress');
    expect(screen.getByRole('form', { name: 'Recovery status and access' }).textContent).toContain('follows the case stage');
  });

  it("blocks the client's sign-in when Active is unticked", async () => {
    const patches = renderSettings();
    await userEvent.click(screen.getByLabelText('Active (the client can sign in)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ isActive: false }]));
    expect((await screen.findByTestId('toast')).textContent).toBe('Client Account Updated');
  });
});
