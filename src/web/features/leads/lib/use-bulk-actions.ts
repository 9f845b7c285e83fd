import { useState } from 'react';
import type { LeadBulkInput } from '../../../../contract/leads/bulk';
import { toast } from '../../../components/ui/use-toast';
import { useBulkLeads } from '../api/bulk-update-leads';
import { countLeads } from '../api/lead-desk';
import type { BulkAction, BulkTarget } from './bulk-question';
import { filterOf, type LeadListParams } from './lead-list-params';

/**
 * A bulk action on the bar's target: a change to the selected rows goes at once; one to a whole filter,
 * or a deletion, is confirmed first (`asking`, with the exact count), then sent with `confirm`.
 */
export function useBulkActions(target: BulkTarget, params: LeadListParams, onDone: () => void) {
  const bulk = useBulkLeads();
  const [asking, setAsking] = useState<{ action: BulkAction; count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const byFilter = 'allMatching' in target;

  const send = (action: BulkAction, after?: () => void) =>
    bulk.mutate({ ...action, ...(byFilter ? { filter: filterOf(params) } : { ids: target.ids }) } as LeadBulkInput, {
      onSettled: () => setAsking(null),
      onSuccess: () => {
        after?.();
        if (byFilter || action.action === 'delete') onDone();
      },
    });

  const apply = async (action: BulkAction, after?: () => void) => {
    if (!byFilter && action.action !== 'delete') return send(action, after);
    if (!byFilter) return setAsking({ action, count: target.ids.length });
    setCounting(true);
    try {
      setAsking({ action, count: await countLeads(params) });
    } catch {
      toast({ title: 'Error', description: 'Could not count the leads of this filter.', variant: 'destructive' });
    } finally {
      setCounting(false);
    }
  };

  return {
    asking,
    apply,
    confirm: () => asking && send(asking.action),
    dismiss: () => !bulk.isPending && setAsking(null),
    sending: bulk.isPending,
    busy: bulk.isPending || counting,
  };
}
