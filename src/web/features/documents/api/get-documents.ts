import type { ClientDocument, DOCUMENT_STATUSES } from '../../../../contract/documents/documents';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { statusList } from '../../../lib/status-list';

type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type DocumentFilter = DocumentStatus | 'all';

const { list } = documentEndpoints;
const documents = statusList<typeof list, ClientDocument, DocumentStatus>(list, (page) => page);
export const documentKeys = documents.keys;

/** Documents clients uploaded, optionally of one review status. */
export const useDocuments = (status: DocumentFilter) => documents.useList(status);
