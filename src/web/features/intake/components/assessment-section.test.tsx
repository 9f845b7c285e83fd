// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssessmentSection } from './assessment-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the assessment form before its code has arrived', () => {
  it('a submit asked for at once is carried out by the real form: its checks run, the first field gets the focus, nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<AssessmentSection partnerName={null} consentText={null} replyHours={24} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Recovery Process' }));
    // The form's code and its checks load first (slowly under test transforms).
    expect(await screen.findByText('First name is required', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a press on Submit that the form's code arrives during is still carried out once released", async () => {
    // The form's code must not have arrived (in an earlier test) before Submit is pressed: a fresh load.
    vi.resetModules();
    const { AssessmentSection: FreshSection } = await import('./assessment-section');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<FreshSection partnerName={null} consentText={null} replyHours={24} />);
    const submit = screen.getByRole('button', { name: 'Start Recovery Process' });
    // Pressed: the press starts loading the form's code, which arrives while the button is held.
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    await import('./assessment-form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    expect(await screen.findByText('First name is required', {}, { timeout: 15_000 })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
