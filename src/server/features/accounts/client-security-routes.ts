import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_PASSWORD_CHANGED_MESSAGE,
  CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE,
  changeClientPasswordSchema,
  endedSessionsSchema,
  FOREIGN_REQUEST_MESSAGE,
  otherSessionsEndedMessage,
} from '../../../contract/accounts/client-password';
import { messageSchema } from '../../../contract/shared/password-reset';
import { failures } from '../../platform/api-contract';
import { CLIENT_SESSION_COOKIE, type ClientSessions, ownAccount } from '../../platform/auth/client-sessions';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { HttpError } from '../../platform/http-error';
import { ownSiteOnly } from '../../platform/own-site-guard';
import type { RateLimits } from '../../platform/rate-limits';

/**
 * The client's Account page: a new password, and ending their other sessions. Registered inside the
 * client scope (a live session needed); each acts only on the signed-in client's own account. Limited
 * as sign-in is: per address, and a wrong current password slows the next tries on that account.
 */
export async function clientSecurityRoutes(
  app: FastifyInstance,
  options: { sessions: ClientSessions; limits: RateLimits['signIn']; siteOrigin: string | null },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: options.limits.perAddress };
  const preHandler = ownSiteOnly(options.siteOrigin, FOREIGN_REQUEST_MESSAGE);
  const sessionToken = (cookies: Record<string, string | undefined>) => cookies[CLIENT_SESSION_COOKIE] ?? '';

  routes.post(
    '/api/client/password',
    {
      config,
      preHandler,
      schema: {
        description: "Changes the signed-in client's password after checking the current one; their other sessions and emailed links end.",
        body: changeClientPasswordSchema,
        response: { 200: messageSchema, ...failures(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const accountId = ownAccount(request);
      const { currentPassword, newPassword } = request.body;
      assertAcceptablePassword(newPassword);
      await options.limits.perAccount.attempt('client-password', String(accountId), async () => {
        if (!(await options.sessions.changePassword(accountId, sessionToken(request.cookies), currentPassword, newPassword)))
          throw new HttpError(400, CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE);
      });
      return { message: CLIENT_PASSWORD_CHANGED_MESSAGE };
    },
  );

  routes.post(
    '/api/client/sessions/end-others',
    {
      config,
      preHandler,
      schema: {
        description: "Ends every session of the signed-in client but this one (a phone or computer they no longer use, or someone else's).",
        response: { 200: endedSessionsSchema, ...failures(401, 403, 429) },
      },
    },
    async (request) => {
      const ended = await options.sessions.endOthers(ownAccount(request), sessionToken(request.cookies));
      return { ended, message: otherSessionsEndedMessage(ended) };
    },
  );
}
