import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { CLIENT_ACCOUNTS_PATH, clientAccountDetailSchema, clientAccountKeys, clientAccountListSchema } from './client-accounts-keys';

/** Client accounts matching a search over email and name (newest first). */
export function useClientAccounts(q: string) {
  return useQuery({
    queryKey: clientAccountKeys.list(q),
    queryFn: async ({ signal }) => {
      const url = q ? `${CLIENT_ACCOUNTS_PATH}?${new URLSearchParams({ q }).toString()}` : CLIENT_ACCOUNTS_PATH;
      return clientAccountListSchema.parse(await adminRequest('GET', url, undefined, signal)).items;
    },
    placeholderData: keepPreviousData,
  });
}

/** One account with its whole ledger. */
export function useClientAccount(id: number) {
  return useQuery({
    queryKey: clientAccountKeys.detail(id),
    queryFn: async ({ signal }) => clientAccountDetailSchema.parse(await adminRequest('GET', `${CLIENT_ACCOUNTS_PATH}/${id}`, undefined, signal)),
  });
}
