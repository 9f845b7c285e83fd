import type { FastifyInstance } from 'fastify';
import { LEAD_EXPORT_CONTENT_TYPES, leadEndpoints as endpoints } from '../../../contract/leads/endpoints';
import { ADMIN_BULK_ACTIONS } from '../../../contract/leads/bulk';
import { actingStaff, requireAdmin } from '../../platform/auth/staff-guard';
import type { Database } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { ZIP_HEADERS } from '../../platform/personal-data-zip';
import { endWhenReaderStalls } from '../../platform/stalled-reader';
import type { CrmService } from '../crm';
import { exportFileName, streamLeadExport } from './export';
import { createLeadViews } from './lead-views';
import type { LeadsService } from './service';

/** Staff-only lead routes; registered inside the guarded admin scope. */
export async function leadsRoutes(
  app: FastifyInstance,
  options: { leads: LeadsService; database: Database; crm: CrmService; downloadStallMs: number },
) {
  const { leads } = options;
  const views = createLeadViews(options.database.db);

  implement(app, endpoints.views, async (request) => ({ items: await views.list(actingStaff(request).id) }));
  implement(app, endpoints.saveView, async (request, reply) => reply.code(201).send(await views.create(actingStaff(request).id, request.body)));
  implement(app, endpoints.deleteView, async (request, reply) => {
    await views.remove(actingStaff(request), request.params.id);
    return reply.code(204).send(null);
  });

  implement(app, endpoints.list, async (request) => leads.listLeads(request.query, actingStaff(request).id));
  implement(app, endpoints.sources, async (request) => ({ items: await leads.sources(request.query) }));
  implement(app, endpoints.summary, async (request) => leads.summary(actingStaff(request).id));
  implement(app, endpoints.exportFile, async (request, reply) => {
    const query = request.query;
    const stream = streamLeadExport(options.database, { ...query, viewerId: actingStaff(request).id }, query.format, (error) =>
      request.log.error({ err: error }, 'lead export failed'),
    );
    endWhenReaderStalls(stream, options.downloadStallMs);
    return reply
      .header('content-type', LEAD_EXPORT_CONTENT_TYPES[query.format])
      .header('content-disposition', `attachment; filename="${exportFileName(query.format)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  implement(app, endpoints.bulk, async (request) => {
    const action = request.body;
    // Erasure and sharing with the partner are an admin's decision, in bulk as one by one.
    const actor = ADMIN_BULK_ACTIONS.includes(action.action) ? requireAdmin(request) : actingStaff(request);
    return leads.bulk(action, actor.id, async (ids) => (await options.crm.enqueue(ids, actor.id)).queued);
  });
  implement(app, endpoints.count, async (request) => ({ total: await leads.count(request.query, actingStaff(request).id) }));
  implement(app, endpoints.duplicateGroups, async () => ({ items: await leads.duplicateGroups() }));

  implement(app, endpoints.one, async (request) => leads.getLead(request.params.id));
  implement(app, endpoints.history, async (request) => {
    await leads.getLead(request.params.id);
    return { items: await leads.history(request.params.id) };
  });
  implement(app, endpoints.update, async (request) => {
    // A legal hold is an admin's decision.
    if (request.body.legalHold !== undefined) requireAdmin(request);
    return leads.updateLead(request.params.id, request.body, actingStaff(request).id);
  });
  implement(app, endpoints.exportPerson, async (request, reply) =>
    reply.headers(ZIP_HEADERS(`lead-${request.params.id}-personal-data.zip`)).send(await leads.exportPerson(request.params.id)),
  );
  implement(app, endpoints.notes, async (request) => ({ items: await leads.notes(request.params.id) }));
  implement(app, endpoints.addNote, async (request, reply) =>
    reply.code(201).send(await leads.addNote(request.params.id, actingStaff(request).id, request.body.body)),
  );
  implement(app, endpoints.activity, async (request) => ({ items: await leads.activity(request.params.id) }));
  implement(app, endpoints.duplicates, async (request) => ({ items: await leads.duplicates(request.params.id) }));
  implement(app, endpoints.merge, async (request) => leads.merge(request.params.id, request.body.otherId, actingStaff(request)));
  implement(app, endpoints.erase, async (request, reply) => {
    await leads.deleteLead(request.params.id, actingStaff(request).id);
    return reply.code(204).send(null);
  });
}
