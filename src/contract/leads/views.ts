import { z } from 'zod';

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
