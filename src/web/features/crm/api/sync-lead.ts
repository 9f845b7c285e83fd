import { z } from 'zod';
import { crmToasts } from '../../../../contract/crm/crm';
import { ApiError, apiRequest } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useChange } from '../../../lib/use-change';
import { CRM_PATH, crmKeys } from './get-crm-status';

const messageSchema = z.object({ message: z.string() });

export function syncLead(id: number) {
  return apiRequest('POST', `${CRM_PATH}/sync-lead/${id}`, { staff: true, schema: messageSchema });
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
