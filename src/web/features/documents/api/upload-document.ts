import type { ClientDocument } from '../../../../contract/documents/documents';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { callApi } from '../../../lib/call-api';
import { clientTimelineKey } from '../../../lib/query-keys';
import { useChange } from '../../../lib/use-change';
import { clientDocumentRequestsKey, clientDocumentsKey } from './document-keys';

/** An upload as the card sends it: `fileData` is the file's base64, without a data: prefix. */
export type UploadInput = BodyOf<typeof documentEndpoints.upload>;

export async function uploadDocument(input: UploadInput): Promise<ClientDocument> {
  return (await callApi(documentEndpoints.upload, { body: input })).body;
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
