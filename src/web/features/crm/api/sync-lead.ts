import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { crmToasts } from '../../../../contract/crm/crm';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CRM_PATH, crmKeys } from './get-crm-status';

const messageSchema = z.object({ message: z.string() });

export function syncLead(id: number) {
  return apiRequest('POST', `${CRM_PATH}/sync-lead/${id}`, { staff: true, schema: messageSchema });
}

/** Queues one lead for the partner CRM. */
export function useSyncLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLead,
    // Only queued: the partner has not answered yet (the table shows when it has).
    onSuccess: () => toast({ ...crmToasts.queued }),
    onError: (error) =>
      toast({
        title: crmToasts.syncFailed.title,
        description: serverMessage(error) ?? (error instanceof ApiError ? crmToasts.syncFailed.fallback : crmToasts.syncFailed.error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
