import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClaimStatus } from '../../../../contract/claims/rules/claim-statuses';
import type { ClaimType } from '../../../../contract/claims/rules/claim-types';
import type { ClaimQueue } from '../../../../contract/claims/claims';
import { claimEndpoints } from '../../../../contract/claims/endpoints';
import { callApi } from '../../../lib/call-api';

export interface ClaimListFilter {
  queue: ClaimQueue | null;
  type: ClaimType | 'all';
  status: ClaimStatus | 'all';
  q: string;
  page: number;
}

/** A page of the claims queues, sorted by the next date, with how many match. */
export function useClaimList(filter: ClaimListFilter) {
  return useQuery({
    queryKey: [claimEndpoints.list.path, filter],
    queryFn: async ({ signal }) => {
      const query = {
        queue: filter.queue ?? undefined,
        type: filter.type === 'all' ? undefined : filter.type,
        status: filter.status === 'all' ? undefined : filter.status,
        q: filter.q || undefined,
        page: filter.page > 1 ? filter.page : undefined,
      };
      return (await callApi(claimEndpoints.list, { query, signal })).body;
    },
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
