import { useQuery } from '@tanstack/react-query';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

/** How many claims (and payments to file) are in each queue. */
export function useClaimQueueCounts() {
  return useQuery({
    queryKey: [claimEndpoints.queueCounts.path],
    queryFn: async ({ signal }) => (await callApi(claimEndpoints.queueCounts, { signal })).body,
  });
}
