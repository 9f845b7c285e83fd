import { useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../contract/accounts/payouts';
import { payoutEndpoints } from '../../../../contract/accounts/payout-endpoints';
import { callApi } from '../../../lib/call-api';
import { clientKeys } from './client-keys';

export async function getClientPayouts(accountId: number, signal?: AbortSignal): Promise<Payout[]> {
  return (await callApi(payoutEndpoints.listForClient, { params: { id: accountId }, signal })).body;
}

export function useClientPayouts(accountId: number) {
  return useQuery<Payout[]>({
    queryKey: clientKeys.payouts(accountId),
    queryFn: ({ signal }) => getClientPayouts(accountId, signal),
  });
}
