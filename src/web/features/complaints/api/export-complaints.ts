import { downloadFile } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';
import { COMPLAINTS_EXPORT_PATH } from './complaints';

/** Downloads the complaints register as CSV (an admin's); a refusal says the server's reason. */
export function useExportComplaints() {
  return useStaffDownload(() => downloadFile(COMPLAINTS_EXPORT_PATH, 'complaints.csv', { staff: true }), { title: 'Export failed' });
}
