// One lead: its record, what staff may change on it, its change history and the words of its screens.
import { z } from 'zod';
import { legalHoldFields, momentField, requireHoldReason } from '../shared/fields';
import { AMOUNT_LOST_RANGES, CRM_SYNC_STATUSES, LEAD_PRIORITIES, LEAD_STATUSES } from '../shared/options';

export const leadSchema = z.object({
  id: z.number().int(),
  /** What the visitor was given to quote (null for leads from before references). */
  reference: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  amountLost: z.enum(AMOUNT_LOST_RANGES),
  currency: z.string(),
  depositMethod: z.string(),
  companyName: z.string(),
  expertCallTime: z.string(),
  caseDetails: z.string(),
  status: z.enum(LEAD_STATUSES),
  priority: z.enum(LEAD_PRIORITIES),
  source: z.string(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  /** The site the visitor came from. */
  referrer: z.string().nullable(),
  notes: z.string().nullable(),
  assignedTo: z.number().int().nullable(),
  lastContactedAt: z.string().nullable(),
  nextFollowUpAt: z.string().nullable(),
  /** What the follow-up is for. */
  followUpNote: z.string().nullable(),
  consentToShare: z.boolean(),
  consentText: z.string().nullable(),
  consentAt: z.string().nullable(),
  crmSyncStatus: z.enum(CRM_SYNC_STATUSES),
  crmSyncedAt: z.string().nullable(),
  crmSyncError: z.string().nullable(),
  /** While set, the lead is under a legal hold: it is neither purged nor erased. */
  holdReason: z.string().nullable(),
  /** The client account opened from this lead, if any: staff open it rather than create another. */
  clientAccountId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** The largest id a table holds (a PostgreSQL integer): a larger one is refused, not sent to the database. */
export const MAX_ID = 2_147_483_647;
export const staffId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

const isoDateTime = momentField('Dates must be ISO date-times');

export const LAST_CONTACTED_IN_FUTURE_MESSAGE = 'Last contacted cannot be in the future';
/** How far a browser's clock may run ahead of the server's: a last contact up to this far ahead is taken as now. */
export const CLOCK_SKEW_MS = 60_000;
/** Whether a time has not happened yet, beyond the clock skew (a time that does not parse is left to the format's check). */
export const isInFuture = (iso: string, now = Date.now()) => Date.parse(iso) > now + CLOCK_SKEW_MS;

export const READ_ONLY_LEAD_FIELDS_MESSAGE =
  'Only status, priority, notes, assigned staff, follow-ups, the last contact and the legal hold can be changed';

/** What staff may change on a lead; anything else in the body is refused. */
export const leadUpdateSchema = z
  .strictObject(
    {
      status: z.enum(LEAD_STATUSES, { error: 'Unknown status' }).optional(),
      priority: z.enum(LEAD_PRIORITIES, { error: 'Unknown priority' }).optional(),
      notes: z.string({ error: 'Notes must be text' }).max(5000, 'Notes must be 5000 characters or less').nullable().optional(),
      assignedTo: staffId('Assigned staff must be a staff id').nullable().optional(),
      nextFollowUpAt: isoDateTime.nullable().optional(),
      followUpNote: z
        .string({ error: 'The follow-up note must be text' })
        .trim()
        .max(500, 'The follow-up note must be 500 characters or less')
        // A blank note is no note.
        .transform((note) => note || null)
        .nullable()
        .optional(),
      lastContactedAt: isoDateTime
        .refine((iso) => !isInFuture(iso), LAST_CONTACTED_IN_FUTURE_MESSAGE)
        .nullable()
        .optional(),
      ...legalHoldFields,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? READ_ONLY_LEAD_FIELDS_MESSAGE : undefined) },
  )
  .superRefine(requireHoldReason);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** A lead's change history, from the audit log. */
export const leadAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actor: z.string().nullable(),
});
export type LeadAuditEntry = z.infer<typeof leadAuditEntrySchema>;
export const leadHistorySchema = z.object({ items: z.array(leadAuditEntrySchema) });

export const leadToasts = {
  updated: { title: 'Lead Updated', description: 'The lead has been updated.' },
  updateFailed: { title: 'Error', description: 'Failed to update lead.' },
  deleted: { title: 'Lead Deleted', description: 'The lead has been permanently deleted.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete lead.' },
} as const;

/** The lead delete confirmation's prompt. */
export const LEAD_DELETE_PROMPT = 'Are you sure you want to delete this lead? This action cannot be undone.';
/** The delete confirmation's title names the lead: its name, and its email to tell apart two leads of one name. */
export const leadDeleteTitle = (lead: { firstName: string; lastName: string; email: string }) => {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  return name ? `Delete the lead of ${name} (${lead.email})` : `Delete the lead of ${lead.email}`;
};
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';
