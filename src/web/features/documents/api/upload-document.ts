import { documentSchema, type ClientDocument } from '../../../../contract/documents/documents';
import { apiRequest } from '../../../lib/api';
import { useChange } from '../../../lib/use-change';
import { clientTimelineKey } from '../../../lib/query-keys';
import { clientDocumentRequestsKey, clientDocumentsKey } from './document-keys';

export interface UploadInput {
  clientAccountId: number;
  documentType: 'id' | 'transaction_proof';
  fileName: string;
  fileSize: number;
  mimeType: string;
  /** base64 without the data: prefix */
  fileData: string;
  status: 'pending';
  /** The caseworker's request this upload answers. */
  requestId?: number;
}

export function uploadDocument(input: UploadInput): Promise<ClientDocument> {
  return apiRequest('POST', '/api/client/documents', { body: input, schema: documentSchema });
}

/** Uploads a client's document; their document list reloads after. */
export const useUploadDocument = () =>
  useChange({
    call: uploadDocument,
    refresh: (input: UploadInput) => [
      clientDocumentsKey(input.clientAccountId),
      clientDocumentRequestsKey(input.clientAccountId),
      clientTimelineKey(input.clientAccountId),
    ],
  });
