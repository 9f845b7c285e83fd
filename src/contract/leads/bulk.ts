// Bulk actions on leads, by a selection of ids or by the list's filter.
import { z } from 'zod';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../shared/options';
import { MAX_ID, staffId } from './lead';
import { leadFilterSchema } from './list';

const leadIds = z.array(z.number().int().positive().max(MAX_ID)).min(1).max(1000);

export const BULK_TARGET_MESSAGE = 'Send either the ids of the selected leads or the filter of the list, not both';
export const LEAD_BULK_ACTIONS = ['status', 'priority', 'assign', 'crmSync', 'delete'] as const;
/** Bulk actions only an admin may take: sharing with the partner and erasure. */
export const ADMIN_BULK_ACTIONS: readonly LeadBulk['action'][] = ['crmSync', 'delete'];

const bulkTarget = { ids: leadIds.optional(), filter: leadFilterSchema.optional() };
export const leadBulkSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('status'), ...bulkTarget, status: z.enum(LEAD_STATUSES, { error: 'Unknown status' }) }),
      z.object({ action: z.literal('priority'), ...bulkTarget, priority: z.enum(LEAD_PRIORITIES, { error: 'Unknown priority' }) }),
      z.object({ action: z.literal('assign'), ...bulkTarget, assignedTo: staffId('Assigned staff must be a staff id').nullable() }),
      z.object({ action: z.literal('crmSync'), ...bulkTarget }),
      z.object({ action: z.literal('delete'), ...bulkTarget }),
    ],
    { error: 'Unknown bulk action' },
  )
  // "The 20 selected" or "all N leads matching this filter": exactly one of the two.
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: BULK_TARGET_MESSAGE, path: ['ids'] });
export type LeadBulk = z.output<typeof leadBulkSchema>;
export type LeadBulkInput = z.input<typeof leadBulkSchema>;
export const leadBulkResultSchema = z.object({ affected: z.number().int() });
/** How many leads a filter matches, exactly (what a bulk action by filter will change). */
export const leadCountSchema = z.object({ total: z.number().int() });
