// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredContactForm } from './deferred-contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the landing page's contact form before its code has arrived", () => {
  it('takes input at once and keeps it, and the focus, when the real form takes over', async () => {
    render(<DeferredContactForm />);
    const firstName = screen.getByLabelText('First name');
    // The first touch starts loading the form's code; the visitor goes on typing meanwhile.
    await userEvent.type(firstName, 'Ada');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    // The real form is a new element in the placeholder's place, holding what was typed.
    await waitFor(() => expect(screen.getByLabelText('First name')).not.toBe(firstName), { timeout: 15_000 });
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hello there');
    expect(document.activeElement).toBe(screen.getByLabelText('Message'));
  });
});
