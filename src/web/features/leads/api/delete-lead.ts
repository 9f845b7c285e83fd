import { leadToasts } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { keptByHold } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { LEADS_PATH, leadKeys } from './lead-keys';

export async function deleteLead(id: number): Promise<void> {
  await apiRequest('DELETE', `${LEADS_PATH}/${id}`, { staff: true });
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
