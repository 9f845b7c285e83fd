import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The one query of the CRM sync status: the CRM tab and every "is a partner CRM set up?" read it. */
export const crmStatusQuery = queryOptions({
  queryKey: crmKeys.status,
  queryFn: ({ signal }) => getCrmStatus(signal),
});

/** Stats and leads of the CRM sync; polled every 2 s while any lead is queued and a partner takes them, so the table follows the jobs. */
export function useCrmStatus() {
  return useQuery({
    ...crmStatusQuery,
    refetchInterval: (query) => (query.state.data?.configured && query.state.data.leads.some((lead) => lead.queued) ? CRM_POLL_MS : false),
  });
}

/** Whether a partner CRM is configured (from the same status the CRM tab shows); undefined until known. */
export function useCrmConfigured(enabled = true): boolean | undefined {
  return useQuery({ ...crmStatusQuery, select: (status) => status.configured, enabled }).data;
}
