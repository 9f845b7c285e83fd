import { useQuery } from '@tanstack/react-query';
import type { ClientAccountDetail } from '../../../../contract/accounts/accounts';
import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { callApi } from '../../../lib/call-api';
import { clientAccountKeys } from './client-accounts-keys';

export async function getClientAccount(id: number, signal?: AbortSignal): Promise<ClientAccountDetail> {
  return (await callApi(accountEndpoints.detail, { params: { id }, signal })).body;
}

/** One account with its whole ledger. */
export function useClientAccount(id: number) {
  return useQuery({
    queryKey: clientAccountKeys.detail(id),
    queryFn: ({ signal }) => getClientAccount(id, signal),
  });
}
