import { clientAccountListSchema } from '../../../../contract/accounts/accounts';
import { useNewestFirstList } from '../../../lib/status-list';
import { CLIENT_ACCOUNTS_PATH, clientAccountKeys } from './client-accounts-keys';

/**
 * Client accounts matching a search over email and name, newest first, a page at a time; only those waiting
 * for an update when `updateOverdue`. `data` holds every account read so far and the days without an update
 * that count as waiting.
 */
export const useClientAccounts = (q: string, updateOverdue = false) =>
  useNewestFirstList({
    path: CLIENT_ACCOUNTS_PATH,
    key: clientAccountKeys.list(q, updateOverdue),
    params: { q, updateOverdue: updateOverdue ? 'true' : '' },
    pageSchema: clientAccountListSchema,
    rowsOf: (page) => page.items,
    select: (pages) => ({ items: pages.flatMap((page) => page.items), updateDays: pages[0].updateDays }),
  });
