import { crmToasts } from '../../../../contract/crm/crm';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import { ApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { crmKeys } from './get-crm-status';

export async function syncLead(id: number) {
  return (await callApi(crmEndpoints.syncLead, { params: { id } })).body;
}

/** Queues one lead for the partner CRM (only queued: the partner has not answered yet; the table shows when it has). */
export const useSyncLead = () =>
  useChange({
    call: syncLead,
    refresh: crmKeys.all,
    done: () => crmToasts.queued,
    failed: (error) => ({
      title: crmToasts.syncFailed.title,
      description: serverMessage(error) ?? (error instanceof ApiError ? crmToasts.syncFailed.fallback : crmToasts.syncFailed.error),
    }),
  });
