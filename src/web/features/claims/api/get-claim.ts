import { useQuery } from '@tanstack/react-query';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

/** One claim in full: its payments, history and why it may fail. */
export function useClaim(claimId: number) {
  return useQuery({
    queryKey: [claimEndpoints.read.path, claimId],
    queryFn: async ({ signal }) => (await callApi(claimEndpoints.read, { params: { id: claimId }, signal })).body,
  });
}
