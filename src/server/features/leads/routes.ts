import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_BULK_ACTIONS,
  createLeadNoteSchema,
  createLeadViewSchema,
  leadActivityListSchema,
  leadBulkResultSchema,
  leadCountSchema,
  leadDuplicateGroupsSchema,
  leadDuplicateListSchema,
  leadFilterSchema,
  leadNoteListSchema,
  leadNoteSchema,
  mergeLeadSchema,
  leadViewListSchema,
  leadViewSchema,
  leadAuditEntrySchema,
  leadBulkSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  leadSourcesQuerySchema,
  leadSourcesSchema,
  leadSummarySchema,
  leadUpdateSchema,
  MAX_ID,
} from '../../../contract/leads/leads';
import { idParamSchema } from '../../../contract/shared/fields';
import { failures, noContent } from '../../platform/api-contract';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import { ZIP_HEADERS } from '../../platform/personal-data-zip';
import type { Database } from '../../platform/db/client';
import { exportFileName, streamLeadExport } from './export';
import type { LeadsService } from './service';
import { createLeadViews } from './lead-views';
import type { CrmService } from '../crm';

const exportQuerySchema = leadListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Format must be csv or xlsx' }).default('csv'),
  /** Comma-separated lead ids: exports just the selected rows. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of lead ids')
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_ID), 'ids must be a comma-separated list of lead ids')
    .optional(),
});

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Staff-only lead routes; registered inside the guarded admin scope. */
export async function leadsRoutes(app: FastifyInstance, options: { leads: LeadsService; database: Database; crm: CrmService }) {
  const { leads } = options;
  const base = '/api/admin/client-submissions';
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const caseworker = { role: 'caseworker' } as const;
  const views = createLeadViews(options.database.db);

  routes.get(
    '/api/admin/lead-views',
    {
      config: caseworker,
      schema: { description: "Your saved lead views and the team's shared ones.", response: { 200: leadViewListSchema, ...failures(401) } },
    },
    async (request) => ({ items: await views.list(actingStaff(request).id) }),
  );

  routes.post(
    '/api/admin/lead-views',
    {
      config: caseworker,
      schema: {
        description: "Saves the list's current search, filters and sort under a name, private or shared with the team.",
        body: createLeadViewSchema,
        response: { 201: leadViewSchema, ...failures(400, 401, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await views.create(actingStaff(request).id, request.body)),
  );

  routes.delete(
    '/api/admin/lead-views/:id',
    {
      config: caseworker,
      schema: { params: idParamSchema, response: { ...noContent, ...failures(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await views.remove(actingStaff(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    base,
    {
      config: caseworker,
      schema: {
        description: 'Search, filter, sort and page the leads.',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, ...failures(400, 401) },
      },
    },
    async (request) => leads.listLeads(request.query, actingStaff(request).id),
  );

  routes.get(
    `${base}/sources`,
    {
      config: caseworker,
      schema: {
        description: "How many leads came from each source (website, or a campaign's utm_source), by status, in a period.",
        querystring: leadSourcesQuerySchema,
        response: { 200: leadSourcesSchema, ...failures(400, 401) },
      },
    },
    async (request) => ({ items: await leads.sources(request.query) }),
  );

  routes.get(`${base}/summary`, { config: caseworker, schema: { response: { 200: leadSummarySchema, ...failures(401) } } }, async (request) =>
    leads.summary(actingStaff(request).id),
  );

  routes.get(
    `${base}/export`,
    {
      config: { role: 'admin' },
      schema: {
        description: 'The leads of a filter (or the given ids) as a streamed CSV or Excel file.',
        querystring: exportQuerySchema,
        produces: [CONTENT_TYPES.csv, CONTENT_TYPES.xlsx],
        response: { 200: z.unknown().describe('The CSV or XLSX file, streamed'), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const stream = streamLeadExport(options.database, { ...query, viewerId: actingStaff(request).id }, query.format, (error) =>
        request.log.error({ err: error }, 'lead export failed'),
      );
      return reply
        .header('content-type', CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${exportFileName(query.format)}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  routes.post(
    `${base}/bulk`,
    {
      config: caseworker,
      schema: {
        description:
          "Change status, priority or assignment, share with the partner CRM or delete (the last two: admins) the selected leads (`ids`) or every lead matching the list's `filter`; answers how many changed.",
        body: leadBulkSchema,
        response: { 200: leadBulkResultSchema, ...failures(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const action = request.body;
      // Erasure and sharing with the partner are an admin's decision, in bulk as one by one.
      const actor = ADMIN_BULK_ACTIONS.includes(action.action) ? requireAdmin(request) : actingStaff(request);
      return leads.bulk(action, actor.id, async (ids) => (await options.crm.enqueue(ids, actor.id)).queued);
    },
  );

  routes.get(
    `${base}/count`,
    {
      config: caseworker,
      schema: {
        description: "How many leads the list's filter matches, exactly (the count a bulk action by filter confirms).",
        querystring: leadFilterSchema,
        response: { 200: leadCountSchema, ...failures(400, 401) },
      },
    },
    async (request) => ({ total: await leads.count(request.query, actingStaff(request).id) }),
  );

  routes.get(
    `${base}/duplicates`,
    {
      config: caseworker,
      schema: {
        description: 'Groups of leads that share a phone number, an email name or a name and country, newest first.',
        response: { 200: leadDuplicateGroupsSchema, ...failures(401) },
      },
    },
    async () => ({ items: await leads.duplicateGroups() }),
  );

  routes.get(
    `${base}/:id`,
    { config: caseworker, schema: { params: idParamSchema, response: { 200: leadSchema, ...failures(400, 401, 404) } } },
    async (request) => leads.getLead(request.params.id),
  );

  routes.get(
    `${base}/:id/history`,
    {
      config: caseworker,
      schema: { params: idParamSchema, response: { 200: z.object({ items: z.array(leadAuditEntrySchema) }), ...failures(400, 401, 404) } },
    },
    async (request) => {
      await leads.getLead(request.params.id);
      return { items: await leads.history(request.params.id) };
    },
  );

  routes.patch(
    `${base}/:id`,
    {
      config: caseworker,
      schema: {
        params: idParamSchema,
        body: z.preprocess((value) => value ?? {}, leadUpdateSchema),
        response: { 200: leadSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // A legal hold is an admin's decision.
      if (request.body.legalHold !== undefined) requireAdmin(request);
      return leads.updateLead(request.params.id, request.body, actingStaff(request).id);
    },
  );

  routes.get(
    `${base}/:id/export`,
    {
      config: { role: 'admin' },
      schema: {
        description: 'Everything held about the person behind the lead (UK GDPR access request), as a ZIP of personal-data.json.',
        params: idParamSchema,
        response: { 200: z.unknown().describe('application/zip'), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.headers(ZIP_HEADERS(`lead-${request.params.id}-personal-data.zip`)).send(await leads.exportPerson(request.params.id)),
  );

  routes.get(
    `${base}/:id/notes`,
    {
      config: caseworker,
      schema: {
        description: 'The notes on a lead, oldest first.',
        params: idParamSchema,
        response: { 200: leadNoteListSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await leads.notes(request.params.id) }),
  );

  routes.post(
    `${base}/:id/notes`,
    {
      config: caseworker,
      schema: {
        description: 'Adds a dated note signed by the staff member.',
        params: idParamSchema,
        body: createLeadNoteSchema,
        response: { 201: leadNoteSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await leads.addNote(request.params.id, actingStaff(request).id, request.body.body)),
  );

  routes.get(
    `${base}/:id/activity`,
    {
      config: caseworker,
      schema: {
        description: "The lead's notes, changes, emails sent, CRM attempts and linked chats in one timeline, oldest first.",
        params: idParamSchema,
        response: { 200: leadActivityListSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await leads.activity(request.params.id) }),
  );

  routes.get(
    `${base}/:id/duplicates`,
    {
      config: caseworker,
      schema: {
        description: 'Leads that may be the same person, strongest match first.',
        params: idParamSchema,
        response: { 200: leadDuplicateListSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await leads.duplicates(request.params.id) }),
  );

  routes.post(
    `${base}/:id/merge`,
    {
      config: caseworker,
      schema: {
        description:
          "Merges lead `otherId` into this one (admins; this lead's caseworker for a possible duplicate that is not someone else's and has no client account): notes, history, chats and CRM state move here, the merged record is kept in this lead's history, and `otherId` is gone.",
        params: idParamSchema,
        body: mergeLeadSchema,
        response: { 200: leadSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => leads.merge(request.params.id, request.body.otherId, actingStaff(request)),
  );

  routes.delete(
    `${base}/:id`,
    { config: { role: 'admin' }, schema: { params: idParamSchema, response: { ...noContent, ...failures(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await leads.deleteLead(request.params.id, actingStaff(request).id);
      return reply.code(204).send(null);
    },
  );
}
