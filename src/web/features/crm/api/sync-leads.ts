import { crmToasts } from '../../../../contract/crm/crm';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import { ApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { crmKeys } from './get-crm-status';

export async function syncLeads(leadIds: number[]) {
  return (await callApi(crmEndpoints.syncLeads, { body: { leadIds } })).body;
}

/** Queues the selected leads for the partner CRM. */
export const useSyncLeads = () =>
  useChange({
    call: syncLeads,
    refresh: crmKeys.all,
    done: (result) => ({ title: crmToasts.bulkDone, description: result.message }),
    failed: (error) => ({
      title: crmToasts.bulkFailed.title,
      description: serverMessage(error) ?? (error instanceof ApiError ? crmToasts.bulkFailed.fallback : crmToasts.bulkFailed.error),
    }),
  });
