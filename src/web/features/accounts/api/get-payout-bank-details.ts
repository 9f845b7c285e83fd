import { useQuery } from '@tanstack/react-query';
import { payoutBankDetailsSchema } from '../../../../contract/accounts/bank-details';
import { apiRequest } from '../../../lib/api';
import { PAYOUTS_PATH } from './get-payouts';

/** The whole bank account of one payout, for the admin paying it: read only when asked (each read is audited), never kept. */
export function usePayoutBankDetails(id: number, asked: boolean) {
  return useQuery({
    queryKey: ['payout-bank-details', id],
    queryFn: ({ signal }) => apiRequest('GET', `${PAYOUTS_PATH}/${id}/bank-details`, { signal, staff: true, schema: payoutBankDetailsSchema }),
    enabled: asked,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
