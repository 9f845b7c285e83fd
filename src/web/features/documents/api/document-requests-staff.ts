import { useQuery } from '@tanstack/react-query';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';

const { requestsOfAccount, request } = documentEndpoints;
const key = (accountId: number) => [requestsOfAccount.path, accountId] as const;

/** A client's document requests, for staff. */
export function useDocumentRequests(accountId: number) {
  return useQuery({
    queryKey: key(accountId),
    queryFn: async ({ signal }) => (await callApi(requestsOfAccount, { params: { id: accountId }, signal })).body.items,
  });
}

/** Asks the client for a document. */
export const useRequestDocument = (accountId: number) =>
  useChange({
    call: async (input: BodyOf<typeof request>) => (await callApi(request, { params: { id: accountId }, body: input })).body,
    refresh: key(accountId),
    done: () => ({ title: 'Document requested', description: 'The client sees it on their dashboard and has been emailed.' }),
    failed: (error) => ({ title: 'Not requested', description: serverMessage(error) ?? 'Please try again.' }),
  });
