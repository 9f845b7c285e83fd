import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outstandingRequestListSchema } from '../../../../contract/documents/requests';
import { apiRequest } from '../../../lib/api';

export const OUTSTANDING_REQUESTS_PATH = '/api/admin/document-requests';

/** A page of the documents still awaited from clients, soonest due first, with how many there are. */
export function useOutstandingRequests(page: number) {
  return useQuery({
    queryKey: [OUTSTANDING_REQUESTS_PATH, page],
    queryFn: ({ signal }) =>
      apiRequest('GET', page > 1 ? `${OUTSTANDING_REQUESTS_PATH}?page=${page}` : OUTSTANDING_REQUESTS_PATH, {
        signal,
        staff: true,
        schema: outstandingRequestListSchema,
      }),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
