import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_LIST_PAGE_SIZE } from '../../contract/shared/fields';
import { apiRequest } from './api';

/**
 * A staff list at `path` that can be narrowed to one status (`?status=`; 'all' for every one) and, where it
 * has a search, to a search (`?q=`), read newest first a page at a time (`pageSchema` reads one page's rows):
 * its query keys (`all` refreshes every status's list) and the hook that reads it.
 * The hook's `data` is every row read so far; `fetchNextPage` reads the older ones (`?before=` the last id),
 * while `hasNextPage` says there may be some. The previous rows stay on screen while another status loads.
 */
export function statusList<Row extends { id: number }, Status extends string>(path: string, pageSchema: z.ZodType<Row[]>) {
  const keys = { all: [path] as const, list: (status: Status | 'all', q: string) => [path, status, q] as const };
  return {
    keys,
    useList: (status: Status | 'all', q = '') =>
      useInfiniteQuery({
        queryKey: keys.list(status, q),
        queryFn: ({ signal, pageParam }) => {
          const query = new URLSearchParams();
          if (q) query.set('q', q);
          if (status !== 'all') query.set('status', status);
          if (pageParam !== undefined) query.set('before', String(pageParam));
          const search = query.toString();
          return apiRequest('GET', search ? `${path}?${search}` : path, { signal, staff: true, schema: pageSchema });
        },
        ...newestFirstPages((page: Row[]) => page),
        select: (data) => data.pages.flat(),
        placeholderData: keepPreviousData,
      }),
  };
}

/**
 * The paging of a staff list read newest first, `STAFF_LIST_PAGE_SIZE` rows a page (`rowsOf` finds them in
 * a page): the next page is the rows before the last one read (`?before=` its id). A short page is the last;
 * a full one may have older rows after it.
 */
export function newestFirstPages<Page>(rowsOf: (page: Page) => { id: number }[]) {
  return {
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: Page) => {
      const rows = rowsOf(page);
      return rows.length < STAFF_LIST_PAGE_SIZE ? undefined : rows.at(-1)?.id;
    },
  };
}
