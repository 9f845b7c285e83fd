import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STAFF_LIST_PAGE_SIZE } from '../../contract/shared/fields';
import { apiRequest } from './api';

/**
 * A staff list at `path`, read newest first a page at a time (`STAFF_LIST_PAGE_SIZE` rows; `pageSchema`
 * reads a page, `rowsOf` finds its rows) with the query parameters `params` (an empty one is left out):
 * `fetchNextPage` reads the rows before the last one read (`?before=` its id), while `hasNextPage` says
 * there may be some (a short page is the last). `select` makes `data` from every page read so far. The
 * previous list stays on screen while another search or filter loads.
 */
export function useNewestFirstList<Page, Data>(options: {
  path: string;
  key: readonly unknown[];
  params: Record<string, string>;
  pageSchema: z.ZodType<Page>;
  rowsOf: (page: Page) => { id: number }[];
  select: (pages: Page[]) => Data;
}) {
  const { path, params, pageSchema, rowsOf } = options;
  return useInfiniteQuery({
    queryKey: options.key,
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''));
      if (pageParam !== undefined) query.set('before', String(pageParam));
      const search = query.toString();
      return apiRequest('GET', search ? `${path}?${search}` : path, { signal, staff: true, schema: pageSchema });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: Page) => {
      const rows = rowsOf(page);
      return rows.length < STAFF_LIST_PAGE_SIZE ? undefined : rows.at(-1)?.id;
    },
    select: (data) => options.select(data.pages),
    placeholderData: keepPreviousData,
  });
}

/**
 * A staff list at `path` that can be narrowed to one status (`?status=`; 'all' for every one) and, where
 * it has a search, to a search (`?q=`), read newest first a page at a time (`useNewestFirstList`): its
 * query keys (`all` refreshes every one of its lists) and the hook whose `data` is every row read so far.
 */
export function statusList<Row extends { id: number }, Status extends string>(path: string, pageSchema: z.ZodType<Row[]>) {
  const keys = { all: [path] as const, list: (status: Status | 'all', q: string) => [path, status, q] as const };
  return {
    keys,
    useList: (status: Status | 'all', q = '') =>
      useNewestFirstList({
        path,
        key: keys.list(status, q),
        params: { q, status: status === 'all' ? '' : status },
        pageSchema,
        rowsOf: (page) => page,
        select: (pages) => pages.flat(),
      }),
  };
}
