import { useQuery } from '@tanstack/react-query';
import { outstandingRequestListSchema } from '../../../../contract/documents/requests';
import { apiRequest } from '../../../lib/api';

export const OUTSTANDING_REQUESTS_PATH = '/api/admin/document-requests';

/** The documents still awaited from clients, soonest due first. */
export function useOutstandingRequests() {
  return useQuery({
    queryKey: [OUTSTANDING_REQUESTS_PATH],
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', OUTSTANDING_REQUESTS_PATH, { signal, staff: true, schema: outstandingRequestListSchema })).items,
  });
}
