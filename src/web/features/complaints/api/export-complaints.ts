import { complaintEndpoints } from '../../../../contract/complaints/endpoints';
import { downloadEndpoint } from '../../../lib/download-file';
import { useStaffDownload } from '../../../lib/use-staff-download';

/** Downloads the complaints register as CSV (an admin's); a refusal says the server's reason. */
export function useExportComplaints() {
  return useStaffDownload(() => downloadEndpoint(complaintEndpoints.exportCsv, undefined, 'complaints.csv'), { title: 'Export failed' });
}
