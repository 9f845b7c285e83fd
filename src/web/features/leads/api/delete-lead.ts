import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadToasts } from '../../../../contract/leads/leads';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH, leadKeys } from './lead-keys';

export async function deleteLead(id: number): Promise<void> {
  await apiRequest('DELETE', `${LEADS_PATH}/${id}`, { staff: true });
}

/** Erases a lead (and its personal data everywhere). */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: () => toast({ ...leadToasts.deleted }),
    onError: () => toast({ ...leadToasts.deleteFailed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
