import type { FastifyInstance } from 'fastify';
import {
  CLIENT_PASSWORD_SET_SIGNED_IN_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  passwordResetSentMessage,
} from '../../../contract/shared/password-reset';
import { type PasswordResetEndpoints, passwordResetEndpoints } from '../../../contract/shared/password-reset-endpoints';
import { implement } from '../endpoints';
import { HttpError } from '../http-error';
import type { LimitWindow } from '../rate-limits';
import { type ClientSessions, setClientSessionCookie } from './client-sessions';
import type { SubjectKind } from './one-time-tokens';
import type { PasswordResets } from './password-resets';

/** Forgot password, the link's state and the new password from the link, for clients and staff. */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: { resets: PasswordResets; limit: LimitWindow; clientSessions: ClientSessions },
) {
  for (const kind of ['client', 'staff'] as const) resetRoutesOf(app, kind, options);
}

function resetRoutesOf(
  app: FastifyInstance,
  kind: SubjectKind,
  options: { resets: PasswordResets; limit: LimitWindow; clientSessions: ClientSessions },
) {
  const endpoints: PasswordResetEndpoints = passwordResetEndpoints[kind];
  const limited = { config: { rateLimit: options.limit } };

  implement(
    app,
    endpoints.request,
    async (request, reply) => {
      // The answer goes first and the link is made after it: a known address costs a token and a
      // queued email more than an unknown one, and the time taken must not tell which it was.
      const { email } = request.body;
      reply.raw.once('close', () => {
        options.resets.request(kind, email).catch((error: unknown) => request.log.error({ err: error }, 'password reset request failed'));
      });
      return reply.code(202).send({ message: passwordResetSentMessage(options.resets.resetMinutes) });
    },
    limited,
  );

  implement(
    app,
    endpoints.linkState,
    async (request, reply) => {
      const email = await options.resets.usableFor(kind, request.query.token);
      return reply.header('cache-control', 'no-store').send(email ? { usable: true, email } : { usable: false });
    },
    limited,
  );

  implement(
    app,
    endpoints.confirm,
    async (request, reply) => {
      const accountId = await options.resets.confirm(kind, request.body.token, request.body.password);
      if (accountId === false) throw new HttpError(400, PASSWORD_RESET_INVALID_MESSAGE);
      if (kind === 'staff') return { message: PASSWORD_RESET_DONE_MESSAGE, signedIn: false };
      // The link's holder just proved they read the account's mailbox: they need not type the password again.
      setClientSessionCookie(request, reply, await options.clientSessions.open(accountId));
      return { message: CLIENT_PASSWORD_SET_SIGNED_IN_MESSAGE, signedIn: true };
    },
    limited,
  );
}
