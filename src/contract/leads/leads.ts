import { z } from 'zod';
import { calendarDate, filterChoice, legalHoldFields, momentField, requireHoldReason } from '../shared/fields';
import { AMOUNT_LOST_RANGES, CRM_SYNC_STATUSES, LEAD_PRIORITIES, LEAD_STATUSES } from '../shared/options';

export const LEADS_PAGE_SIZE = 20;
/** How far into one list its pages go (page 500 of 20); past it, staff narrow the search or the filters. */
export const LEAD_LIST_DEPTH = 10_000;
export const LEAD_LIST_TOO_DEEP_MESSAGE =
  'Only the first 10,000 leads of a list can be paged through: narrow the search or the filters to see the others.';
export const LEAD_SORTS = ['createdAt', 'firstName', 'amountLost', 'country'] as const;
export const LEAD_SORT_LABELS: Record<(typeof LEAD_SORTS)[number], string> = {
  createdAt: 'Date',
  firstName: 'Name',
  amountLost: 'Amount',
  country: 'Country',
};

export const LEAD_ASSIGNMENT_FILTERS = ['me', 'none'] as const;
export const LEAD_ASSIGNMENT_FILTER_LABELS = { me: 'Mine', none: 'Unassigned' } as const;
export const LEAD_FOLLOW_UP_FILTERS = ['overdue', 'today'] as const;
export const LEAD_FOLLOW_UP_FILTER_LABELS = { overdue: 'Overdue', today: 'Due today' } as const;

/** The leads list's search, filters, sort and page, as they stand in the URL and the API query. */
export const leadListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').default(''),
  status: filterChoice(LEAD_STATUSES, 'status'),
  priority: filterChoice(LEAD_PRIORITIES, 'priority'),
  /** Work queues: `me` (the signed-in member's leads) or `none` (unassigned). */
  assignedTo: filterChoice(LEAD_ASSIGNMENT_FILTERS, 'assignment filter'),
  /** Follow-ups before today (`overdue`) or due today (`today`), in UTC days. */
  followUp: filterChoice(LEAD_FOLLOW_UP_FILTERS, 'follow-up filter'),
  /** Where leads came from (`website`, or a campaign's utm_source). */
  source: z.string({ error: 'Source must be text' }).trim().max(100, 'Source is too long').default(''),
  sort: z.enum(LEAD_SORTS, { error: 'Unknown sort' }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(100, 'Page size must be 100 or less')
    .default(LEADS_PAGE_SIZE),
});
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
export type LeadListQueryInput = z.input<typeof leadListQuerySchema>;

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

export const leadListSchema = z.object({
  items: z.array(leadSchema),
  /** Exact up to a bound; past it `totalCapped` is true and `total` is a lower bound ("10,000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadSummarySchema = z.object({
  total: z.number().int(),
  assigned: z.number().int(),
  highPriority: z.number().int(),
  new: z.number().int(),
  /** The signed-in member's work queues. */
  mine: z.number().int(),
  unassigned: z.number().int(),
  /** Follow-ups overdue or due today. */
  followUpsDue: z.number().int(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/** The largest id a table holds (a PostgreSQL integer): a larger one is refused, not sent to the database. */
export const MAX_ID = 2_147_483_647;
const leadIds = z.array(z.number().int().positive().max(MAX_ID)).min(1).max(1000);
const staffId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

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

/** The list's filters (its query string without sort and page): what a bulk action or a count applies to. */
export const leadFilterSchema = leadListQuerySchema.pick({ q: true, status: true, priority: true, assignedTo: true, followUp: true, source: true });
export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadFilterInput = z.input<typeof leadFilterSchema>;

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
export const LEADS_EMPTY_MESSAGE = 'No leads found matching your criteria.';
export const LEADS_ERROR_MESSAGE = 'Error loading leads. Please try again.';
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The export's query: the list's search, filters and sort (every page), the file's format, and optionally the selected rows alone. */
export const leadExportQuerySchema = leadListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
  /** Comma-separated lead ids: exports just the selected rows. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of lead ids')
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_ID), 'ids must be a comma-separated list of lead ids')
    .optional(),
});
export const EXPORT_COLUMNS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['country', 'Country'],
  ['amount', 'Amount'],
  ['companyName', 'Company'],
  ['expertCallTime', 'Expert Call Time'],
  ['caseDetails', 'Case Details'],
  ['createdAt', 'Date'],
] as const;

/** A saved lead view: a name for a search, its filters and sort (the list's own query string). */
export const leadViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The list's query string, as the URL holds it (`status=new&assignedTo=me`). */
  query: z.string(),
  shared: z.boolean(),
  /** The signed-in member saved it (and may delete it). */
  mine: z.boolean(),
  ownerName: z.string(),
});
export type LeadView = z.infer<typeof leadViewSchema>;
export const leadViewListSchema = z.object({ items: z.array(leadViewSchema) });

export const LEAD_VIEW_QUERY_MESSAGE = 'The view must be a query of the lead list (q, status, priority, assignedTo, followUp, source, sort, order)';
export const createLeadViewSchema = z.object({
  name: z.string({ error: 'Name the view' }).trim().min(1, 'Name the view').max(60, 'The name must be 60 characters or less'),
  query: z.string({ error: LEAD_VIEW_QUERY_MESSAGE }).trim().max(1000, LEAD_VIEW_QUERY_MESSAGE),
  shared: z.boolean({ error: 'shared must be true or false' }).default(false),
});
export type CreateLeadView = z.output<typeof createLeadViewSchema>;
export const LEAD_VIEW_NAME_TAKEN = 'You already have a view with that name';

/** How many leads came from each source, by status, in a period. */
export const leadSourcesQuerySchema = z.object({
  from: calendarDate('from must be a date (YYYY-MM-DD)').optional(),
  to: calendarDate('to must be a date (YYYY-MM-DD)').optional(),
});
export const leadSourcesSchema = z.object({
  items: z.array(z.object({ source: z.string(), status: z.enum(LEAD_STATUSES), count: z.number().int() })),
});
export type LeadSources = z.infer<typeof leadSourcesSchema>;

/** A dated, signed note on a lead; the lead's own single notes field is the first entry (`id` null). */
export const leadNoteSchema = z.object({
  id: z.number().int().nullable(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNoteListSchema = z.object({ items: z.array(leadNoteSchema) });
export const createLeadNoteSchema = z.object({
  body: z.string({ error: 'Write the note' }).trim().min(1, 'Write the note').max(5000, 'A note must be 5000 characters or less'),
});

/** One line of a lead's activity: a note, a change, an email sent, a CRM attempt, a linked chat. */
export const LEAD_ACTIVITY_KINDS = ['received', 'note', 'change', 'email', 'crm', 'chat'] as const;
export const leadActivitySchema = z.object({
  /** Unique within the lead's activity (`note-12`). */
  id: z.string(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  at: z.string(),
  /** Who did it (staff name), null for the visitor or the system. */
  by: z.string().nullable(),
  /** The note, the email's subject, the CRM error or the chat's last message. */
  text: z.string().nullable(),
  /** A change: the audit action and the fields before and after. */
  action: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** An email's or a CRM attempt's outcome (sent, failed, queued, done...). */
  status: z.string().nullable(),
  /** CRM: how many calls were made. */
  attempts: z.number().int().nullable(),
  /** A linked chat. */
  chatRoomId: z.number().int().nullable(),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;
export const leadActivityListSchema = z.object({ items: z.array(leadActivitySchema) });

/** Why two leads may be the same person, strongest first. */
export const DUPLICATE_REASONS = ['phone', 'email', 'nameCountry'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  phone: 'Same phone number',
  email: 'Same email name at another domain',
  nameCountry: 'Same name and country',
};
export const leadBriefSchema = leadSchema.pick({
  id: true,
  reference: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  country: true,
  status: true,
  assignedTo: true,
  createdAt: true,
});
export type LeadBrief = z.infer<typeof leadBriefSchema>;
export const leadDuplicateListSchema = z.object({
  items: z.array(z.object({ lead: leadBriefSchema, reasons: z.array(z.enum(DUPLICATE_REASONS)) })),
});
export type LeadDuplicateList = z.infer<typeof leadDuplicateListSchema>;
/** Groups of leads that share a phone number, an email name or a name and country, newest first. */
export const leadDuplicateGroupsSchema = z.object({
  items: z.array(z.object({ reason: z.enum(DUPLICATE_REASONS), leads: z.array(leadBriefSchema) })),
});
export type LeadDuplicateGroups = z.infer<typeof leadDuplicateGroupsSchema>;

export const mergeLeadSchema = z.object({
  otherId: z
    .number({ error: 'otherId must be a lead id' })
    .int('otherId must be a lead id')
    .positive('otherId must be a lead id')
    .max(MAX_ID, 'otherId must be a lead id'),
});
export const MERGE_SELF_MESSAGE = 'A lead cannot be merged with itself';
export const MERGE_HELD_MESSAGE = 'A lead under a legal hold cannot be merged away';
export const MERGE_FORBIDDEN_MESSAGE = 'Only an admin or the caseworker assigned to the lead can merge into it';
export const MERGE_TWO_ACCOUNTS_MESSAGE = 'Both leads have a client account: a lead keeps one account, so these cannot be merged';
/** A merge deletes the other lead: a caseworker may do it only for what the duplicate finder would offer them. */
export const MERGE_NEEDS_ADMIN_MESSAGE =
  'A caseworker can merge into their lead only a possible duplicate of it (the same phone, email name, or name and country) that is not assigned to someone else and has no client account: ask an admin';
