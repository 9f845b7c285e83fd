import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { documentSchema, type ClientDocument } from '../../../../contract/documents/documents';
import { apiRequest } from '../../../lib/api';
import { clientDocumentsKey } from './document-keys';

export function getClientDocuments(accountId: number, signal?: AbortSignal): Promise<ClientDocument[]> {
  return apiRequest('GET', `/api/client/documents/${accountId}`, { signal, schema: z.array(documentSchema) });
}

export function useClientDocuments(accountId: number) {
  return useQuery<ClientDocument[]>({
    queryKey: clientDocumentsKey(accountId),
    queryFn: ({ signal }) => getClientDocuments(accountId, signal),
  });
}

/** Where a client downloads a document: a plain link, the session cookie authorises it. */
export function documentDownloadUrl(documentId: number): string {
  return `/api/client/documents/download/${documentId}`;
}
