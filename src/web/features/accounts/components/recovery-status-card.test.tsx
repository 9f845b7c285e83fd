// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAccount } from '../testing/client-account';
import { RecoveryStatusCard } from './recovery-status-card';

afterEach(cleanup);

const account = clientAccount;

const stepState = (label: string) =>
  within(screen.getByRole('list', { name: 'Case steps' }))
    .getByText(label)
    .closest('li')
    ?.getAttribute('data-state');

describe('the recovery status card (PRODUCT.md 1.3)', () => {
  it('shows no success while nothing is recorded, whatever the stage', () => {
    render(<RecoveryStatusCard account={account({ recoveryStatus: 'completed' })} />);
    expect(screen.getByText('No funds recovered yet')).toBeTruthy();
    expect(screen.queryByText('Funds recovered')).toBeNull();
    expect(stepState('Funds Recovered')).toBe('upcoming');
  });

  it('is green with the funds step done once money was recorded, recovered or transferred', () => {
    for (const money of [{ recoveredAmount: '10.00' }, { transferredAmount: '25.50' }]) {
      render(<RecoveryStatusCard account={account(money)} />);
      expect(screen.getByText('Funds recovered')).toBeTruthy();
      expect(stepState('Funds Recovered')).toBe('done');
      cleanup();
    }
  });

  it.each([
    ['completed', 100, 'Completed'],
    ['in_progress', 75, 'In Progress'],
    ['closed', 25, 'Closed'],
    ['under_review', 25, 'Under Review'],
    ['something else', 25, 'Under Review'],
  ])('progress for %s is %i%% and the stage reads %s', (status, percent, label) => {
    render(<RecoveryStatusCard account={account({ recoveryStatus: status })} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(percent));
    expect(screen.getByTestId('recovery-stage').textContent).toBe(label);
  });

  // The Case Progress card below shows the case's stage: these steps must not say more than it does.
  it.each([
    ['assessment', 'current', 'upcoming'],
    ['evidence', 'done', 'current'],
    ['claim_submitted', 'done', 'done'],
    ['awaiting_response', 'done', 'done'],
  ] as const)('at the %s stage, with nothing recorded, the assessment is %s and the investigation %s', (caseStage, assessment, work) => {
    render(<RecoveryStatusCard account={account({ caseStage })} />);
    expect(stepState('Case Assessment')).toBe(assessment);
    expect(stepState('Investigation')).toBe(work);
    expect(stepState('Evidence Compilation')).toBe(work);
    expect(stepState('Funds Recovered')).toBe('upcoming');
  });

  it('a completed case has the work behind it, whatever stage was last posted', () => {
    for (const overrides of [{ recoveryStatus: 'completed' }, { recoveryStatus: 'completed', caseStage: 'closed' as const }]) {
      render(<RecoveryStatusCard account={account(overrides)} />);
      expect(stepState('Case Assessment')).toBe('done');
      expect(stepState('Investigation')).toBe('done');
      expect(stepState('Evidence Compilation')).toBe('done');
      cleanup();
    }
  });

  it('money recorded early marks the funds step only: the other steps stay where the posted stage is', () => {
    render(<RecoveryStatusCard account={account({ caseStage: 'evidence', recoveredAmount: '1250.00', availableAmount: '1250.00' })} />);
    expect(screen.getByText('Funds recovered')).toBeTruthy();
    expect(stepState('Case Assessment')).toBe('done');
    expect(stepState('Investigation')).toBe('current');
    expect(stepState('Evidence Compilation')).toBe('current');
    expect(stepState('Funds Recovered')).toBe('done');
    cleanup();
    render(<RecoveryStatusCard account={account({ caseStage: 'assessment', recoveredAmount: '10.00' })} />);
    expect(stepState('Case Assessment')).toBe('current');
    expect(stepState('Investigation')).toBe('upcoming');
  });

  it('a case closed after money was recorded shows the funds step done and the work it did not pass as closed', () => {
    render(<RecoveryStatusCard account={account({ caseStage: 'closed', recoveryStatus: 'closed', recoveredAmount: '10.00' })} />);
    expect(stepState('Case Assessment')).toBe('done');
    expect(stepState('Investigation')).toBe('closed');
    expect(stepState('Funds Recovered')).toBe('done');
  });

  it.each([
    [{ caseStage: 'closed' as const }, 'closed'],
    [{ caseStage: 'assessment' as const, recoveryStatus: 'closed' }, 'closed'],
    [{ caseStage: 'evidence' as const, recoveryStatus: 'closed' }, 'closed'],
    [{ caseStage: 'awaiting_response' as const, recoveryStatus: 'closed' }, 'done'],
  ])('a case closed with nothing recorded (%o) shows the work it did not pass as closed, not done', (overrides, work) => {
    render(<RecoveryStatusCard account={account(overrides)} />);
    expect(stepState('Case Assessment')).toBe('done');
    expect(stepState('Investigation')).toBe(work);
    expect(stepState('Evidence Compilation')).toBe(work);
    expect(stepState('Funds Recovered')).toBe('closed');
    const funds = within(screen.getByRole('list', { name: 'Case steps' }))
      .getByText('Funds Recovered')
      .closest('li');
    expect(funds?.textContent).toBe('Funds RecoveredCase closed');
  });
});
