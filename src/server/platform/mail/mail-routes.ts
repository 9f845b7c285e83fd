import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../contract/shared/fields';
import { failedMailSchema, MAIL_NOT_FAILED_MESSAGE } from '../../../contract/shared/mail';
import { failures } from '../api-contract';
import { HttpError } from '../http-error';
import type { MailQueue } from './mail-queue';

/** Admins see the email that could not be delivered and can queue one again; registered inside the staff scope. */
export async function mailRoutes(app: FastifyInstance, options: { mail: MailQueue }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/mail/failed',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Email that failed after every attempt, newest first.',
        response: { 200: z.object({ items: z.array(failedMailSchema) }), ...failures(401, 403) },
      },
    },
    async () => ({
      items: (await options.mail.failed()).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    }),
  );

  routes.post(
    '/api/admin/mail/:id/retry',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Queues a failed email again.',
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await options.mail.retry(request.params.id))) throw new HttpError(404, MAIL_NOT_FAILED_MESSAGE);
      return { message: 'The email is queued again' };
    },
  );
}
