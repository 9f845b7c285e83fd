import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { crmToasts } from '../../../../contract/crm/crm';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { adminRequest } from '../../../lib/admin-request';
import { serverMessage } from '../../accounts/api/client-accounts-keys';
import { CRM_PATH, crmKeys } from './get-crm-status';

const messageSchema = z.object({ message: z.string() }).loose();

/** Queues the selected leads for the partner CRM. */
export function useSyncLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (leadIds: number[]) => messageSchema.parse(await adminRequest('POST', `${CRM_PATH}/sync-leads`, { leadIds })),
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
