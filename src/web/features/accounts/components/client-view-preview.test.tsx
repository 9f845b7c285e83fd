// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAccount } from '../testing/client-account';
import { ClientViewPreview } from './client-view-preview';

afterEach(cleanup);

describe("staff see the client's own recovery card", () => {
  it('opens to the stage, percentage and steps the client is shown', async () => {
    render(<ClientViewPreview account={clientAccount({ recoveryStatus: 'in_progress', caseStage: 'claim_submitted' })} />);
    const preview = screen.getByTestId('client-view-preview');
    await userEvent.click(within(preview).getByText('What the client sees of their recovery'));
    expect(preview.textContent).toContain('75%');
    expect(preview.textContent).toContain('Claim submittedCurrent stage');
    expect(preview.textContent).toContain('Funds recovered');
  });
});
