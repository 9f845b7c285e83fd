// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClientLoginPage from './client-login-page';
import { renderWithQueries } from '../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  vi.stubGlobal('fetch', async () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }));
  renderWithQueries(<ClientLoginPage />);
}

describe('the client login page', () => {
  it('"Forgot password?" opens the reset form with the email typed into the sign-in form, still editable', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const resetEmail = screen.getByLabelText("Your account's email") as HTMLInputElement;
    expect(resetEmail.value).toBe('casey@example.com');
    await userEvent.clear(resetEmail);
    await userEvent.type(resetEmail, 'other@example.com');
    expect(resetEmail.value).toBe('other@example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('casey@example.com');
  });

  it('with nothing typed, the reset form opens empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((screen.getByLabelText("Your account's email") as HTMLInputElement).value).toBe('');
  });

  it("puts a failed sign-in's error away once the client asks for a reset link", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    renderWithQueries(<ClientLoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not my password');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Invalid email or password', { selector: 'p' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByText('Invalid email or password', { selector: 'p' })).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).not.toBe('true');
    // And again, after the client went back to signing in and failed once more.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Invalid email or password', { selector: 'p' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByText('Invalid email or password', { selector: 'p' })).toBeNull();
  });
});
