import { useMutation } from '@tanstack/react-query';
import { toast } from '../components/ui/use-toast';
import { serverMessage } from './server-message';

/**
 * A file staff download with their token, as a mutation: the query client's handler sees a 401 or 403
 * (and re-checks who is signed in), and a refusal is toasted with the server's reason under `failed.title`.
 */
export function useStaffDownload<Variables = void>(
  download: (variables: Variables) => Promise<string>,
  failed: { title: string; description?: string },
) {
  return useMutation({
    mutationFn: download,
    onError: (error) =>
      toast({ title: failed.title, description: serverMessage(error) ?? failed.description ?? 'Please try again.', variant: 'destructive' }),
  });
}
