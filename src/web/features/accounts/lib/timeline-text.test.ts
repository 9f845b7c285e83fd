import { describe, expect, it } from 'vitest';
import type { ClientTimelineEvent } from '../../../../contract/accounts/case-progress';
import { describeEvent } from './timeline-text';

const event = (overrides: Partial<ClientTimelineEvent>): ClientTimelineEvent =>
  ({
    id: 'e1',
    at: '2026-11-20T10:00:00.000Z',
    kind: 'update',
    by: null,
    text: null,
    stage: null,
    previousStage: null,
    amount: '250.00',
    currency: 'GBP',
    reference: null,
    status: null,
    reason: null,
    ...overrides,
  }) as ClientTimelineEvent;

describe("a case's history", () => {
  // The dashboard's card and buttons say "withdrawal": the history must not call the same thing a payout.
  it('names a withdrawal as the dashboard does', () => {
    expect(describeEvent(event({ kind: 'payout_requested' })).title).toBe('Withdrawal requested: £250.00');
    expect(describeEvent(event({ kind: 'payout_reviewed', status: 'completed' })).title).toBe('Withdrawal completed: £250.00');
    expect(describeEvent(event({ kind: 'payout_reviewed', status: 'rejected', reason: 'Wrong account name' }))).toEqual({
      title: 'Withdrawal rejected: £250.00',
      detail: 'Reason: Wrong account name',
    });
  });
});
