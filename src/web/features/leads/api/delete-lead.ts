import { leadToasts } from '../../../../contract/leads/leads';
import { apiRequest, isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
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
    failed: (error) =>
      isApiError(error) && error.status === 409 ? { title: 'Lead kept', description: serverMessage(error) ?? '' } : leadToasts.deleteFailed,
  });
