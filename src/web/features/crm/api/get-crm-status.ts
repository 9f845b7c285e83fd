import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { crmEndpoints } from '../../../../contract/crm/endpoints';
import { callApi } from '../../../lib/call-api';

export const CRM_POLL_MS = 2000;

const STATUS = crmEndpoints.syncStatus.path;
export const crmKeys = {
  all: [STATUS] as const,
  status: (page: number) => [STATUS, page] as const,
};

/** The stats, and one page of leads (newest first, the contract's page size). */
export async function getCrmStatus(page: number, signal?: AbortSignal) {
  return (await callApi(crmEndpoints.syncStatus, { query: { page: page > 1 ? page : undefined }, signal })).body;
}

/** The one query of the CRM sync status: the CRM tab and every "is a partner CRM set up?" (page 1) read it. */
export const crmStatusQuery = (page = 1) =>
  queryOptions({
    queryKey: crmKeys.status(page),
    queryFn: ({ signal }) => getCrmStatus(page, signal),
  });

/** Stats and a page of leads of the CRM sync; polled every 2 s while any lead is queued and a partner takes them, so the table follows the jobs. */
export function useCrmStatus(page = 1) {
  return useQuery({
    ...crmStatusQuery(page),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.configured && query.state.data.leads.some((lead) => lead.queued) ? CRM_POLL_MS : false),
  });
}

/** Whether a partner CRM is configured (from the same status the CRM tab shows); undefined until known. */
export function useCrmConfigured(enabled = true): boolean | undefined {
  return useQuery({ ...crmStatusQuery(), select: (status) => status.configured, enabled }).data;
}
