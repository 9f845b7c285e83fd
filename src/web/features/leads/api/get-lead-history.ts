import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leadAuditEntrySchema } from '../../../../contract/leads/leads';
import { adminRequest, LEADS_PATH } from '../../../lib/admin-request';
import { leadKeys } from './get-leads';

const historySchema = z.object({ items: z.array(leadAuditEntrySchema) });

/** Who changed what on a lead, oldest first. */
export function useLeadHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: leadKeys.history(id),
    queryFn: async ({ signal }) => historySchema.parse(await adminRequest('GET', `${LEADS_PATH}/${id}/history`, undefined, signal)).items,
    enabled,
    staleTime: 0,
  });
}
