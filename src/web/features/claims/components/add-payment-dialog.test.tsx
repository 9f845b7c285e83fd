// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { PAID_AT_IN_FUTURE_MESSAGE } from '../../../../contract/claims/payments';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { Dialog } from '../../../components/ui/dialog';
import { renderWithQueries } from '../../../testing/render-with-queries';
import { AddPaymentDialog } from './add-payment-dialog';

/** The "Add a payment" dialog of account 7, the server answering each payment with `answer`. */
function renderDialog(answer: { status: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === endpointUrl(paymentEndpoints.record, { params: { id: 7 } }) && init.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }
    if (url === endpointUrl(documentEndpoints.requestsOfAccount, { params: { id: 7 } })) {
      const request = (id: number, title: string, documentId: number | null) => ({
        id,
        clientAccountId: 7,
        title,
        documentType: null,
        note: null,
        dueDate: null,
        status: documentId ? 'received' : 'requested',
        documentId,
        createdAt: '2026-11-01T10:00:00.000Z',
        updatedAt: '2026-11-01T10:00:00.000Z',
      });
      const items = [request(1, 'Bank statement for November', 41), request(2, 'Police report', null)];
      return new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const done = vi.fn();
  renderWithQueries(
    <Dialog open>
      <AddPaymentDialog accountId={7} currency="GBP" onDone={done} />
    </Dialog>,
  );
  return { sent, done };
}

const fillBankTransfer = async () => {
  await userEvent.clear(screen.getByLabelText('Date paid'));
  await userEvent.type(screen.getByLabelText('Date paid'), '2026-11-02');
  await userEvent.type(screen.getByLabelText('Amount'), '1200');
  await userEvent.type(screen.getByLabelText('Paid from (bank or provider)'), 'Example Bank');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('adding a payment to the scam', () => {
  it('says at the date why the server refused it, and stays open to correct it', async () => {
    const { sent, done } = renderDialog({ status: 400, body: { message: PAID_AT_IN_FUTURE_MESSAGE } });
    await fillBankTransfer();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      paidAt: '2026-11-02',
      amount: '1200.00',
      currency: 'GBP',
      method: 'faster_payment',
      payerInstitution: 'Example Bank',
    });
    const date = screen.getByLabelText('Date paid');
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(String(date.getAttribute('aria-describedby')))?.textContent).toBe(PAID_AT_IN_FUTURE_MESSAGE);
    expect(done).not.toHaveBeenCalled();
  });

  it('refuses before sending a crypto transfer to a wallet of the wrong shape', async () => {
    const { sent } = renderDialog({ status: 201, body: {} });
    await fillBankTransfer();
    await userEvent.selectOptions(screen.getByLabelText('How they paid'), 'crypto_transfer');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'BTC');
    await userEvent.type(screen.getByLabelText('Wallet address sent to (optional)'), 'not-a-wallet');
    await userEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText('This is not the shape of a BTC wallet address (Bitcoin)')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("names the client's documents sent in answer to a request as its proof", async () => {
    const { sent } = renderDialog({ status: 400, body: { message: 'Please try again later' } });
    await fillBankTransfer();
    await userEvent.click(await screen.findByLabelText('Bank statement for November'));
    expect(screen.queryByLabelText('Police report')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ documentIds: [41] });
  });
});
