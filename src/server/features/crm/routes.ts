import type { FastifyInstance } from 'fastify';
import { crmEndpoints as endpoints } from '../../../contract/crm/endpoints';
import { LEAD_NOT_FOUND_MESSAGE } from '../../../contract/leads/lead';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
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

/** Staff-only CRM routes; registered inside the guarded admin scope. */
export async function crmRoutes(app: FastifyInstance, options: { crm: CrmService }) {
  const { crm } = options;
  implement(app, endpoints.syncStatus, async (request) => crm.syncStatus(request.query));
  implement(app, endpoints.syncLead, async (request, reply) => {
    const result = await crm.enqueue([request.params.id], actingStaff(request).id);
    if (result.notFound) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
    if (result.noConsent) throw new HttpError(409, 'This lead did not consent to sharing with the partner, so it cannot be sent');
    if (result.alreadySent) throw new HttpError(409, 'This lead has already been sent to the partner');
    if (result.alreadyQueued) return { message: 'This lead is already queued for sync' };
    return reply.code(202).send({ message: 'Lead queued for sync with the partner CRM' });
  });
  implement(app, endpoints.syncLeads, async (request, reply) => {
    const result = await crm.enqueue([...new Set(request.body.leadIds)], actingStaff(request).id);
    return reply.code(202).send({ message: bulkMessage(result), ...result });
  });
}
