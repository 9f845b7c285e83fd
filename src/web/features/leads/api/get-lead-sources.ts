import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import { callApi } from '../../../lib/call-api';
import { leadKeys } from './lead-keys';

/** Leads per source and status received between `from` and `to` (dates, both included). */
export function useLeadSources(from: string, to: string) {
  return useQuery({
    queryKey: leadKeys.sources(from, to),
    queryFn: async ({ signal }) => (await callApi(leadEndpoints.sources, { query: { from, to }, signal })).body.items,
    placeholderData: keepPreviousData,
  });
}
