import type { FastifyInstance } from 'fastify';
import {
  CLIENT_PASSWORD_CHANGED_MESSAGE,
  CLIENT_WRONG_CURRENT_PASSWORD_MESSAGE,
  FOREIGN_REQUEST_MESSAGE,
  otherSessionsEndedMessage,
} from '../../../contract/accounts/client-password';
import { clientAccountEndpoints as endpoints } from '../../../contract/accounts/endpoints';
import { CLIENT_SESSION_COOKIE, type ClientSessions, ownAccount } from '../../platform/auth/client-sessions';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { implement } from '../../platform/endpoints';
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
  const routeOptions = { config: { rateLimit: options.limits.perAddress }, preHandler: ownSiteOnly(options.siteOrigin, FOREIGN_REQUEST_MESSAGE) };
  const sessionToken = (cookies: Record<string, string | undefined>) => cookies[CLIENT_SESSION_COOKIE] ?? '';

  implement(
    app,
    endpoints.changePassword,
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
    routeOptions,
  );

  implement(
    app,
    endpoints.endOtherSessions,
    async (request) => {
      const ended = await options.sessions.endOthers(ownAccount(request), sessionToken(request.cookies));
      return { ended, message: otherSessionsEndedMessage(ended) };
    },
    routeOptions,
  );
}
