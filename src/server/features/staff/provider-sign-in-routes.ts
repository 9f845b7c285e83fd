import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { HOME_PATH, LANDING_SIGN_IN_PATH, type SignInError } from '../../../contract/staff/landing';
import { landingEndpoints as endpoints } from '../../../contract/staff/landing-endpoints';
import { type Oidc, OidcSignInError } from '../../platform/auth/oidc';
import { OIDC_PENDING_COOKIE, OIDC_PENDING_MINUTES, type WebSessions } from '../../platform/auth/web-sessions';
import { implement } from '../../platform/endpoints';
import type { LandingService } from './landing-service';
import { cookieOptions, type LandingSessions } from './landing-session';

const backToSignIn = (reply: FastifyReply, error: SignInError) => reply.redirect(`${LANDING_SIGN_IN_PATH}?error=${error}`);

/** Signing in at the identity provider: the start (`GET /api/login`) and the provider's return (`GET /api/callback`). */
export function providerSignInRoutes(
  app: FastifyInstance,
  options: { landing: LandingService; webSessions: WebSessions; oidc: Oidc | null; sessions: LandingSessions },
) {
  const { landing, webSessions, oidc } = options;
  const callbackPath = endpoints.providerReturn.path;

  implement(app, endpoints.startSignIn, async (request, reply) => {
    if (!oidc) return reply.redirect(LANDING_SIGN_IN_PATH);
    let started: Awaited<ReturnType<Oidc['begin']>>;
    try {
      started = await oidc.begin();
    } catch (error) {
      // The provider is down or misconfigured: say so on the sign-in page rather than answer a 500.
      request.log.error({ err: error }, 'identity provider unreachable');
      return backToSignIn(reply, 'unreachable');
    }
    const { url, pending } = started;
    const { sid, expiresAt } = await webSessions.create({ kind: 'oidc_pending', ...pending }, OIDC_PENDING_MINUTES * 60_000);
    reply.setCookie(OIDC_PENDING_COOKIE, sid, { ...cookieOptions(request, expiresAt), path: callbackPath });
    return reply.redirect(url);
  });

  implement(app, endpoints.providerReturn, async (request, reply) => {
    const pendingSid = request.cookies[OIDC_PENDING_COOKIE];
    reply.clearCookie(OIDC_PENDING_COOKIE, { path: callbackPath });
    const pending = oidc && pendingSid ? await webSessions.takePendingOidc(pendingSid) : null;
    if (!oidc || !pending) return backToSignIn(reply, 'failed');
    const callbackUrl = new URL(request.url, `${request.protocol}://${request.host}`);
    let member: AuthUser | null;
    try {
      member = await landing.memberForIdentity(await oidc.complete(callbackUrl, pending));
    } catch (error) {
      if (!(error instanceof OidcSignInError)) throw error;
      request.log.warn({ reason: error.message }, 'identity provider sign-in refused');
      return backToSignIn(reply, 'failed');
    }
    if (!member) return backToSignIn(reply, 'refused');
    await options.sessions.start(request, reply, member, 'oidc');
    return reply.redirect(HOME_PATH);
  });
}
