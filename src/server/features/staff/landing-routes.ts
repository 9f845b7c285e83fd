import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { landingEndpoints as endpoints } from '../../../contract/staff/landing-endpoints';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import type { Oidc } from '../../platform/auth/oidc';
import { WEB_SESSION_COOKIE, type WebSessions } from '../../platform/auth/web-sessions';
import { implement } from '../../platform/endpoints';
import { HttpError } from '../../platform/http-error';
import type { RateLimits } from '../../platform/rate-limits';
import { startedByAnotherSite } from '../../platform/site-origin';
import { adminAccess } from './admin-access';
import type { LandingService } from './landing-service';
import { landingSessions } from './landing-session';
import { providerSignInRoutes } from './provider-sign-in-routes';
import { signInRefusal } from './routes';

export interface LandingRoutesOptions {
  landing: LandingService;
  webSessions: WebSessions;
  /** Null when no identity provider is configured: starting to sign in then opens the sign-in page. */
  oidc: Oidc | null;
  /** The client signed in at /client-login, if any (the accounts feature knows). */
  clientUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  endClientSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  limits: RateLimits['signIn'];
  /** The site's own origin (PUBLIC_URL's); null: the request's own host. */
  siteOrigin: string | null;
}

/** Signing in and out on the landing side, who is signed in there, and 'Admin Access' from it. */
export async function landingRoutes(app: FastifyInstance, options: LandingRoutesOptions) {
  const { landing, webSessions } = options;
  const sessions = landingSessions(landing, webSessions);

  providerSignInRoutes(app, { landing, webSessions, oidc: options.oidc, sessions });

  implement(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { email, password, code } = request.body;
      const member = await options.limits.perAccount.attempt('staff', email, async () => {
        const found = await landing.verifyPassword(email, password);
        if (!found) throw signInRefusal('refused');
        const second = await landing.secondFactor(found.id, code);
        if (second !== 'ok') throw signInRefusal(second);
        return found;
      });
      await sessions.start(request, reply, member, 'password');
      return member;
    },
    { config: { rateLimit: options.limits.perAddress } },
  );

  implement(app, endpoints.signOut, async (request, reply) => {
    if (startedByAnotherSite(request, options.siteOrigin)) return reply.redirect('/');
    const sid = request.cookies[WEB_SESSION_COOKIE];
    if (sid) await webSessions.destroy(sid);
    reply.clearCookie(WEB_SESSION_COOKIE, { path: '/' });
    await options.endClientSession(request, reply);
    return reply.redirect('/');
  });

  implement(app, endpoints.signedIn, async (request, reply) =>
    reply.send((await sessions.member(request)) ?? (await options.clientUser(request)) ?? null),
  );

  implement(app, endpoints.activity, async (request) => {
    const member = await sessions.member(request);
    if (!member) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
    return { items: await landing.recentActivity(member.id) };
  });

  implement(app, endpoints.adminAccess, async (request) =>
    adminAccess({ landing, webSessions, sessions, limits: options.limits }, request, request.body),
  );
}
