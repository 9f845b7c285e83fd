import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EndpointDefinition } from '../../contract/shared/endpoint';
import { STAFF_LIST_PAGE_SIZE } from '../../contract/shared/fields';
import { callApi, type InputArgs } from './call-api';

/** A staff list endpoint: one page of it is its 200 reply. */
type ListEndpoint = EndpointDefinition & { replies: { 200: z.ZodType } };
type PageOf<E extends ListEndpoint> = z.output<E['replies'][200]>;

/**
 * A staff list endpoint read newest first a page at a time (`STAFF_LIST_PAGE_SIZE` rows; `rowsOf` finds a
 * page's rows) with the query parameters `params` (an empty one is left out): `fetchNextPage` reads the rows
 * before the last one read (`?before=` its id), while `hasNextPage` says there may be some (a short page is
 * the last). `select` makes `data` from every page read so far. The previous list stays on screen while
 * another search or filter loads.
 */
export function useNewestFirstList<E extends ListEndpoint, Data>(options: {
  endpoint: E;
  key: readonly unknown[];
  params: Record<string, string>;
  rowsOf: (page: PageOf<E>) => { id: number }[];
  select: (pages: PageOf<E>[]) => Data;
}) {
  const { endpoint, params, rowsOf } = options;
  return useInfiniteQuery({
    queryKey: options.key,
    queryFn: async ({ signal, pageParam }) => {
      const query: Record<string, string> = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
      if (pageParam !== undefined) query.before = String(pageParam);
      // Every list endpoint takes its filters as text in the query (its schema checks them).
      const reply = await callApi(endpoint, ...([{ query, signal }] as unknown as InputArgs<E>));
      return reply.body as PageOf<E>;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: PageOf<E>) => {
      const rows = rowsOf(page);
      return rows.length < STAFF_LIST_PAGE_SIZE ? undefined : rows.at(-1)?.id;
    },
    select: (data) => options.select(data.pages),
    placeholderData: keepPreviousData,
  });
}

/**
 * A staff list endpoint that can be narrowed to one status (`?status=`; 'all' for every one) and, where it
 * has a search, to a search (`?q=`), read newest first a page at a time (`useNewestFirstList`): its query
 * keys (`all` refreshes every one of its lists) and the hook whose `data` is every row read so far.
 */
export function statusList<E extends ListEndpoint, Row extends { id: number }, Status extends string>(
  endpoint: E,
  rowsOf: (page: PageOf<E>) => Row[],
) {
  const keys = { all: [endpoint.path] as const, list: (status: Status | 'all', q: string) => [endpoint.path, status, q] as const };
  return {
    keys,
    useList: (status: Status | 'all', q = '') =>
      useNewestFirstList({
        endpoint,
        key: keys.list(status, q),
        params: { q, status: status === 'all' ? '' : status },
        rowsOf,
        select: (pages) => pages.flatMap(rowsOf),
      }),
  };
}
