// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recoveryStatusOf } from '../../../../contract/accounts/accounts';
import type { CaseStage } from '../../../../contract/accounts/case-progress';
import { clientAccount } from '../testing/client-account';
import { RecoveryStatusCard } from './recovery-status-card';

afterEach(cleanup);

/** An account as the server gives it: its recovery status derived from its stage and money (decision 043). */
const account = (overrides: Parameters<typeof clientAccount>[0] = {}) => {
  const base = clientAccount(overrides);
  return { ...base, recoveryStatus: recoveryStatusOf(base) };
};

const steps = () => within(screen.getByRole('list', { name: 'Case steps' })).getAllByRole('listitem');
const stepState = (label: string) =>
  within(screen.getByRole('list', { name: 'Case steps' }))
    .getByText(label)
    .closest('li')
    ?.getAttribute('data-state');

describe('the recovery status card (decision 043)', () => {
  it("a brand-new client's card reads Under Review, 25%, with one list of the case's stages, the first marked since its date", () => {
    render(<RecoveryStatusCard account={account()} />);
    expect(screen.getByTestId('recovery-stage').textContent).toBe('Under Review');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(steps().map((li) => li.getAttribute('data-state'))).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    const current = steps()[0];
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.textContent).toBe('AssessmentCurrent stage, since 1 November 2026');
    expect(screen.queryByText('Investigation')).toBeNull();
    expect(screen.getByText('No funds recovered yet')).toBeTruthy();
  });

  it.each([
    ['assessment', 'Under Review', 25],
    ['evidence', 'Under Review', 25],
    ['claim_submitted', 'In Progress', 75],
    ['awaiting_response', 'In Progress', 75],
  ] as const)('at %s the status reads %s at %i percent; the stages before are done, the current one marked', (caseStage, label, percent) => {
    render(<RecoveryStatusCard account={account({ caseStage })} />);
    expect(screen.getByTestId('recovery-stage').textContent).toBe(label);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    const states = steps().map((li) => li.getAttribute('data-state'));
    const at = (['assessment', 'evidence', 'claim_submitted', 'awaiting_response'] as CaseStage[]).indexOf(caseStage);
    expect(states.slice(0, at).every((state) => state === 'done')).toBe(true);
    expect(states[at]).toBe('current');
    expect(states.slice(at + 1)).toEqual(Array(5 - at).fill('upcoming'));
    expect(screen.getByTestId('case-stage').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('is green with the funds step done only once money was recorded, recovered or transferred, even early', () => {
    for (const money of [{ recoveredAmount: '10.00' }, { transferredAmount: '25.50' }]) {
      render(<RecoveryStatusCard account={account({ caseStage: 'evidence', ...money })} />);
      expect(screen.getByText('Funds recovered', { selector: '[data-tone="success"]' })).toBeTruthy();
      expect(stepState('Funds recovered')).toBe('done');
      expect(stepState('Evidence gathering')).toBe('current');
      expect(stepState('Claim submitted')).toBe('upcoming');
      cleanup();
    }
  });

  it('closed with money recorded is Completed at 100%, green', () => {
    render(<RecoveryStatusCard account={account({ caseStage: 'closed', recoveredAmount: '10.00' })} />);
    expect(screen.getByTestId('recovery-stage').textContent).toBe('Completed');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Funds recovered', { selector: '[data-tone="success"]' })).toBeTruthy();
    expect(stepState('Funds recovered')).toBe('done');
    expect(stepState('Closed')).toBe('current');
  });

  it('closed with nothing recorded is Closed, not green: the stages it did not pass say the case was closed, not done', () => {
    render(<RecoveryStatusCard account={account({ caseStage: 'closed' })} />);
    expect(screen.getByTestId('recovery-stage').textContent).toBe('Closed');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('No funds recovered yet')).toBeTruthy();
    expect(steps().map((li) => li.getAttribute('data-state'))).toEqual(['done', 'closed', 'closed', 'closed', 'closed', 'current']);
    expect(steps()[4].textContent).toBe('Funds recoveredCase closed');
  });

  it('at Funds recovered (money recorded) the status is In Progress, 75%', () => {
    render(<RecoveryStatusCard account={account({ caseStage: 'funds_recovered', recoveredAmount: '500.00' })} />);
    expect(screen.getByTestId('recovery-stage').textContent).toBe('In Progress');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(stepState('Funds recovered')).toBe('current');
    expect(stepState('Closed')).toBe('upcoming');
  });
});
