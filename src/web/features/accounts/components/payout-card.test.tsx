// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutToasts } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import { BANK_DETAILS_MESSAGES, PAYMENT_NOTICE } from '../../../../contract/accounts/bank-details';
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

/** The card with the payout call answering `status` and `body`; the bodies it was sent are returned. */
function renderCard(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === payoutEndpoints.request.path && init.method === payoutEndpoints.request.method) {
      sent.push(JSON.parse(String(init.body)));
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
  return sent;
}

async function requestCrypto(wallet: string) {
  await userEvent.click(screen.getByLabelText('Cryptocurrency'));
  await userEvent.type(screen.getByLabelText('Wallet address'), wallet);
  await userEvent.click(screen.getByRole('button', { name: 'Request a payout' }));
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
    const button = () => screen.getByRole('button', { name: 'Request a payout' });
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByLabelText('Cryptocurrency'));
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByText('Enter your wallet address to request the payout.');
    expect(button().getAttribute('aria-describedby')).toBe(hint.id);
    await userEvent.type(screen.getByLabelText('Wallet address'), 'bc1qexample');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Enter your wallet address to request the payout.')).toBeNull();
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
    renderCard(409, { message: 'You already have a payout request in progress' });
    await requestCrypto('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You already have a payout request in progress');
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
    const button = screen.getByRole('button', { name: 'Request a payout' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the bank account in the portal, with the note that we pay only to the client and never ask elsewhere', async () => {
    renderCard(201, {});
    expect(screen.getByTestId('payment-notice').textContent).toBe(PAYMENT_NOTICE);
    expect((screen.getByLabelText('Name on the account') as HTMLInputElement).value).toBe('Rita Okafor');
    // No trading platform's words: no 24-hour promise, no call about bank details, no 'withdraw'.
    expect(document.body.textContent).not.toMatch(/within 24 hours|confirm your bank details|withdraw/i);
  });

  it('says a wrong sort code or account number at its field and sends nothing', async () => {
    const sent = renderCard(201, {});
    await userEvent.type(screen.getByLabelText('Sort code'), '12-34-5');
    await userEvent.type(screen.getByLabelText('Account number'), '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(await screen.findByText(BANK_DETAILS_MESSAGES.sortCode)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Sort code')));
    await userEvent.type(screen.getByLabelText('Sort code'), '6');
    await userEvent.clear(screen.getByLabelText('Account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Request a payout' }));
    expect(await screen.findByText(BANK_DETAILS_MESSAGES.accountNumber)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends a UK account as holder, sort code and account number', async () => {
    const sent = renderCard(201, { id: 1 });
    await userEvent.type(screen.getByLabelText('Sort code'), '12-34-56');
    await userEvent.type(screen.getByLabelText('Account number'), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Request a payout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      withdrawalMethod: 'bank',
      bankDetails: { accountHolder: 'Rita Okafor', sortCode: '12-34-56', accountNumber: '1234 5678' },
    });
  });

  it("sends an IBAN alone, and says the server's refusal of it at the IBAN field", async () => {
    const sent = renderCard(400, { message: BANK_DETAILS_MESSAGES.iban, field: 'bankDetails.iban' });
    await userEvent.click(screen.getByLabelText('IBAN', { selector: 'input[type=radio]' }));
    await userEvent.type(screen.getByLabelText('IBAN', { selector: 'input[type=text]' }), 'GB29 NWBK 6016 1331 9268 19');
    await userEvent.click(screen.getByRole('button', { name: 'Request a payout' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bankDetails: { accountHolder: 'Rita Okafor', iban: 'GB29 NWBK 6016 1331 9268 19' } });
    expect((sent[0] as { bankDetails: object }).bankDetails).not.toHaveProperty('sortCode');
    const iban = screen.getByLabelText('IBAN', { selector: 'input[type=text]' });
    await waitFor(() => expect(document.activeElement).toBe(iban));
    expect(screen.getAllByText(BANK_DETAILS_MESSAGES.iban)).toHaveLength(1);
  });
});
