// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutToasts } from '../../../../contract/accounts/payouts';
import { dismissCurrentToast, useCurrentToast } from '../../../components/ui/use-toast';
import { clientAccount } from '../testing/client-account';
import { PayoutCard } from './payout-card';
import { renderWithQueries } from '../../../testing/render-with-queries';

const ACCOUNT = clientAccount({
  id: 7,
  caseId: 'RC-000007',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Okafor',
  recoveredAmount: '1250.00',
  availableAmount: '1250.00',
  currency: 'GBP',
  caseStage: 'funds_recovered',
  caseStageChangedAt: '2026-11-20T10:00:00.000Z',
});

function ToastShown() {
  const current = useCurrentToast();
  return current?.open ? <div data-testid="toast">{`${current.title} | ${current.description ?? ''}`}</div> : null;
}

/** The card with the withdrawal call answering `status` and `body`. */
function renderCard(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/withdrawal-requests' && init.method === 'POST') {
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithQueries(
    <>
      <PayoutCard account={ACCOUNT} />
      <ToastShown />
    </>,
  );
}

async function requestCrypto(wallet: string) {
  await userEvent.click(screen.getByLabelText('Cryptocurrency'));
  await userEvent.type(screen.getByLabelText('Wallet address'), wallet);
  await userEvent.click(screen.getByRole('button', { name: 'Request Withdrawal' }));
}

beforeEach(() => {
  // A toast from an earlier test must not count (nor hold back this test's own): start with none showing.
  dismissCurrentToast();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payout request card', () => {
  it('says why the request button waits while a cryptocurrency payout has no wallet address yet', async () => {
    renderCard(201, {});
    const button = () => screen.getByRole('button', { name: 'Request Withdrawal' });
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByLabelText('Cryptocurrency'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByText('Enter your wallet address to request the withdrawal.');
    expect(button().getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.type(screen.getByLabelText('Wallet address'), 'bc1qexample');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Enter your wallet address to request the withdrawal.')).toBeNull();
    expect(button().getAttribute('aria-describedby')).toBeNull();
  });

  it('a refused wallet address is said once, at the field, which takes the focus; no failure toast', async () => {
    renderCard(400, { message: 'That is not a valid BTC wallet address', field: 'walletAddress' });
    await requestCrypto('not-a-wallet');
    const wallet = screen.getByLabelText('Wallet address');
    await waitFor(() => expect(document.activeElement).toBe(wallet));
    expect(screen.getAllByText('That is not a valid BTC wallet address')).toHaveLength(1);
    expect(wallet.getAttribute('aria-invalid')).toBe('true');
    expect(wallet.getAttribute('aria-describedby')).toContain(screen.getByText('That is not a valid BTC wallet address').id);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('a refusal about no field (a request already open) is said once above the button, which takes the focus', async () => {
    renderCard(409, { message: 'You already have a withdrawal request in progress' });
    await requestCrypto('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You already have a withdrawal request in progress');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('an expired session tells the client they were signed out', async () => {
    renderCard(401, { message: 'Please sign in' });
    await requestCrypto('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(`${payoutToasts.signedOut.title} | ${payoutToasts.signedOut.description}`),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unexpected failure keeps the failure toast and gives the focus back to the button', async () => {
    renderCard(500, {});
    await requestCrypto('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`${payoutToasts.failed.title} | ${payoutToasts.failed.description}`));
    const button = screen.getByRole('button', { name: 'Request Withdrawal' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
