import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crmStatusQuerySchema, crmSyncStatusSchema, syncLeadsSchema } from '../../../contract/crm/crm';
import { LEAD_NOT_FOUND_MESSAGE } from '../../../contract/leads/leads';
import { idParamSchema } from '../../../contract/shared/fields';
import { failures } from '../../platform/api-contract';
import { actingStaff } from '../../platform/auth/staff-guard';
import { HttpError } from '../../platform/http-error';
import type { CrmService } from './service';

type EnqueueResult = Awaited<ReturnType<CrmService['enqueue']>>;

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function bulkMessage(r: EnqueueResult): string {
  const skipped = [
    r.noConsent && `${plural(r.noConsent, 'lead')} without consent`,
    r.alreadySent && `${r.alreadySent} already sent`,
    r.alreadyQueued && `${r.alreadyQueued} already queued`,
    r.notFound && `${r.notFound} not found`,
  ].filter(Boolean);
  return `Queued ${plural(r.queued, 'lead')} for sync${skipped.length ? `; skipped ${skipped.join(', ')}` : ''}.`;
}

const messageSchema = z.object({ message: z.string() });
const bulkResultSchema = messageSchema.extend({
  queued: z.number().int(),
  notFound: z.number().int(),
  noConsent: z.number().int(),
  alreadySent: z.number().int(),
  alreadyQueued: z.number().int(),
});

/** Staff-only CRM routes; registered inside the guarded admin scope. */
export async function crmRoutes(app: FastifyInstance, options: { crm: CrmService }) {
  const { crm } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/crm/sync-status',
    {
      config: { role: 'caseworker' },
      schema: { querystring: crmStatusQuerySchema, response: { 200: crmSyncStatusSchema, ...failures(400, 401) } },
    },
    async (request) => crm.syncStatus(request.query),
  );

  routes.post(
    '/api/admin/crm/sync-lead/:id',
    {
      // Sharing a lead with another firm is an admin's, one lead or many: caseworkers may not.
      config: { role: 'admin' },
      schema: { params: idParamSchema, response: { 200: messageSchema, 202: messageSchema, ...failures(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const result = await crm.enqueue([request.params.id], actingStaff(request).id);
      if (result.notFound) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
      if (result.noConsent) throw new HttpError(409, 'This lead did not consent to sharing with the partner, so it cannot be sent');
      if (result.alreadySent) throw new HttpError(409, 'This lead has already been sent to the partner');
      if (result.alreadyQueued) return { message: 'This lead is already queued for sync' };
      return reply.code(202).send({ message: 'Lead queued for sync with the partner CRM' });
    },
  );

  routes.post(
    '/api/admin/crm/sync-leads',
    { config: { role: 'admin' }, schema: { body: syncLeadsSchema, response: { 202: bulkResultSchema, ...failures(400, 401, 403, 409) } } },
    async (request, reply) => {
      const result = await crm.enqueue([...new Set(request.body.leadIds)], actingStaff(request).id);
      return reply.code(202).send({ message: bulkMessage(result), ...result });
    },
  );
}
