// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact form', () => {
  it('once the message is received, a confirmation takes the form’s place; "Send another message" brings back an empty form', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ id: 5 }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you handle cases from Canada?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const heading = await screen.findByRole('heading', { name: 'Message received' }, { timeout: 15_000 });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('contact-confirmation').textContent).toContain('We have emailed you to confirm that it arrived.');
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(sent).toMatchObject([{ firstName: 'Grace', email: 'grace@example.com', message: 'Do you handle cases from Canada?' }]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.queryByTestId('contact-confirmation')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });
});
