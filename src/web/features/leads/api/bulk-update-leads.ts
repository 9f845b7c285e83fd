import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leadEndpoints } from '../../../../contract/leads/endpoints';
import type { LeadBulkInput } from '../../../../contract/leads/bulk';
import { toast } from '../../../components/ui/use-toast';
import { callApi } from '../../../lib/call-api';
import { keptByHold } from '../../../lib/server-message';
import { leadKeys } from './lead-keys';

const plural = (n: number) => `${n} lead${n === 1 ? '' : 's'}`;

export const bulkToasts = {
  updated: (n: number) => ({ title: 'Leads Updated', description: `${plural(n)} updated.` }),
  deleted: (n: number) => ({ title: 'Leads Deleted', description: `${plural(n)} permanently deleted.` }),
  queued: (n: number) => ({ title: 'Leads Queued', description: `${plural(n)} queued for the partner CRM.` }),
  failed: { title: 'Error', description: 'Failed to update the selected leads.' },
} as const;

export async function bulkUpdateLeads(action: LeadBulkInput): Promise<number> {
  return (await callApi(leadEndpoints.bulk, { body: action })).body.affected;
}

/** Changes, shares or deletes many leads at once: the selected ones or all of a filter. */
export function useBulkLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateLeads,
    onSuccess: (affected, action) =>
      toast(
        action.action === 'delete'
          ? bulkToasts.deleted(affected)
          : action.action === 'crmSync'
            ? bulkToasts.queued(affected)
            : bulkToasts.updated(affected),
      ),
    // A legal hold among them says which and why: nothing was deleted.
    onError: (error) => toast({ ...(keptByHold(error, 'Leads kept') ?? bulkToasts.failed), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
