import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { clientAccountListSchema } from '../../../../contract/accounts/accounts';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

export async function getClientAccounts(q: string, updateOverdue: boolean, signal?: AbortSignal) {
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...(updateOverdue ? { updateOverdue: 'true' } : {}) }).toString();
  return apiRequest('GET', params ? `${CLIENT_ACCOUNTS_PATH}?${params}` : CLIENT_ACCOUNTS_PATH, {
    signal,
    staff: true,
    schema: clientAccountListSchema,
  });
}

/** Client accounts matching a search over email and name (newest first); only those waiting for an update when `updateOverdue`. */
export function useClientAccounts(q: string, updateOverdue = false) {
  return useQuery({
    queryKey: clientAccountKeys.list(q, updateOverdue),
    queryFn: ({ signal }) => getClientAccounts(q, updateOverdue, signal),
    placeholderData: keepPreviousData,
  });
}
