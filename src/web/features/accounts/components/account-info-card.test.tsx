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
});
