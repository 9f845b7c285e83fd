import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadSchema, leadToasts, type LeadUpdate } from '../../../../contract/leads/leads';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH, leadKeys } from './lead-keys';

export function updateLead({ id, changes }: { id: number; changes: LeadUpdate }) {
  return apiRequest('PATCH', `${LEADS_PATH}/${id}`, { body: changes, staff: true, schema: leadSchema });
}

/** Saves a lead's editable fields; the list, summary and history refresh after. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: () => toast({ ...leadToasts.updated }),
    onError: () => toast({ ...leadToasts.updateFailed, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
