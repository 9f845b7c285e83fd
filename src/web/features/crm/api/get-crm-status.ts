import { useQuery } from '@tanstack/react-query';
import { crmSyncStatusSchema } from '../../../../contract/crm/crm';
import { apiRequest } from '../../../lib/api';

export const CRM_PATH = '/api/admin/crm';
export const CRM_POLL_MS = 2000;

export const crmKeys = {
  all: [CRM_PATH] as const,
  status: [CRM_PATH, 'sync-status'] as const,
};

export function getCrmStatus(signal?: AbortSignal) {
  return apiRequest('GET', `${CRM_PATH}/sync-status`, { signal, staff: true, schema: crmSyncStatusSchema });
}

/** Stats and leads of the CRM sync; polled every 2 s while any lead is queued, so the table follows the jobs. */
export function useCrmStatus() {
  return useQuery({
    queryKey: crmKeys.status,
    queryFn: ({ signal }) => getCrmStatus(signal),
    refetchInterval: (query) => (query.state.data?.leads.some((lead) => lead.queued) ? CRM_POLL_MS : false),
  });
}

/** Whether the partner CRM is configured (from the same status the CRM tab shows); false until known. */
export function useCrmConfigured(enabled = true): boolean {
  const { data } = useQuery({
    queryKey: crmKeys.status,
    queryFn: ({ signal }) => getCrmStatus(signal),
    select: (status) => status.configured,
    enabled,
  });
  return data ?? false;
}
