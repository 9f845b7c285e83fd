import { Download } from 'lucide-react';
import { downloadFile } from '../../lib/download-file';
import { useStaffDownload } from '../../lib/use-staff-download';
import { Button } from './button';

/**
 * An admin's download of everything held about a person (a subject-access request): one ZIP. A refusal
 * says the server's reason; a 403 makes the panel ask again who is signed in (a mutation, like every change).
 */
export function PersonalDataButton({ url, fileName }: { url: string; fileName: string }) {
  const download = useStaffDownload(() => downloadFile(url, fileName, { staff: true }), { title: 'Download failed' });
  return (
    <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {download.isPending ? 'Preparing...' : 'Download personal data'}
    </Button>
  );
}
