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
});
