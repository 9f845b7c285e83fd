import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

/** The account's payments to the scam, oldest first, with their totals per currency. */
export function useAccountPayments(accountId: number) {
  return useQuery({
    queryKey: [paymentEndpoints.listForAccount.path, accountId],
    queryFn: async ({ signal }) => (await callApi(paymentEndpoints.listForAccount, { params: { id: accountId }, signal })).body,
  });
}
