import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { downloadFile } from '../../../lib/download-file';
import { DOCUMENTS_PATH } from './get-documents';

export function downloadDocument({ id, fileName }: { id: number; fileName: string }): Promise<string> {
  return downloadFile(`${DOCUMENTS_PATH}/${id}/download`, fileName, { staff: true });
}

/** Downloads a client's document with the staff token (a plain link could not carry it). */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: downloadDocument,
    onError: (error) =>
      toast({ title: 'Download Failed', description: serverMessage(error) ?? 'The document could not be downloaded.', variant: 'destructive' }),
  });
}
