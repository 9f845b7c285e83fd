import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { downloadFile } from '../../../lib/download-file';
import { serverMessage } from '../../../lib/server-message';
import { COMPLAINTS_EXPORT_PATH } from './complaints';

/** Downloads the complaints register as CSV (an admin's); a refusal says the server's reason. */
export function useExportComplaints() {
  return useMutation({
    mutationFn: () => downloadFile(COMPLAINTS_EXPORT_PATH, 'complaints.csv', { staff: true }),
    onError: (error) => toast({ title: 'Export failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
