// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactStep } from './contact-step';

afterEach(cleanup);

describe("the chat's contact step", () => {
  it("says which fields 'Start Chat' still waits for, until none is left", async () => {
    render(<ContactStep onStarted={() => {}} />);
    const start = screen.getByRole('button', { name: 'Start Chat' });
    expect(start).toHaveProperty('disabled', true);
    expect(screen.getByText('Still needed: First name, Last name, Email, Phone')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('First name'), 'Vera');
    await userEvent.type(screen.getByLabelText('Last name'), 'Visitor');
    await userEvent.type(screen.getByLabelText('Email'), 'vera@example.com');
    expect(screen.getByText('Still needed: Phone')).toBeTruthy();
    expect(start.getAttribute('aria-describedby')).toBe(screen.getByText('Still needed: Phone').id);
    await userEvent.type(screen.getByLabelText('Phone'), '+44 7700 900123');
    expect(screen.queryByText(/Still needed/)).toBeNull();
    expect(start).toHaveProperty('disabled', false);
  });
});
