import { useQuery } from '@tanstack/react-query';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import { callApi } from '../../../lib/call-api';

/** The whole bank account of one payout, for the admin paying it: read only when asked (each read is audited), never kept. */
export function usePayoutBankDetails(id: number, asked: boolean) {
  return useQuery({
    queryKey: [payoutEndpoints.bankDetails.path, id],
    queryFn: async ({ signal }) => (await callApi(payoutEndpoints.bankDetails, { params: { id }, signal })).body,
    enabled: asked,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
