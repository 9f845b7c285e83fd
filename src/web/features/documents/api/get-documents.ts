import { z } from 'zod';
import { type ClientDocument, documentSchema, type DOCUMENT_STATUSES } from '../../../../contract/documents/documents';
import { statusList } from '../../../lib/status-list';

export const DOCUMENTS_PATH = '/api/admin/documents';
type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type DocumentFilter = DocumentStatus | 'all';

const documents = statusList<ClientDocument, DocumentStatus>(DOCUMENTS_PATH, z.array(documentSchema));
export const documentKeys = documents.keys;

/** Documents clients uploaded, optionally of one review status. */
export const useDocuments = (status: DocumentFilter) => documents.useList(status);
