import type { FastifyInstance } from 'fastify';
import { MAIL_NOT_FAILED_MESSAGE } from '../../../contract/shared/mail';
import { mailEndpoints as endpoints } from '../../../contract/shared/mail-endpoints';
import { implement } from '../endpoints';
import { HttpError } from '../http-error';
import type { MailQueue } from './mail-queue';

/** Admins see the email that could not be delivered and can queue one again; registered inside the staff scope. */
export async function mailRoutes(app: FastifyInstance, options: { mail: MailQueue }) {
  implement(app, endpoints.failed, async () => ({
    items: (await options.mail.failed()).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
  }));
  implement(app, endpoints.retry, async (request) => {
    if (!(await options.mail.retry(request.params.id))) throw new HttpError(404, MAIL_NOT_FAILED_MESSAGE);
    return { message: 'The email is queued again' };
  });
}
