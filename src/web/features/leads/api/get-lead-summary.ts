import { useQuery } from '@tanstack/react-query';
import { leadSummarySchema } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH, leadKeys } from './lead-keys';

export function getLeadSummary(signal?: AbortSignal) {
  return apiRequest('GET', `${LEADS_PATH}/summary`, { signal, staff: true, schema: leadSummarySchema });
}

/** The four counts of the summary cards, over all leads. */
export function useLeadSummary() {
  return useQuery({
    queryKey: leadKeys.summary,
    queryFn: ({ signal }) => getLeadSummary(signal),
  });
}
