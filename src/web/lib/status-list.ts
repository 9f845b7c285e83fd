import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api';

/**
 * A staff list at `path` that can be narrowed to one status (`?status=`; 'all' for every one): its
 * query keys (`all` refreshes every status's list) and the hook that reads it, keeping the previous
 * rows on screen while another status loads.
 */
export function statusList<Row, Status extends string>(path: string, rowSchema: z.ZodType<Row>) {
  const keys = { all: [path] as const, list: (status: Status | 'all') => [path, status] as const };
  const schema = z.array(rowSchema);
  return {
    keys,
    useList: (status: Status | 'all') =>
      useQuery({
        queryKey: keys.list(status),
        queryFn: ({ signal }) => apiRequest('GET', status === 'all' ? path : `${path}?status=${status}`, { signal, staff: true, schema }),
        placeholderData: keepPreviousData,
      }),
  };
}
