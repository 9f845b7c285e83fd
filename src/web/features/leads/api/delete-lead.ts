import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadToasts } from '../../../../contract/leads/leads';
import { toast } from '../../../components/ui/use-toast';
import { adminRequest, LEADS_PATH } from '../../../lib/admin-request';
import { leadKeys } from './get-leads';

/** Erases a lead (and its personal data everywhere). */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest('DELETE', `${LEADS_PATH}/${id}`);
    },
    onSuccess: () => toast({ ...leadToasts.deleted }),
    onError: () => toast({ ...leadToasts.deleteFailed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
