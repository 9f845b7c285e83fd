import { useQuery } from '@tanstack/react-query';
import { type CreateDocumentRequest, documentRequestListSchema, documentRequestSchema } from '../../../../contract/documents/requests';
import { apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const path = (accountId: number) => `/api/admin/client-accounts/${accountId}/document-requests`;
const key = (accountId: number) => [path(accountId)] as const;

/** A client's document requests, for staff. */
export function useDocumentRequests(accountId: number) {
  return useQuery({
    queryKey: key(accountId),
    queryFn: async ({ signal }) => (await apiRequest('GET', path(accountId), { signal, staff: true, schema: documentRequestListSchema })).items,
  });
}

/** Asks the client for a document. */
export const useRequestDocument = (accountId: number) =>
  useChange({
    call: (input: CreateDocumentRequest) => apiRequest('POST', path(accountId), { body: input, staff: true, schema: documentRequestSchema }),
    refresh: key(accountId),
    done: () => ({ title: 'Document requested', description: 'The client sees it on their dashboard and has been emailed.' }),
    failed: (error) => ({ title: 'Not requested', description: serverMessage(error) ?? 'Please try again.' }),
  });
