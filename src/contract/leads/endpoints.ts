import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, fileReply, noContent } from '../shared/replies';
import { createLeadNoteSchema, leadActivityListSchema, leadNoteListSchema, leadNoteSchema } from './activity';
import { leadBulkResultSchema, leadBulkSchema, leadCountSchema } from './bulk';
import { leadDuplicateGroupsSchema, leadDuplicateListSchema, mergeLeadSchema } from './duplicates';
import { leadExportQuerySchema } from './export';
import { leadHistorySchema, leadSchema, type LeadUpdateInput, leadUpdateSchema } from './lead';
import { leadFilterSchema, leadListQuerySchema, leadListSchema, leadSourcesQuerySchema, leadSourcesSchema, leadSummarySchema } from './list';
import { createLeadViewSchema, leadViewListSchema, leadViewSchema } from './views';

const LEADS = '/api/admin/client-submissions';

/** The file types the export answers in. */
export const LEAD_EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

// A change sent without a body changes nothing, rather than failing as a missing body.
const leadChangeSchema = z.preprocess((value: LeadUpdateInput | null | undefined) => value ?? {}, leadUpdateSchema);

/** The staff's lead desk: the list, one lead's record, its notes and duplicates, bulk changes, exports and saved views. */
export const leadEndpoints = {
  views: endpoint({
    method: 'GET',
    path: '/api/admin/lead-views',
    access: 'caseworker',
    description: "Your saved lead views and the team's shared ones.",
    replies: { 200: leadViewListSchema, ...failures(401) },
  }),
  saveView: endpoint({
    method: 'POST',
    path: '/api/admin/lead-views',
    access: 'caseworker',
    description: "Saves the list's current search, filters and sort under a name, private or shared with the team.",
    body: createLeadViewSchema,
    replies: { 201: leadViewSchema, ...failures(400, 401, 409) },
  }),
  deleteView: endpoint({
    method: 'DELETE',
    path: '/api/admin/lead-views/:id',
    access: 'caseworker',
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 403, 404) },
  }),
  list: endpoint({
    method: 'GET',
    path: LEADS,
    access: 'caseworker',
    description: 'Search, filter, sort and page the leads.',
    query: leadListQuerySchema,
    replies: { 200: leadListSchema, ...failures(400, 401) },
  }),
  sources: endpoint({
    method: 'GET',
    path: `${LEADS}/sources`,
    access: 'caseworker',
    description: "How many leads came from each source (website, or a campaign's utm_source), by status, in a period.",
    query: leadSourcesQuerySchema,
    replies: { 200: leadSourcesSchema, ...failures(400, 401) },
  }),
  summary: endpoint({
    method: 'GET',
    path: `${LEADS}/summary`,
    access: 'caseworker',
    replies: { 200: leadSummarySchema, ...failures(401) },
  }),
  exportFile: endpoint({
    method: 'GET',
    path: `${LEADS}/export`,
    access: 'admin',
    description: 'The leads of a filter (or the given ids) as a streamed CSV or Excel file.',
    query: leadExportQuerySchema,
    produces: [LEAD_EXPORT_CONTENT_TYPES.csv, LEAD_EXPORT_CONTENT_TYPES.xlsx],
    replies: { 200: fileReply('The CSV or XLSX file, streamed'), ...failures(400, 401, 403) },
  }),
  bulk: endpoint({
    method: 'POST',
    path: `${LEADS}/bulk`,
    access: 'caseworker',
    description:
      "Change status, priority or assignment, share with the partner CRM or delete (the last two: admins) the selected leads (`ids`) or every lead matching the list's `filter`; answers how many changed.",
    body: leadBulkSchema,
    replies: { 200: leadBulkResultSchema, ...failures(400, 401, 403, 409) },
  }),
  count: endpoint({
    method: 'GET',
    path: `${LEADS}/count`,
    access: 'caseworker',
    description: "How many leads the list's filter matches, exactly (the count a bulk action by filter confirms).",
    query: leadFilterSchema,
    replies: { 200: leadCountSchema, ...failures(400, 401) },
  }),
  duplicateGroups: endpoint({
    method: 'GET',
    path: `${LEADS}/duplicates`,
    access: 'caseworker',
    description: 'Groups of leads that share a phone number, an email name or a name and country, newest first.',
    replies: { 200: leadDuplicateGroupsSchema, ...failures(401) },
  }),
  one: endpoint({
    method: 'GET',
    path: `${LEADS}/:id`,
    access: 'caseworker',
    params: idParamSchema,
    replies: { 200: leadSchema, ...failures(400, 401, 404) },
  }),
  history: endpoint({
    method: 'GET',
    path: `${LEADS}/:id/history`,
    access: 'caseworker',
    params: idParamSchema,
    replies: { 200: leadHistorySchema, ...failures(400, 401, 404) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${LEADS}/:id`,
    access: 'caseworker',
    params: idParamSchema,
    body: leadChangeSchema,
    replies: { 200: leadSchema, ...failures(400, 401, 403, 404) },
  }),
  exportPerson: endpoint({
    method: 'GET',
    path: `${LEADS}/:id/export`,
    access: 'admin',
    description: 'Everything held about the person behind the lead (UK GDPR access request), as a ZIP of personal-data.json.',
    params: idParamSchema,
    produces: ['application/zip'],
    replies: { 200: fileReply('application/zip'), ...failures(400, 401, 403, 404) },
  }),
  notes: endpoint({
    method: 'GET',
    path: `${LEADS}/:id/notes`,
    access: 'caseworker',
    description: 'The notes on a lead, oldest first.',
    params: idParamSchema,
    replies: { 200: leadNoteListSchema, ...failures(400, 401, 404) },
  }),
  addNote: endpoint({
    method: 'POST',
    path: `${LEADS}/:id/notes`,
    access: 'caseworker',
    description: 'Adds a dated note signed by the staff member.',
    params: idParamSchema,
    body: createLeadNoteSchema,
    replies: { 201: leadNoteSchema, ...failures(400, 401, 404) },
  }),
  activity: endpoint({
    method: 'GET',
    path: `${LEADS}/:id/activity`,
    access: 'caseworker',
    description: "The lead's notes, changes, emails sent, CRM attempts and linked chats in one timeline, oldest first.",
    params: idParamSchema,
    replies: { 200: leadActivityListSchema, ...failures(400, 401, 404) },
  }),
  duplicates: endpoint({
    method: 'GET',
    path: `${LEADS}/:id/duplicates`,
    access: 'caseworker',
    description: 'Leads that may be the same person, strongest match first.',
    params: idParamSchema,
    replies: { 200: leadDuplicateListSchema, ...failures(400, 401, 404) },
  }),
  merge: endpoint({
    method: 'POST',
    path: `${LEADS}/:id/merge`,
    access: 'caseworker',
    description:
      "Merges lead `otherId` into this one (admins; this lead's caseworker for a possible duplicate that is not someone else's and has no client account): notes, history, chats and CRM state move here, the merged record is kept in this lead's history, and `otherId` is gone.",
    params: idParamSchema,
    body: mergeLeadSchema,
    replies: { 200: leadSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  erase: endpoint({
    method: 'DELETE',
    path: `${LEADS}/:id`,
    access: 'admin',
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 403, 404, 409) },
  }),
};
