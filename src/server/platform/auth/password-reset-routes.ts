import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetLinkQuerySchema,
  passwordResetLinkStateSchema,
  passwordResetRequestSchema,
  passwordResetSentMessage,
} from '../../../contract/shared/password-reset';
import { failures } from '../api-contract';
import { HttpError } from '../http-error';
import type { LimitWindow } from '../rate-limits';
import type { SubjectKind } from './one-time-tokens';
import type { PasswordResets } from './password-resets';

const PREFIX: Record<SubjectKind, string> = { client: '/api/client', staff: '/api/admin' };

/**
 * `POST <prefix>/password-reset {email}`, `GET <prefix>/password-reset/link?token=` and
 * `POST <prefix>/password-reset/confirm {token, password}` for clients and staff.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: { resets: PasswordResets; limit: LimitWindow }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ['client', 'staff'] as const) {
    routes.post(
      `${PREFIX[kind]}/password-reset`,
      {
        config: { rateLimit: options.limit },
        schema: {
          description: `Forgot password (${kind}): the same answer, in the same time, whether or not the address has an account (the link is made after answering).`,
          body: passwordResetRequestSchema,
          response: { 202: messageSchema, ...failures(400, 429) },
        },
      },
      async (request, reply) => {
        // The answer goes first and the link is made after it: a known address costs a token and a
        // queued email more than an unknown one, and the time taken must not tell which it was.
        const { email } = request.body;
        reply.raw.once('close', () => {
          options.resets.request(kind, email).catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'));
        });
        return reply.code(202).send({ message: passwordResetSentMessage(options.resets.resetMinutes) });
      },
    );

    routes.get(
      `${PREFIX[kind]}/password-reset/link`,
      {
        config: { rateLimit: options.limit },
        schema: {
          description: `Whether a ${kind} reset or invitation link still works (unused, unexpired, its account active), without using it up.`,
          querystring: passwordResetLinkQuerySchema,
          response: { 200: passwordResetLinkStateSchema, ...failures(400, 429) },
        },
      },
      async (request, reply) => {
        const usable = await options.resets.isUsable(kind, request.query.token);
        return reply.header('cache-control', 'no-store').send({ usable });
      },
    );

    routes.post(
      `${PREFIX[kind]}/password-reset/confirm`,
      {
        config: { rateLimit: options.limit },
        schema: {
          description: `Sets a ${kind} password from an emailed reset or invitation link; ends every other session.`,
          body: passwordResetConfirmSchema,
          response: { 200: messageSchema, ...failures(400, 429) },
        },
      },
      async (request) => {
        if (!(await options.resets.confirm(kind, request.body.token, request.body.password)))
          throw new HttpError(400, PASSWORD_RESET_INVALID_MESSAGE);
        return { message: PASSWORD_RESET_DONE_MESSAGE };
      },
    );
  }
}
