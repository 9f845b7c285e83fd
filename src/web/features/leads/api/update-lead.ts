import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadSchema, leadToasts, type LeadUpdate } from '../../../../contract/leads/leads';
import { toast } from '../../../components/ui/use-toast';
import { adminRequest, LEADS_PATH } from '../../../lib/admin-request';
import { leadKeys } from './get-leads';

/** Saves a lead's editable fields; the list, summary and history refresh after. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: LeadUpdate }) =>
      leadSchema.parse(await adminRequest('PATCH', `${LEADS_PATH}/${id}`, changes)),
    onSuccess: () => toast({ ...leadToasts.updated }),
    onError: () => toast({ ...leadToasts.updateFailed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
