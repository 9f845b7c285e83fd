import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { Button } from './button';
import { toast } from './use-toast';

/** An admin's download of everything held about a person (a subject-access request): one ZIP. */
export function PersonalDataButton({ url, fileName }: { url: string; fileName: string }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadFile(url, fileName, { staff: true });
    } catch {
      toast({ title: 'Download failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={pending} onClick={() => void download()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {pending ? 'Preparing...' : 'Download personal data'}
    </Button>
  );
}
