// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerList } from './ledger-list';

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
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LedgerList accountId={7} />
      </QueryClientProvider>,
    );
    const [original, reversal] = await screen.findAllByTestId('ledger-entry');
    expect(original.textContent).toContain('Received 20 November 2026');
    expect(reversal.textContent).toContain('Corrected 27 November 2026');
    expect(reversal.textContent).not.toContain('Received');
    expect(reversal.textContent).toContain('This takes back the £500.00 recorded on 20 November 2026');
  });
});
