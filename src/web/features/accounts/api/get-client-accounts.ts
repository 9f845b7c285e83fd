import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { newestFirstPages } from '../../../lib/status-list';
import { type ClientAccountList, clientAccountListSchema } from '../../../../contract/accounts/accounts';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

/**
 * Client accounts matching a search over email and name, newest first, a page at a time; only those waiting
 * for an update when `updateOverdue`. `data` holds every account read so far and the days without an update
 * that count as waiting.
 */
export function useClientAccounts(q: string, updateOverdue = false) {
  return useInfiniteQuery({
    queryKey: clientAccountKeys.list(q, updateOverdue),
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (updateOverdue) query.set('updateOverdue', 'true');
      if (pageParam !== undefined) query.set('before', String(pageParam));
      const search = query.toString();
      return apiRequest('GET', search ? `${CLIENT_ACCOUNTS_PATH}?${search}` : CLIENT_ACCOUNTS_PATH, {
        signal,
        staff: true,
        schema: clientAccountListSchema,
      });
    },
    ...newestFirstPages((page: ClientAccountList) => page.items),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items), updateDays: data.pages[0].updateDays }),
    placeholderData: keepPreviousData,
  });
}
