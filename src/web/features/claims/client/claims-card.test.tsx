// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { clientClaimSchema } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { claimPackEndpoints } from '../../../../contract/claims/pack-endpoints';
import { PACK_FREE_FILING_NOTICE } from '../../../../contract/claims/pack-text';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { ClientClaimsCard } from './claims-card';
import type { z } from 'zod';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = 7;
const bankClaim: z.input<typeof clientClaimSchema> = {
  id: 31,
  type: 'app_reimbursement',
  title: 'Reimbursement claim to Example Bank under the APP scam rules',
  counterparty: 'Example Bank',
  status: 'filed',
  statusLabel: 'Filed',
  lastChangedAt: '2026-03-05T10:00:00.000Z',
  nextDate: '2026-03-12',
  nextDatePhrase: 'Your bank should decide by 12 March',
  freeRoute: 'You can make this claim yourself, without paying anyone: ask Example Bank to reimburse you under the APP scam reimbursement rules.',
  events: [{ status: 'filed', on: '2026-03-05', note: 'We sent your claim with your statements.' }],
};
const policeReport: z.input<typeof clientClaimSchema> = {
  ...bankClaim,
  id: 32,
  type: 'police_report',
  title: 'Report of the scam to Report Fraud',
  counterparty: 'Report Fraud',
  statusLabel: 'Filed',
  nextDate: null,
  nextDatePhrase: null,
  freeRoute: null,
  events: [],
};
// What staff read of the same claim: an internal note on a step the client was not shown.
const staffDetail = {
  ...bankClaim,
  events: [{ status: 'filed', on: '2026-03-05', note: 'Bank contact is slow, chase Friday', visibleToClient: false }],
};

function renderCard(items: z.input<typeof clientClaimSchema>[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = url === endpointUrl(claimEndpoints.listForClient, { params: { accountId: ACCOUNT } }) ? { items } : staffDetail;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(<ClientClaimsCard accountId={ACCOUNT} />);
  return asked;
}

describe("the client's claims card", () => {
  it('shows each claim in plain words: its status, the next date, the visible steps with their notes, and the free route', async () => {
    const asked = renderCard([bankClaim, policeReport]);
    const [bank, police] = await screen.findAllByTestId('client-claim');
    expect(within(bank).getByRole('heading').textContent).toBe('Reimbursement claim to Example Bank under the APP scam rules');
    expect(bank.textContent).toContain('Filed');
    expect(bank.textContent).toContain('Last changed 5 March 2026');
    expect(within(bank).getByTestId('claim-next-date').textContent).toBe('Your bank should decide by 12 March');
    expect(bank.textContent).toContain('5 March 2026: The claim was sent');
    expect(bank.textContent).toContain('We sent your claim with your statements.');
    expect(within(bank).getByRole('note').textContent).toBe(bankClaim.freeRoute);
    // A police report has no free route to state, nor a date to wait for.
    expect(within(police).queryByRole('note')).toBeNull();
    expect(within(police).queryByTestId('claim-next-date')).toBeNull();
    // Only the client's own list is asked for: the staff view, with its internal notes, never.
    expect(asked).toEqual([endpointUrl(claimEndpoints.listForClient, { params: { accountId: ACCOUNT } })]);
    expect(document.body.textContent).not.toContain('chase Friday');
  });

  it("offers each claim's pack to download, saying they can file the claim themselves with it for free", async () => {
    renderCard([bankClaim, policeReport]);
    const claims = await screen.findAllByTestId('client-claim');
    for (const [i, claim] of claims.entries()) {
      const link = within(claim).getByRole('link', { name: /^Download claim pack \(PDF\)/ });
      expect(link.getAttribute('href')).toBe(
        endpointUrl(claimPackEndpoints.pdfForClient, { params: { claimId: [bankClaim, policeReport][i].id } }),
      );
      expect(within(claim).getByTestId('claim-pack-notice').textContent).toBe(PACK_FREE_FILING_NOTICE);
    }
    expect(PACK_FREE_FILING_NOTICE).toContain('make the claim yourself, for free');
  });

  it('says plainly when no claim has been made yet', async () => {
    renderCard([]);
    expect(await screen.findByText(/We have not made a claim for you yet/)).toBeTruthy();
    expect(screen.queryByTestId('client-claim')).toBeNull();
  });
});
