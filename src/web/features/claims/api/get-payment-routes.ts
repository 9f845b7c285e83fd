import { useQuery } from '@tanstack/react-query';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

/** For each of the account's payments and each claim type: whether it fits, why not, and by when. */
export function usePaymentRoutes(accountId: number) {
  return useQuery({
    queryKey: [claimEndpoints.routes.path, accountId],
    queryFn: async ({ signal }) => (await callApi(claimEndpoints.routes, { params: { id: accountId }, signal })).body.items,
  });
}
