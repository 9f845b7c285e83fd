import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadAuditEntrySchema } from '../../../../contract/leads/leads';
import { apiRequest } from '../../../lib/api';
import { LEADS_PATH, leadKeys } from './lead-keys';

const historySchema = z.object({ items: z.array(leadAuditEntrySchema) });

export async function getLeadHistory(id: number, signal?: AbortSignal) {
  return (await apiRequest('GET', `${LEADS_PATH}/${id}/history`, { signal, staff: true, schema: historySchema })).items;
}

/** Who changed what on a lead, oldest first. */
export function useLeadHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: leadKeys.history(id),
    queryFn: ({ signal }) => getLeadHistory(id, signal),
    enabled,
    staleTime: 0,
  });
}
