import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactListQuerySchema,
  contactMessageListSchema,
  contactMessageSchema,
  contactReplySchema,
  updateContactSchema,
} from '../../../contract/intake/contact';
import { idParamSchema, STAFF_LIST_PAGING } from '../../../contract/shared/fields';
import { failures, noContent } from '../../platform/api-contract';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { LimitWindow } from '../../platform/rate-limits';
import type { ContactMessages } from './contact-messages';

/** Staff routes over the contact form's messages; registered inside the guarded admin scope. */
export async function adminContactRoutes(app: FastifyInstance, options: { contacts: ContactMessages; replyLimit: LimitWindow }) {
  const { contacts } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/contact-submissions',
    {
      config: { role: 'caseworker' },
      schema: {
        description: `Contact-form messages by search (\`q\`: name, email, subject, message) and status. ${STAFF_LIST_PAGING}`,
        querystring: contactListQuerySchema,
        response: { 200: contactMessageListSchema, ...failures(400, 401) },
      },
    },
    async (request) => ({ items: await contacts.list(request.query) }),
  );

  routes.patch(
    '/api/admin/contact-submissions/:id',
    {
      config: { role: 'caseworker' },
      schema: {
        description: 'Marks a message handled (or new again).',
        params: idParamSchema,
        body: updateContactSchema,
        response: { 200: contactMessageSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => contacts.setStatus(request.params.id, request.body.status, actingStaff(request).id),
  );

  routes.post(
    '/api/admin/contact-submissions/:id/reply',
    {
      config: { role: 'caseworker', rateLimit: options.replyLimit },
      schema: {
        description:
          "Emails the staff member's answer to the message's sender (their words and the standing no-fee warning, never the visitor's message), keeps it with the message and marks it handled.",
        params: idParamSchema,
        body: contactReplySchema,
        response: { 200: contactMessageSchema, ...failures(400, 401, 404, 429) },
      },
    },
    async (request) => contacts.reply(request.params.id, request.body.message, actingStaff(request).id),
  );

  routes.delete(
    '/api/admin/contact-submissions/:id',
    {
      config: { role: 'admin' },
      schema: {
        description: "Erases the message and what else is held under its sender's email outside a lead or client account.",
        params: idParamSchema,
        response: { ...noContent, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await contacts.erase(request.params.id, actingStaff(request).id);
      return reply.code(204).send(null);
    },
  );
}
