// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAccount } from '../testing/client-account';
import { AccountInfoCard } from './account-info-card';

afterEach(cleanup);

const account = clientAccount({ currency: 'GBP' });

describe('the account information card', () => {
  it('tells the client how to ask for their data, with a way to the contact form (it is on the home page, not the dashboard)', () => {
    render(<AccountInfoCard account={account} />);
    const yourData = within(screen.getByTestId('your-data'));
    expect(yourData.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/#contact');
    expect(yourData.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
  });

  it("shows the assessment reference from the client's receipt beside the case ID, and nothing when there is none", () => {
    render(<AccountInfoCard account={clientAccount({ assessmentReference: 'RC-7F3K9-QXA2M' })} />);
    expect(screen.getByText('Assessment reference').nextElementSibling?.textContent).toBe('RC-7F3K9-QXA2M');
    expect(screen.getByText('Case ID').nextElementSibling?.textContent).toBe('RC-012350');
    cleanup();
    render(<AccountInfoCard account={account} />);
    expect(screen.queryByText('Assessment reference')).toBeNull();
  });
});
