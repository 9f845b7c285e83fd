import { leadEndpoints } from '../../../../contract/leads/endpoints';
import { leadToasts } from '../../../../contract/leads/lead';
import { callApi } from '../../../lib/call-api';
import { keptByHold } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { leadKeys } from './lead-keys';

export async function deleteLead(id: number): Promise<void> {
  await callApi(leadEndpoints.erase, { params: { id } });
}

/** Erases a lead (and its personal data everywhere). */
export const useDeleteLead = () =>
  useChange({
    call: deleteLead,
    refresh: leadKeys.all,
    done: () => leadToasts.deleted,
    // A legal hold says why the lead is kept.
    failed: (error) => keptByHold(error, 'Lead kept') ?? leadToasts.deleteFailed,
  });
