// The staff's lead list: its search, filters, sort and pages, its summary cards and the sources' counts.
import { z } from 'zod';
import { calendarDate, filterChoice } from '../shared/fields';
import { LEAD_PRIORITIES, LEAD_STATUSES } from '../shared/options';
import { leadSchema } from './lead';

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

/** The list's filters (its query string without sort and page): what a bulk action or a count applies to. */
export const leadFilterSchema = leadListQuerySchema.pick({ q: true, status: true, priority: true, assignedTo: true, followUp: true, source: true });
export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadFilterInput = z.input<typeof leadFilterSchema>;

export const LEADS_EMPTY_MESSAGE = 'No leads found matching your criteria.';
export const LEADS_ERROR_MESSAGE = 'Error loading leads. Please try again.';

/** How many leads came from each source, by status, in a period. */
export const leadSourcesQuerySchema = z.object({
  from: calendarDate('from must be a date (YYYY-MM-DD)').optional(),
  to: calendarDate('to must be a date (YYYY-MM-DD)').optional(),
});
export const leadSourcesSchema = z.object({
  items: z.array(z.object({ source: z.string(), status: z.enum(LEAD_STATUSES), count: z.number().int() })),
});
export type LeadSources = z.infer<typeof leadSourcesSchema>;
