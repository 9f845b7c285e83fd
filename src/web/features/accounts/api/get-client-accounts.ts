import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CLIENT_ACCOUNTS_PATH, clientAccountDetailSchema, clientAccountKeys, clientAccountListSchema } from './client-accounts-keys';

/** Client accounts matching a search over email and name (newest first). */
export function useClientAccounts(q: string) {
  return useQuery({
    queryKey: clientAccountKeys.list(q),
    queryFn: async ({ signal }) => {
      const url = q ? `${CLIENT_ACCOUNTS_PATH}?${new URLSearchParams({ q }).toString()}` : CLIENT_ACCOUNTS_PATH;
      return (await apiRequest('GET', url, { signal, staff: true, schema: clientAccountListSchema })).items;
    },
    placeholderData: keepPreviousData,
  });
}
