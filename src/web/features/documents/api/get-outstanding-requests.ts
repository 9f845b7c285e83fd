import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { callApi } from '../../../lib/call-api';

const { outstandingRequests } = documentEndpoints;
/** Every page of the outstanding requests starts its query key with this. */
export const outstandingRequestsKey = [outstandingRequests.path] as const;

/** A page of the documents still awaited from clients, soonest due first, with how many there are. */
export function useOutstandingRequests(page: number) {
  return useQuery({
    queryKey: [...outstandingRequestsKey, page],
    queryFn: async ({ signal }) => (await callApi(outstandingRequests, { query: { page: page > 1 ? page : undefined }, signal })).body,
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
