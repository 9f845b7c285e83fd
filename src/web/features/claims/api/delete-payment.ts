import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';
import { failed } from './server-failure';

/** Deletes a payment recorded by mistake (refused while a claim covers it). */
export const useDeletePayment = (accountId: number) =>
  useChange({
    call: async (paymentId: number) => {
      await callApi(paymentEndpoints.remove, { params: { id: paymentId } });
    },
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Payment deleted' }),
    failed: failed('Payment not deleted'),
  });
