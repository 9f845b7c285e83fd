import { leadSchema, leadToasts, type LeadUpdate } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { useChange } from '../../../lib/use-change';
import { LEADS_PATH, leadKeys } from './lead-keys';

export function updateLead({ id, changes }: { id: number; changes: LeadUpdate }) {
  return apiRequest('PATCH', `${LEADS_PATH}/${id}`, { body: changes, staff: true, schema: leadSchema });
}

/** Saves a lead's editable fields; the list, summary and history refresh after. */
export const useUpdateLead = () =>
  useChange({ call: updateLead, refresh: leadKeys.all, done: () => leadToasts.updated, failed: () => leadToasts.updateFailed });
