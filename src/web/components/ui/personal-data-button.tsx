import { Download } from 'lucide-react';
import type { EndpointDefinition, EndpointInput } from '../../../contract/shared/endpoint';
import { downloadEndpoint } from '../../lib/download-file';
import { useStaffDownload } from '../../lib/use-staff-download';
import { Button } from './button';

/**
 * An admin's download of everything held about a person (a subject-access request): one ZIP. A refusal
 * says the server's reason; a 403 makes the panel ask again who is signed in (a mutation, like every change).
 */
export function PersonalDataButton<E extends EndpointDefinition>({
  endpoint,
  input,
  fileName,
}: {
  endpoint: E;
  input: EndpointInput<E>;
  fileName: string;
}) {
  const download = useStaffDownload(() => downloadEndpoint(endpoint, input, fileName), { title: 'Download failed' });
  return (
    <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {download.isPending ? 'Preparing...' : 'Download personal data'}
    </Button>
  );
}
