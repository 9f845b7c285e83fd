import { useQuery } from '@tanstack/react-query';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

/** The account's claims with their dates. */
export function useAccountClaims(accountId: number) {
  return useQuery({
    queryKey: [claimEndpoints.listForAccount.path, accountId],
    queryFn: async ({ signal }) => (await callApi(claimEndpoints.listForAccount, { params: { id: accountId }, signal })).body.items,
  });
}
