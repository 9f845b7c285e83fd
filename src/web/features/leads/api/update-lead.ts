import { leadEndpoints } from '../../../../contract/leads/endpoints';
import { leadToasts, type LeadUpdateInput } from '../../../../contract/leads/lead';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { leadKeys } from './lead-keys';

export async function updateLead({ id, changes }: { id: number; changes: LeadUpdateInput }) {
  return (await callApi(leadEndpoints.update, { params: { id }, body: changes })).body;
}

/** Saves a lead's editable fields; the list, summary and history refresh after. */
export const useUpdateLead = () =>
  useChange({ call: updateLead, refresh: leadKeys.all, done: () => leadToasts.updated, failed: () => leadToasts.updateFailed });
