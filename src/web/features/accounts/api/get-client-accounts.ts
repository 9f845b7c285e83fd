import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { useNewestFirstList } from '../../../lib/status-list';
import { clientAccountKeys } from './client-accounts-keys';

/**
 * Client accounts matching a search over email and name, newest first, a page at a time; only those waiting
 * for an update when `updateOverdue`. `data` holds every account read so far and the days without an update
 * that count as waiting.
 */
export const useClientAccounts = (q: string, updateOverdue = false) =>
  useNewestFirstList({
    endpoint: accountEndpoints.list,
    key: clientAccountKeys.list(q, updateOverdue),
    params: { q, updateOverdue: updateOverdue ? 'true' : '' },
    rowsOf: (page) => page.items,
    select: (pages) => ({ items: pages.flatMap((page) => page.items), updateDays: pages[0].updateDays }),
  });
