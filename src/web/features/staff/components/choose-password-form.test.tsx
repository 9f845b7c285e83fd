// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_COMMON_MESSAGE } from '../../../../contract/shared/password';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { ChoosePasswordForm } from './choose-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('choosing a password from an emailed link', () => {
  it('says a password the server refuses at the password field, which it marks', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/link?') ? json({ usable: true }) : json({ message: PASSWORD_TOO_COMMON_MESSAGE }, 400),
    );
    renderWithQueries(<ChoosePasswordForm kind="client" token="a-token" onDone={() => {}} />);
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'password1234');
    await userEvent.type(screen.getByLabelText('New password again'), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    const message = await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getAllByText(PASSWORD_TOO_COMMON_MESSAGE)).toHaveLength(1);
  });
});

describe('the link page names the account', () => {
  it('says which email the password is for, and passes on that the client was signed in', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/link?')
        ? json({ usable: true, email: 'invited.client@example.com' })
        : json({ message: 'Your password is set and you are signed in.', signedIn: true }),
    );
    const onDone = vi.fn();
    renderWithQueries(<ChoosePasswordForm kind="client" token="a-token" onDone={onDone} />);
    expect((await screen.findByTestId('link-account')).textContent).toBe('For the account invited.client@example.com');
    await userEvent.type(screen.getByLabelText('New password'), 'a long enough passphrase');
    await userEvent.type(screen.getByLabelText('New password again'), 'a long enough passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Your password is set and you are signed in.', true));
  });
});
