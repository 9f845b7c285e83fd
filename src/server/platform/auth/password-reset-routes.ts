import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_PASSWORD_SET_SIGNED_IN_MESSAGE,
  messageSchema,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetLinkQuerySchema,
  passwordResetLinkStateSchema,
  passwordResetRequestSchema,
  passwordResetSentMessage,
} from '../../../contract/shared/password-reset';
import { failures } from '../api-contract';
import { HttpError } from '../http-error';
import type { LimitWindow } from '../rate-limits';
import { type ClientSessions, setClientSessionCookie } from './client-sessions';
import type { SubjectKind } from './one-time-tokens';
import type { PasswordResets } from './password-resets';

const PREFIX: Record<SubjectKind, string> = { client: '/api/client', staff: '/api/admin' };

/**
 * `POST <prefix>/password-reset {email}`, `GET <prefix>/password-reset/link?token=` and
 * `POST <prefix>/password-reset/confirm {token, password}` for clients and staff.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { resets: PasswordResets; limit: LimitWindow; clientSessions: ClientSessions },
) {
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
        const email = await options.resets.usableFor(kind, request.query.token);
        return reply.header('cache-control', 'no-store').send(email ? { usable: true, email } : { usable: false });
      },
    );

    routes.post(
      `${PREFIX[kind]}/password-reset/confirm`,
      {
        config: { rateLimit: options.limit },
        schema: {
          description: `Sets a ${kind} password from an emailed reset or invitation link; ends every other session.${
            kind === 'client' ? ' The client is signed in: the reply sets a new session cookie.' : ''
          }`,
          body: passwordResetConfirmSchema,
          response: { 200: passwordResetDoneSchema, ...failures(400, 429) },
        },
      },
      async (request, reply) => {
        const accountId = await options.resets.confirm(kind, request.body.token, request.body.password);
        if (accountId === false) throw new HttpError(400, PASSWORD_RESET_INVALID_MESSAGE);
        if (kind === 'staff') return { message: PASSWORD_RESET_DONE_MESSAGE, signedIn: false };
        // The link's holder just proved they read the account's mailbox: they need not type the password again.
        setClientSessionCookie(request, reply, await options.clientSessions.open(accountId));
        return { message: CLIENT_PASSWORD_SET_SIGNED_IN_MESSAGE, signedIn: true };
      },
    );
  }
}
