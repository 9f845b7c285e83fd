import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadSourcesSchema } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH } from './lead-keys';

/** Leads per source and status received between `from` and `to` (dates, both included). */
export function useLeadSources(from: string, to: string) {
  return useQuery({
    queryKey: [LEADS_PATH, 'sources', from, to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', `${LEADS_PATH}/sources?${new URLSearchParams({ from, to }).toString()}`, {
          signal,
          staff: true,
          schema: leadSourcesSchema,
        })
      ).items,
    placeholderData: keepPreviousData,
  });
}
