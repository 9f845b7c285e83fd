import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Confirms a payment the client reported, once the evidence shows it. */
export const useConfirmPayment = (accountId: number) =>
  useChange({
    call: async (paymentId: number) => (await callApi(paymentEndpoints.update, { params: { id: paymentId }, body: { status: 'confirmed' } })).body,
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Payment confirmed' }),
    failed: failed('Payment not confirmed'),
  });
