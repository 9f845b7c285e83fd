import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientAccountDetailSchema, type ClientAccountDetail } from '../../../../contract/accounts/accounts';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

export function getClientAccount(id: number, signal?: AbortSignal): Promise<ClientAccountDetail> {
  return apiRequest('GET', `${CLIENT_ACCOUNTS_PATH}/${id}`, { signal, staff: true, schema: clientAccountDetailSchema });
}

/** One account with its whole ledger. */
export function useClientAccount(id: number) {
  return useQuery({
    queryKey: clientAccountKeys.detail(id),
    queryFn: ({ signal }) => getClientAccount(id, signal),
  });
}
