import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys, clientAccountListSchema } from './client-accounts-keys';

export async function getClientAccounts(q: string, signal?: AbortSignal) {
  const url = q ? `${CLIENT_ACCOUNTS_PATH}?${new URLSearchParams({ q }).toString()}` : CLIENT_ACCOUNTS_PATH;
  return (await apiRequest('GET', url, { signal, staff: true, schema: clientAccountListSchema })).items;
}

/** Client accounts matching a search over email and name (newest first). */
export function useClientAccounts(q: string) {
  return useQuery({
    queryKey: clientAccountKeys.list(q),
    queryFn: ({ signal }) => getClientAccounts(q, signal),
    placeholderData: keepPreviousData,
  });
}
