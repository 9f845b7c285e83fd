import { z } from 'zod';
import { pageQueryFields } from '../shared/fields';
import { CRM_SYNC_STATUSES } from '../shared/options';

export const CRM_CASE_DETAILS_PREVIEW = 50;
export const CRM_UTM_CONTENT_MAX = 2000;
/** Rows of the CRM tab's table per page, newest first. */
export const CRM_PAGE_SIZE = 50;
export const CRM_PAGE_SIZE_MAX = 200;

/** `?page=&pageSize=` of the CRM sync status: which page of leads, newest first. */
export const crmStatusQuerySchema = z.object(pageQueryFields(CRM_PAGE_SIZE, CRM_PAGE_SIZE_MAX));
export type CrmStatusQuery = z.output<typeof crmStatusQuerySchema>;

export const syncLeadsSchema = z.object({
  leadIds: z
    .array(z.number({ error: 'Lead ids must be numbers' }).int().positive(), { error: 'leadIds must be a list of lead ids' })
    .min(1, 'Please select leads to sync')
    .max(1000, 'At most 1000 leads can be synced at once'),
});

/** What a sync request says it did. */
export const crmMessageSchema = z.object({ message: z.string() });
/** A bulk sync: what it says, and how many leads it queued and skipped, by why. */
export const crmBulkResultSchema = crmMessageSchema.extend({
  queued: z.number().int(),
  notFound: z.number().int(),
  noConsent: z.number().int(),
  alreadySent: z.number().int(),
  alreadyQueued: z.number().int(),
});

export const crmLeadSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  caseDetails: z.string(),
  consentToShare: z.boolean(),
  crmSyncStatus: z.enum(CRM_SYNC_STATUSES),
  crmSyncedAt: z.string().nullable(),
  crmSyncError: z.string().nullable(),
  /** A job for this lead is waiting or being sent. */
  queued: z.boolean(),
  createdAt: z.string(),
});
export type CrmLead = z.infer<typeof crmLeadSchema>;

export const crmStatsSchema = z.object({
  total: z.number().int(),
  synced: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  duplicate: z.number().int(),
  /** Never sent because the lead did not consent: not counted as pending. */
  noConsent: z.number().int(),
});

export const crmSyncStatusSchema = z.object({
  configured: z.boolean(),
  /** Of every lead; `stats.total` is also the number of rows the pages hold. */
  stats: crmStatsSchema,
  /** One page of leads, newest first. */
  leads: z.array(crmLeadSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CrmSyncStatus = z.infer<typeof crmSyncStatusSchema>;

export const crmToasts = {
  synced: 'Lead Synced',
  /** A single sync only queues the lead: the partner has not answered yet. */
  queued: { title: 'Lead Queued', description: 'The lead will be sent to the partner shortly.' },
  syncFailed: { title: 'Sync Failed', fallback: 'Failed to sync lead to CRM', error: 'Error syncing lead to CRM' },
  bulkDone: 'Bulk Sync Completed',
  bulkFailed: { title: 'Bulk Sync Failed', fallback: 'Failed to sync leads to CRM', error: 'Error syncing leads to CRM' },
  noneSelected: { title: 'No Leads Selected', description: 'Please select leads to sync' },
} as const;
