import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { crmToasts } from '../../../../contract/crm/crm';
import { toast } from '../../../components/ui/use-toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { CRM_PATH, crmKeys } from './get-crm-status';

const messageSchema = z.object({ message: z.string() }).loose();

export function syncLeads(leadIds: number[]) {
  return apiRequest('POST', `${CRM_PATH}/sync-leads`, { body: { leadIds }, staff: true, schema: messageSchema });
}

/** Queues the selected leads for the partner CRM. */
export function useSyncLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncLeads,
    onSuccess: (result) => toast({ title: crmToasts.bulkDone, description: result.message }),
    onError: (error) =>
      toast({
        title: crmToasts.bulkFailed.title,
        description: serverMessage(error) ?? (error instanceof ApiError ? crmToasts.bulkFailed.fallback : crmToasts.bulkFailed.error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
}
