import type { FastifyInstance } from 'fastify';
import { contactMessageEndpoints as endpoints } from '../../../contract/intake/contact-endpoints';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import type { LimitWindow } from '../../platform/rate-limits';
import type { ContactMessages } from './contact-messages';

/** Staff routes over the contact form's messages; registered inside the guarded admin scope. */
export async function adminContactRoutes(app: FastifyInstance, options: { contacts: ContactMessages; replyLimit: LimitWindow }) {
  const { contacts } = options;
  implement(app, endpoints.list, async (request) => ({ items: await contacts.list(request.query) }));
  implement(app, endpoints.setStatus, async (request) => contacts.setStatus(request.params.id, request.body.status, actingStaff(request).id));
  implement(app, endpoints.reply, async (request) => contacts.reply(request.params.id, request.body.message, actingStaff(request).id), {
    config: { rateLimit: options.replyLimit },
  });
  implement(app, endpoints.erase, async (request, reply) => {
    await contacts.erase(request.params.id, actingStaff(request).id);
    return reply.code(204).send(null);
  });
}
