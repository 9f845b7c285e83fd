// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssessmentSection } from './assessment-section';

// A file of its own: the form's code must not have arrived (in an earlier test) before Submit is pressed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the assessment form before its code has arrived', () => {
  it("a press on Submit that the form's code arrives during is still carried out once released", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<AssessmentSection partnerName={null} consentText={null} replyHours={24} />);
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
