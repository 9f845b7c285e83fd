import { useQuery } from '@tanstack/react-query';
import type { ClientDocument } from '../../../../contract/documents/documents';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { clientDocumentsKey } from './document-keys';

export async function getClientDocuments(accountId: number, signal?: AbortSignal): Promise<ClientDocument[]> {
  return (await callApi(documentEndpoints.listForClient, { params: { id: accountId }, signal })).body;
}

export function useClientDocuments(accountId: number) {
  return useQuery<ClientDocument[]>({
    queryKey: clientDocumentsKey(accountId),
    queryFn: ({ signal }) => getClientDocuments(accountId, signal),
  });
}

/** Where a client downloads a document: a plain link, the session cookie authorises it. */
export function documentDownloadUrl(documentId: number): string {
  return endpointUrl(documentEndpoints.downloadForClient, { params: { id: documentId } });
}
