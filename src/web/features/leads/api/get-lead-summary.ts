import { useQuery } from '@tanstack/react-query';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import { callApi } from '../../../lib/call-api';
import { leadKeys } from './lead-keys';

export async function getLeadSummary(signal?: AbortSignal) {
  return (await callApi(leadEndpoints.summary, { signal })).body;
}

/** The four counts of the summary cards, over all leads. */
export function useLeadSummary() {
  return useQuery({
    queryKey: leadKeys.summary,
    queryFn: ({ signal }) => getLeadSummary(signal),
  });
}
