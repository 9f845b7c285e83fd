import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { leadListSchema, leadSummarySchema } from '../../../../contract/leads/leads';
import { writeLeadListParams, type LeadListParams } from '../lib/lead-list-params';
import { adminRequest, LEADS_PATH } from '../../../lib/admin-request';

export const leadKeys = {
  all: [LEADS_PATH] as const,
  list: (params: LeadListParams) => [LEADS_PATH, 'list', params] as const,
  summary: [LEADS_PATH, 'summary'] as const,
  history: (id: number) => [LEADS_PATH, id, 'history'] as const,
};

/** One page of leads for the current search, filters and sort; the last page stays shown while the next loads. */
export function useLeads(params: LeadListParams) {
  return useQuery({
    queryKey: leadKeys.list(params),
    queryFn: async ({ signal }) => {
      const query = writeLeadListParams(params).toString();
      return leadListSchema.parse(await adminRequest('GET', query ? `${LEADS_PATH}?${query}` : LEADS_PATH, undefined, signal));
    },
    placeholderData: keepPreviousData,
  });
}

/** The four counts of the summary cards, over all leads. */
export function useLeadSummary() {
  return useQuery({
    queryKey: leadKeys.summary,
    queryFn: async ({ signal }) => leadSummarySchema.parse(await adminRequest('GET', `${LEADS_PATH}/summary`, undefined, signal)),
  });
}
