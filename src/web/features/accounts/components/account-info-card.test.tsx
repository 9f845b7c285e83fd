// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { AccountInfoCard } from './account-info-card';

afterEach(cleanup);

const account = {
  id: 1,
  caseId: 'RC-012350',
  submissionId: null,
  email: 'client@example.com',
  firstName: 'Casey',
  lastName: 'Client',
  recoveredAmount: '0.00',
  transferredAmount: '0.00',
  availableAmount: '0.00',
  currency: 'GBP',
  recoveryStatus: 'in_progress',
  recoveryStatusChangedAt: '2026-11-20T10:00:00.000Z',
  lastLogin: null,
  previousLogin: null,
  isActive: true,
  caseStage: 'assessment',
  caseStageChangedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
} satisfies ClientAccount;

describe('the account information card', () => {
  it('tells the client how to ask for their data, with a way to the contact form (it is on the home page, not the dashboard)', () => {
    render(<AccountInfoCard account={account} />);
    const yourData = within(screen.getByTestId('your-data'));
    expect(yourData.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/#contact');
    expect(yourData.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy');
  });
});
