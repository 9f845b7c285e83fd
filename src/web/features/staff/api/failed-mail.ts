import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailEndpoints as endpoints } from '../../../../contract/shared/mail-endpoints';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';

const FAILED_MAIL_KEY = [endpoints.failed.path] as const;

/** Email that failed after every attempt. */
export function useFailedMail() {
  return useQuery({
    queryKey: FAILED_MAIL_KEY,
    queryFn: async ({ signal }) => (await callApi(endpoints.failed, { signal })).body.items,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await callApi(endpoints.retry, { params: { id } })).body,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FAILED_MAIL_KEY });
      toast({ title: 'Queued again', description: 'The email will be sent again shortly.' });
    },
    onError: (error) => toast({ title: 'Not queued', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
