// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../../contract/accounts/client-password';
import { clientAccountEndpoints } from '../../../../contract/accounts/endpoints';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { ChangePasswordCard, OtherSessionsCard } from './client-account-security';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillIn(current: string, next: string, again = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('New password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the Account page', () => {
  it('sends the current and the new password, then says the other sessions ended and empties the form', async () => {
    const fetch = vi.fn(async () => json({ message: 'Your password is changed. You are signed out everywhere else.' }));
    vi.stubGlobal('fetch', fetch);
    renderWithQueries(<ChangePasswordCard />);
    await fillIn('my old passphrase', 'my brand new passphrase');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your password is changed. You are signed out everywhere else.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(clientAccountEndpoints.changePassword.path);
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: 'my old passphrase', newPassword: 'my brand new passphrase' });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says a wrong current password at that field, and sends nothing for two new passwords that differ', async () => {
    const fetch = vi.fn(async () => json({ message: CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE }, 400));
    vi.stubGlobal('fetch', fetch);
    renderWithQueries(<ChangePasswordCard />);
    await fillIn('my old passphrase', 'my brand new passphrase', 'something else entirely');
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'my brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const message = await screen.findByText(CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE);
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toContain(message.id);
  });

  it("'Sign out my other sessions' says how many ended", async () => {
    const fetch = vi.fn(async () => json({ ended: 2, message: 'Signed out of 2 other sessions.' }));
    vi.stubGlobal('fetch', fetch);
    renderWithQueries(<OtherSessionsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out my other sessions' }));
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(clientAccountEndpoints.endOtherSessions.path);
  });
});
