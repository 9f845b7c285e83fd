import { downloadFile } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';
import { DOCUMENTS_PATH } from './get-documents';

export function downloadDocument({ id, fileName }: { id: number; fileName: string }): Promise<string> {
  return downloadFile(`${DOCUMENTS_PATH}/${id}/download`, fileName, { staff: true });
}

/** Downloads a client's document with the staff token (a plain link could not carry it). */
export function useDownloadDocument() {
  return useStaffDownload(downloadDocument, { title: 'Download Failed', description: 'The document could not be downloaded.' });
}
