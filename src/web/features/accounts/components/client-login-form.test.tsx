// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientLoginForm } from './client-login-form';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message: 'Invalid email or password' }), { status: 401, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<ClientLoginForm onSignedIn={() => {}} />);
  return calls;
}

describe('the client sign-in form', () => {
  it('a blank submit shows the contract messages under each field, focuses the first and sends nothing', async () => {
    const calls = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('a filled form sends the email trimmed and lowercased', async () => {
    const calls = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), '  Casey@Example.COM ');
    await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(calls).toEqual([{ email: 'casey@example.com', password: 'a long passphrase' }]));
    expect(screen.queryByText('Valid email is required')).toBeNull();
  });

  it('a refused sign-in keeps its reason at the password field, which takes the focus', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a wrong passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email or password');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
