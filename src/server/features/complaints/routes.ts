import type { FastifyInstance } from 'fastify';
import { complaintEndpoints as endpoints } from '../../../contract/complaints/endpoints';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import type { ComplaintsService } from './service';

/** The signed-in client's complaints; registered inside the client scope. */
export async function clientComplaintRoutes(app: FastifyInstance, options: { complaints: ComplaintsService }) {
  const { complaints } = options;
  implement(app, endpoints.fileByClient, async (request, reply) =>
    reply.code(201).send(await complaints.fileByClient(ownAccount(request), request.body)),
  );
  implement(app, endpoints.listForClient, async (request) => ({ items: await complaints.forClient(ownAccount(request)) }));
  implement(app, endpoints.oneForClient, async (request) => complaints.oneForClient(ownAccount(request), request.params.id));
}

/** The complaints register for staff; registered inside the guarded admin scope. */
export async function adminComplaintRoutes(app: FastifyInstance, options: { complaints: ComplaintsService }) {
  const { complaints } = options;
  implement(app, endpoints.record, async (request, reply) => reply.code(201).send(await complaints.record(request.body, actingStaff(request).id)));
  implement(app, endpoints.list, async (request) => complaints.list(request.query));
  implement(app, endpoints.exportCsv, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="complaints-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .send(await complaints.exportCsv()),
  );
  implement(app, endpoints.update, async (request) => complaints.update(request.params.id, request.body, actingStaff(request).id));
}
