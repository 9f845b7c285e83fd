import { documentEndpoints } from '../../../../contract/documents/endpoints';
import { downloadEndpoint } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';

export function downloadDocument({ id, fileName }: { id: number; fileName: string }): Promise<string> {
  return downloadEndpoint(documentEndpoints.download, { params: { id } }, fileName);
}

/** Downloads a client's document with the staff token (a plain link could not carry it). */
export function useDownloadDocument() {
  return useStaffDownload(downloadDocument, { title: 'Download Failed', description: 'The document could not be downloaded.' });
}
