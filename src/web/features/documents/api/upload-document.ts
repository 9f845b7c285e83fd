import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type ClientDocument } from '../../../../contract/documents/documents';
import { apiRequest } from '../../../lib/api';
import { clientDocumentsKey } from './document-keys';

export interface UploadInput {
  clientAccountId: number;
  documentType: 'id' | 'transaction_proof';
  fileName: string;
  fileSize: number;
  mimeType: string;
  /** base64 without the data: prefix */
  fileData: string;
  status: 'pending';
}

export function uploadDocument(input: UploadInput): Promise<ClientDocument> {
  return apiRequest('POST', '/api/client/documents', { body: input, schema: documentSchema });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: clientDocumentsKey(input.clientAccountId) }),
  });
}
