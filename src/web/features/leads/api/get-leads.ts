import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import { callApi } from '../../../lib/call-api';
import { type LeadListParams, listQueryOf } from '../lib/lead-list-params';
import { leadKeys } from './lead-keys';

export async function getLeads(params: LeadListParams, signal?: AbortSignal) {
  return (await callApi(leadEndpoints.list, { query: listQueryOf(params), signal })).body;
}

/** One page of leads for the current search, filters and sort; the last page stays shown while the next loads. */
export function useLeads(params: LeadListParams) {
  return useQuery({
    queryKey: leadKeys.list(params),
    queryFn: ({ signal }) => getLeads(params, signal),
    placeholderData: keepPreviousData,
  });
}
