import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { documentSchema, type DOCUMENT_STATUSES } from '../../../../contract/documents/documents';
import { apiRequest } from '../../../lib/api';

export const DOCUMENTS_PATH = '/api/admin/documents';
export type DocumentFilter = (typeof DOCUMENT_STATUSES)[number] | 'all';

export const documentKeys = {
  all: [DOCUMENTS_PATH] as const,
  list: (status: DocumentFilter) => [DOCUMENTS_PATH, status] as const,
};

export function getDocuments(status: DocumentFilter, signal?: AbortSignal) {
  return apiRequest('GET', status === 'all' ? DOCUMENTS_PATH : `${DOCUMENTS_PATH}?status=${status}`, {
    signal,
    staff: true,
    schema: z.array(documentSchema),
  });
}

/** Documents clients uploaded, optionally of one review status. */
export function useDocuments(status: DocumentFilter) {
  return useQuery({
    queryKey: documentKeys.list(status),
    queryFn: ({ signal }) => getDocuments(status, signal),
    placeholderData: keepPreviousData,
  });
}
