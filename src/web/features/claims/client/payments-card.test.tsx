// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { PAID_AT_IN_FUTURE_MESSAGE, type PaymentList } from '../../../../contract/claims/payments';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { ClientPaymentsCard } from './payments-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = 7;
type Item = PaymentList['items'][number];
const confirmed: Item = {
  id: 1,
  clientAccountId: ACCOUNT,
  paidAt: '2026-10-02',
  amount: '500.00',
  currency: 'GBP',
  method: 'faster_payment',
  payerInstitution: 'Example Bank',
  payee: 'J Smith 12345678',
  walletAddress: null,
  reference: 'INVEST',
  note: null,
  documentIds: [],
  status: 'confirmed',
  createdAt: '2026-10-03T09:00:00.000Z',
  explorer: { address: null, transaction: null },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server of the client's payments: `refuse` answers the next report with that 400 message. */
function serve(options: { refuse?: string } = {}) {
  const items: Item[] = [confirmed];
  const sent: unknown[] = [];
  let refuse = options.refuse;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === endpointUrl(paymentEndpoints.listForClient, { params: { accountId: ACCOUNT } })) {
      const reported = items.filter((i) => i.status === 'reported');
      const total = (list: Item[]) =>
        list.length ? [{ currency: 'GBP', amount: list.reduce((sum, i) => sum + Number(i.amount), 0).toFixed(2) }] : [];
      return json(200, { items, totals: { confirmed: total(items.filter((i) => i.status === 'confirmed')), reported: total(reported) } });
    }
    if (url === endpointUrl(paymentEndpoints.report) && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      if (refuse) {
        const message = refuse;
        refuse = undefined;
        return json(400, { message });
      }
      const { clientAccountId: _account, ...fields } = body;
      const created: Item = { ...confirmed, ...fields, id: items.length + 1, status: 'reported', explorer: { address: null, transaction: null } };
      items.push(created);
      return json(201, created);
    }
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(<ClientPaymentsCard accountId={ACCOUNT} />);
  return sent;
}

function fillForm(paidAt: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a payment you made' }));
  const form = screen.getByRole('form', { name: 'Add a payment you made' });
  const field = (label: string | RegExp) => within(form).getByLabelText(label);
  fireEvent.change(field('Date you paid'), { target: { value: paidAt } });
  fireEvent.change(field('Amount'), { target: { value: '250.5' } });
  fireEvent.change(field('How you paid'), { target: { value: 'chaps' } });
  fireEvent.change(field('The bank or provider you paid from'), { target: { value: 'Example Bank' } });
  fireEvent.change(field('Who you paid'), { target: { value: 'Fake Broker Ltd 87654321' } });
  fireEvent.change(field('Payment reference'), { target: { value: 'DEPOSIT 2' } });
  fireEvent.change(field(/Anything else/), { target: { value: 'They said it was a fee to release my profits.' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
  return form;
}

describe("the client's payments card", () => {
  it('lists the payments with their status in words and the totals; a payment added shows as reported', async () => {
    const sent = serve();
    const first = await screen.findByTestId('client-payment');
    expect(first.textContent).toContain('£500.00');
    expect(first.textContent).toContain('Confirmed');
    expect(first.textContent).toContain('2 October 2026 · UK bank transfer (Faster Payment) · from Example Bank');
    expect(screen.getByTestId('payment-totals').textContent).toBe('Total in GBP:£500.00 confirmed');

    fillForm('2026-10-09');
    await waitFor(() => expect(screen.getAllByTestId('client-payment')).toHaveLength(2));
    expect(sent).toEqual([
      {
        clientAccountId: ACCOUNT,
        paidAt: '2026-10-09',
        amount: '250.50',
        currency: 'GBP',
        method: 'chaps',
        payerInstitution: 'Example Bank',
        payee: 'Fake Broker Ltd 87654321',
        walletAddress: null,
        reference: 'DEPOSIT 2',
        note: 'They said it was a fee to release my profits.',
        documentIds: [],
      },
    ]);
    const added = screen.getAllByTestId('client-payment')[1];
    expect(added.textContent).toContain('£250.50');
    expect(added.textContent).toContain('Reported by you: we will check it');
    expect(screen.getByTestId('payment-totals').textContent).toBe('Total in GBP:£500.00 confirmed, £250.50 reported by you, still to check');
    expect(screen.queryByRole('form', { name: 'Add a payment you made' })).toBeNull();
  });

  it("shows the server's refusal at the field it is about, and keeps what was typed", async () => {
    const sent = serve({ refuse: PAID_AT_IN_FUTURE_MESSAGE });
    await screen.findByTestId('client-payment');
    const form = fillForm('2099-01-01');
    const date = within(form).getByLabelText('Date you paid');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('payment-paid-at-error')?.textContent).toContain(PAID_AT_IN_FUTURE_MESSAGE);
    expect(date.getAttribute('aria-describedby')).toContain('payment-paid-at-error');
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toBe('250.5');
    expect(sent).toHaveLength(1);
    expect(screen.getAllByTestId('client-payment')).toHaveLength(1);
  });

  it('refuses a crypto transfer recorded in pounds before sending it', async () => {
    const sent = serve();
    await screen.findByTestId('client-payment');
    fireEvent.click(screen.getByRole('button', { name: 'Add a payment you made' }));
    const form = screen.getByRole('form', { name: 'Add a payment you made' });
    fireEvent.change(within(form).getByLabelText('Date you paid'), { target: { value: '2026-10-09' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('How you paid'), { target: { value: 'crypto_transfer' } });
    fireEvent.change(within(form).getByLabelText('The bank or provider you paid from'), { target: { value: 'Coin Exchange' } });
    expect(within(form).getByLabelText('The wallet address you sent it to')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    await waitFor(() =>
      expect(document.getElementById('payment-currency-error')?.textContent).toContain('A crypto transfer is recorded in the coin sent'),
    );
    expect(sent).toEqual([]);
  });
});
