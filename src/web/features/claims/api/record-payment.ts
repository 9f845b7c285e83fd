import type { CreatePaymentInput } from '../../../../contract/claims/payments';
import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { staleAfterChange } from './claim-keys';

/** Records a payment the victim made; a refusal is left to the form, which says it at the field. */
export const useRecordPayment = (accountId: number) =>
  useChange({
    call: async (input: CreatePaymentInput) => (await callApi(paymentEndpoints.record, { params: { id: accountId }, body: input })).body,
    refresh: () => staleAfterChange(accountId),
    done: () => ({ title: 'Payment recorded' }),
    failed: () => null,
  });
