import { z } from 'zod';
import { crmToasts } from '../../../../contract/crm/crm';
import { ApiError, apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { CRM_PATH, crmKeys } from './get-crm-status';

const messageSchema = z.object({ message: z.string() }).loose();

export function syncLeads(leadIds: number[]) {
  return apiRequest('POST', `${CRM_PATH}/sync-leads`, { body: { leadIds }, staff: true, schema: messageSchema });
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
