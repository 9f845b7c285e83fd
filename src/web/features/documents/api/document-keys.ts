import { CLIENT_QUERY_ROOT } from '../../../lib/query-keys';

/** A client's own documents, under the client prefix so signing out drops them. */
export const clientDocumentsKey = (accountId: number) => [CLIENT_QUERY_ROOT, 'documents', accountId] as const;

/** What a client's caseworker asked them for. */
export const clientDocumentRequestsKey = (accountId: number) => [CLIENT_QUERY_ROOT, 'document-requests', accountId] as const;
