import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadListSchema } from '../../../../contract/leads/leads';
import { writeLeadListParams, type LeadListParams } from '../lib/lead-list-params';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH, leadKeys } from './lead-keys';

export function getLeads(params: LeadListParams, signal?: AbortSignal) {
  const query = writeLeadListParams(params).toString();
  return apiRequest('GET', query ? `${LEADS_PATH}?${query}` : LEADS_PATH, { signal, staff: true, schema: leadListSchema });
}

/** One page of leads for the current search, filters and sort; the last page stays shown while the next loads. */
export function useLeads(params: LeadListParams) {
  return useQuery({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => getLeads(params, signal),
    placeholderData: keepPreviousData,
  });
}
