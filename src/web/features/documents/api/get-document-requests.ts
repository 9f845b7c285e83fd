import { useQuery } from '@tanstack/react-query';
import { documentRequestListSchema } from '../../../../contract/documents/requests';
import { apiRequest } from '../../../lib/api';
import { clientDocumentRequestsKey } from './document-keys';

/** The client's checklist: what their caseworker asked for, and where each stands. */
export function useClientDocumentRequests(accountId: number) {
  return useQuery({
    queryKey: clientDocumentRequestsKey(accountId),
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', `/api/client/document-requests/${accountId}`, { signal, schema: documentRequestListSchema })).items,
  });
}
