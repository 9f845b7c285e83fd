import { useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { callApi } from '../../../lib/call-api';

const { requestsOfAccount } = documentEndpoints;

/**
 * The documents the client sent in answer to a request (a statement, a receipt): what a payment can name
 * as its proof. The key and reply are the documents panel's own, so both read one cache entry.
 */
export function useProofDocuments(accountId: number) {
  const requests = useQuery({
    queryKey: [requestsOfAccount.path, accountId],
    queryFn: async ({ signal }) => (await callApi(requestsOfAccount, { params: { id: accountId }, signal })).body.items,
  });
  return (requests.data ?? []).flatMap((request) => (request.documentId === null ? [] : [{ id: request.documentId, title: request.title }]));
}
