import { useState } from 'react';
import { type DocumentType, uploadToasts } from '../../../../contract/documents/documents';
import { toast } from '../../../components/ui/use-toast';
import { useUploadDocument } from '../api/upload-document';
import { readAsBase64, uploadFailureToast } from './upload-file';

export type UploadFailure = { title: string; description: string };

/** Reads a chosen file and uploads it: `busy` while either; `failure` says why the last file was not taken, until cleared. */
export function useFileUpload(accountId: number) {
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const upload = useUploadDocument();

  /** Sends the file as `documentType`, answering the request `requestId` when given; true once it is stored. */
  const send = async (file: File, mimeType: string, documentType: DocumentType, requestId?: number): Promise<boolean> => {
    setReading(true);
    try {
      const fileData = await readAsBase64(file);
      setReading(false);
      await upload.mutateAsync({
        clientAccountId: accountId,
        documentType,
        fileName: file.name,
        fileSize: file.size,
        mimeType,
        fileData,
        status: 'pending',
        ...(requestId === undefined ? {} : { requestId }),
      });
      toast(uploadToasts.uploaded);
      return true;
    } catch (error) {
      setFailure(uploadFailureToast(error));
      return false;
    } finally {
      setReading(false);
    }
  };

  return { send, busy: reading || upload.isPending, failure, setFailure };
}
