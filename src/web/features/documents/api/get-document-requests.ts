import { useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { callApi } from '../../../lib/call-api';
import { clientDocumentRequestsKey } from './document-keys';

/** The client's checklist: what their caseworker asked for, and where each stands. */
export function useClientDocumentRequests(accountId: number) {
  return useQuery({
    queryKey: clientDocumentRequestsKey(accountId),
    queryFn: async ({ signal }) => (await callApi(documentEndpoints.requestsForClient, { params: { id: accountId }, signal })).body.items,
  });
}
