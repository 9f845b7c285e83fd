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
  // Payout words, as the dashboard says them; a trading platform's "withdrawal" never reaches the client.
  it('names a payout in payout words, and a completed one "Paid to you" with its payment reference', () => {
    expect(describeEvent(event({ kind: 'payout_requested' })).title).toBe('Payout requested: £250.00');
    expect(describeEvent(event({ kind: 'payout_reviewed', status: 'processing' })).title).toBe('Payout being processed: £250.00');
    expect(describeEvent(event({ kind: 'payout_reviewed', status: 'completed', reference: 'FPS-20261120-77' }))).toEqual({
      title: 'Paid to you: £250.00',
      detail: 'Payment reference: FPS-20261120-77',
    });
    expect(describeEvent(event({ kind: 'payout_reviewed', status: 'rejected', reason: 'Wrong account name' }))).toEqual({
      title: 'Payout rejected: £250.00',
      detail: 'Reason: Wrong account name',
    });
  });
});
