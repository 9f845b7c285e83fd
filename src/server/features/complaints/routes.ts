import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientComplaintListSchema,
  clientComplaintSchema,
  clientComplaintViewSchema,
  complaintListQuerySchema,
  complaintListSchema,
  complaintSchema,
  staffComplaintSchema,
  updateComplaintSchema,
} from '../../../contract/complaints/complaints';
import { idParamSchema } from '../../../contract/shared/fields';
import { failures } from '../../platform/api-contract';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { ComplaintsService } from './service';

/** The signed-in client's complaints; registered inside the client scope. */
export async function clientComplaintRoutes(app: FastifyInstance, options: { complaints: ComplaintsService }) {
  const { complaints } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/client/complaints',
    {
      schema: {
        description: 'Files a complaint about our service; the answer carries its reference.',
        body: clientComplaintSchema,
        response: { 201: clientComplaintViewSchema, ...failures(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await complaints.fileByClient(ownAccount(request), request.body)),
  );

  routes.get(
    '/api/client/complaints',
    {
      schema: {
        description: "The client's complaints, where each stands, and the Ombudsman's terms when they apply.",
        response: { 200: clientComplaintListSchema, ...failures(401) },
      },
    },
    async (request) => ({ items: await complaints.forClient(ownAccount(request)) }),
  );

  routes.get(
    '/api/client/complaints/:id',
    {
      schema: {
        description:
          "One of the client's complaints, to reread: what they sent, its reference and dates, where it stands, our response and the Ombudsman's terms when they apply. Another client's complaint is not found.",
        params: idParamSchema,
        response: { 200: clientComplaintViewSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => complaints.oneForClient(ownAccount(request), request.params.id),
  );
}

/** The complaints register for staff; registered inside the guarded admin scope. */
export async function adminComplaintRoutes(app: FastifyInstance, options: { complaints: ComplaintsService }) {
  const { complaints } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const caseworker = { role: 'caseworker' } as const;

  routes.post(
    '/api/admin/complaints',
    {
      config: caseworker,
      schema: {
        description: 'Records a complaint received by phone, email or letter.',
        body: staffComplaintSchema,
        response: { 201: complaintSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await complaints.record(request.body, actingStaff(request).id)),
  );

  routes.get(
    '/api/admin/complaints',
    {
      config: caseworker,
      schema: {
        description:
          "The register, newest first, a page at a time (`page`, `pageSize`; `total` is every complaint matching), with each complaint's deadlines; `overdue=true` keeps those past 8 weeks without a final response.",
        querystring: complaintListQuerySchema,
        response: { 200: complaintListSchema, ...failures(400, 401) },
      },
    },
    async (request) => complaints.list(request.query),
  );

  routes.get(
    '/api/admin/complaints/export',
    {
      config: { role: 'admin' },
      schema: { description: 'The register as CSV (for the complaints return).', response: { 200: z.string(), ...failures(401, 403) } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="complaints-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'no-store')
        .send(await complaints.exportCsv()),
  );

  routes.patch(
    '/api/admin/complaints/:id',
    {
      config: caseworker,
      schema: {
        description: 'Moves a complaint on: acknowledged, investigating, a final response (with outcome and response) or a summary resolution.',
        params: idParamSchema,
        body: updateComplaintSchema,
        response: { 200: complaintSchema, ...failures(400, 401, 404, 409) },
      },
    },
    async (request) => complaints.update(request.params.id, request.body, actingStaff(request).id),
  );
}
