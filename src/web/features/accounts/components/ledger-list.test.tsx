// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerList } from './ledger-list';
import { renderWithQueries } from '../../../testing/render-with-queries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTRIES = [
  { id: 1, amount: '500.00', currency: 'GBP', receivedOn: '2026-11-20', reference: 'FPS-778812', reversesEntryId: null },
  { id: 2, amount: '-500.00', currency: 'GBP', receivedOn: '2026-11-27', reference: 'FPS-778812', reversesEntryId: 1 },
];

describe('the recorded recoveries list', () => {
  it('says a reversal corrected an earlier entry, on its date, instead of "Received"', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ items: ENTRIES }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderWithQueries(<LedgerList accountId={7} />);
    const [original, reversal] = await screen.findAllByTestId('ledger-entry');
    expect(original.textContent).toContain('Received 20 November 2026');
    expect(reversal.textContent).toContain('Corrected 27 November 2026');
    expect(reversal.textContent).not.toContain('Received');
    expect(reversal.textContent).toContain('This takes back the £500.00 recorded on 20 November 2026');
  });
});
