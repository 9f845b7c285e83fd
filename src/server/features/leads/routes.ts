import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../../contract/shared/fields';
import { MAX_ID, leadBulkSchema, leadListQuerySchema, leadUpdateSchema } from '../../../contract/leads/leads';
import type { Db } from '../../platform/db/client';
import { parseWith } from '../../platform/http-error';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import { exportFileName, streamLeadExport } from './export';
import type { LeadsService } from './service';

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
export async function leadsRoutes(app: FastifyInstance, options: { leads: LeadsService; db: Db }) {
  const { leads } = options;
  const base = '/api/admin/client-submissions';

  app.get(base, { config: { role: 'caseworker' } }, async (request) => leads.listLeads(parseWith(leadListQuerySchema, request.query)));

  app.get(`${base}/summary`, { config: { role: 'caseworker' } }, async () => leads.summary());

  app.get(`${base}/export`, { config: { role: 'admin' } }, async (request, reply) => {
    const query = parseWith(exportQuerySchema, request.query);
    const stream = streamLeadExport(options.db, query, query.format, (error) =>
      request.log.error({ err: error }, 'lead export failed'),
    );
    return reply
      .header('content-type', CONTENT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${exportFileName(query.format)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post(`${base}/bulk`, { config: { role: 'caseworker' } }, async (request) => {
    const action = parseWith(leadBulkSchema, request.body);
    // Deleting is erasure: an admin's decision, in bulk as one by one.
    const actor = action.action === 'delete' ? requireAdmin(request) : actingStaff(request);
    return leads.bulk(action, actor.id);
  });

  app.get(`${base}/:id`, { config: { role: 'caseworker' } }, async (request) => leads.getLead(parseWith(idParamSchema, request.params).id));

  app.get(`${base}/:id/history`, { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    await leads.getLead(id);
    return { items: await leads.history(id) };
  });

  app.patch(`${base}/:id`, { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return leads.updateLead(id, parseWith(leadUpdateSchema, request.body ?? {}), actingStaff(request).id);
  });

  app.delete(`${base}/:id`, { config: { role: 'admin' } }, async (request, reply) => {
    await leads.deleteLead(parseWith(idParamSchema, request.params).id, actingStaff(request).id);
    return reply.code(204).send();
  });
}
