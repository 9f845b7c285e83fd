import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_SENT_MESSAGE, passwordResetConfirmSchema, passwordResetRequestSchema,
} from '../../../contract/shared/password-reset';
import { HttpError, parseWith } from '../http-error';
import type { LimitWindow } from '../rate-limits';
import type { SubjectKind } from './one-time-tokens';
import type { PasswordResets } from './password-resets';

const PREFIX: Record<SubjectKind, string> = { client: '/api/client', staff: '/api/admin' };

/** `POST <prefix>/password-reset {email}` and `POST <prefix>/password-reset/confirm {token, password}` for clients and staff. */
export async function passwordResetRoutes(app: FastifyInstance, options: { resets: PasswordResets; limit: LimitWindow }) {
  for (const kind of ['client', 'staff'] as const) {
    app.post(`${PREFIX[kind]}/password-reset`, { config: { rateLimit: options.limit } }, async (request, reply) => {
      const { email } = parseWith(passwordResetRequestSchema, request.body);
      await options.resets.request(kind, email);
      return reply.code(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    });

    app.post(`${PREFIX[kind]}/password-reset/confirm`, { config: { rateLimit: options.limit } }, async (request) => {
      const { token, password } = parseWith(passwordResetConfirmSchema, request.body);
      if (!(await options.resets.confirm(kind, token, password))) throw new HttpError(400, PASSWORD_RESET_INVALID_MESSAGE);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    });
  }
}
