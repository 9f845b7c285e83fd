import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_USER_PATH, authUserSchema, type AuthUser, SIGNED_IN_REPLY_DESCRIPTION, signedInSchema } from '../../../contract/shared/auth-user';
import {
  activitySchema,
  adminAccessSchema,
  HOME_PATH,
  LANDING_SIGN_IN_PATH,
  landingSignInSchema,
  type SignInError,
} from '../../../contract/staff/landing';
import { adminTokenSchema, STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import { failures } from '../../platform/api-contract';
import { HttpError } from '../../platform/http-error';
import { type Oidc, OidcSignInError } from '../../platform/auth/oidc';
import { OIDC_PENDING_COOKIE, OIDC_PENDING_MINUTES, WEB_SESSION_COOKIE, type WebSession, type WebSessions } from '../../platform/auth/web-sessions';
import { type RateLimits, signInRoute } from '../../platform/rate-limits';
import { startedByAnotherSite } from '../../platform/site-origin';
import type { LandingService } from './landing-service';
import { signInRefusal } from './routes';

export interface LandingRoutesOptions {
  landing: LandingService;
  webSessions: WebSessions;
  /** Null when no identity provider is configured: `/api/login` then opens the sign-in page. */
  oidc: Oidc | null;
  /** The client signed in at /client-login, if any (the accounts feature knows). */
  clientUser: (request: FastifyRequest) => Promise<AuthUser | null>;
  endClientSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  limits: RateLimits['signIn'];
  /** The site's own origin (PUBLIC_URL's); null: the request's own host. */
  siteOrigin: string | null;
}

/** A route that answers with a redirect (302) only. */
const redirectsTo = (description: string) => ({ schema: { description, response: { 302: z.null() } } });

const cookieOptions = (request: FastifyRequest, expires: Date) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires }) as const;

/** Signing in on the landing side (`/api/login`, `/api/logout`, `GET /api/auth/user`), and 'Admin Access' from it. */
export async function landingRoutes(app: FastifyInstance, options: LandingRoutesOptions) {
  const { landing, webSessions, oidc } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function startSession(request: FastifyRequest, reply: FastifyReply, user: AuthUser, method: 'password' | 'oidc') {
    const { sid, expiresAt } = await webSessions.create({ kind: 'staff', userId: user.id, method });
    reply.setCookie(WEB_SESSION_COOKIE, sid, cookieOptions(request, expiresAt));
    await landing.recordSignIn(user.id, method);
    request.log.info({ staffId: user.id, method }, 'staff signed in on the landing side');
  }

  /** The signed-in staff member of this request's landing session and the session, or null. */
  async function signedIn(request: FastifyRequest): Promise<{ member: AuthUser; sid: string; session: WebSession } | null> {
    const sid = request.cookies[WEB_SESSION_COOKIE];
    const session = sid ? await webSessions.read(sid) : null;
    const member = sid && session ? await landing.activeMember(session.userId) : null;
    return sid && session && member ? { member, sid, session } : null;
  }
  const sessionMember = async (request: FastifyRequest) => (await signedIn(request))?.member ?? null;

  const backToSignIn = (reply: FastifyReply, error: SignInError) => reply.redirect(`${LANDING_SIGN_IN_PATH}?error=${error}`);

  routes.get(
    '/api/login',
    redirectsTo('Starts signing in: at the identity provider when one is configured, else on the sign-in page.'),
    async (request, reply) => {
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
      reply.setCookie(OIDC_PENDING_COOKIE, sid, { ...cookieOptions(request, expiresAt), path: '/api/callback' });
      return reply.redirect(url);
    },
  );

  routes.get(
    '/api/callback',
    redirectsTo("The identity provider's return: the code is exchanged, the email matched to a staff account."),
    async (request, reply) => {
      const pendingSid = request.cookies[OIDC_PENDING_COOKIE];
      reply.clearCookie(OIDC_PENDING_COOKIE, { path: '/api/callback' });
      const pending = oidc && pendingSid ? await webSessions.takePendingOidc(pendingSid) : null;
      if (!oidc || !pending) return backToSignIn(reply, 'failed');
      const callbackUrl = new URL(request.url, `${request.protocol}://${request.host}`);
      let user: AuthUser | null;
      try {
        user = await landing.memberForIdentity(await oidc.complete(callbackUrl, pending));
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ reason: error.message }, 'identity provider sign-in refused');
        return backToSignIn(reply, 'failed');
      }
      if (!user) return backToSignIn(reply, 'refused');
      await startSession(request, reply, user, 'oidc');
      return reply.redirect(HOME_PATH);
    },
  );

  routes.post(
    '/api/login',
    signInRoute(options.limits, "The sign-in page's staff sign-in: sets the session cookie.", landingSignInSchema, authUserSchema),
    async (request, reply) => {
      const { email, password, code } = request.body;
      const user = await options.limits.perAccount.attempt('staff', email, async () => {
        const member = await landing.verifyPassword(email, password);
        if (!member) throw signInRefusal('refused');
        const second = await landing.secondFactor(member.id, code);
        if (second !== 'ok') throw signInRefusal(second);
        return member;
      });
      await startSession(request, reply, user, 'password');
      return user;
    },
  );

  routes.get(
    '/api/logout',
    redirectsTo('Ends the landing-side session (staff or client) and returns to the home page; a navigation started by another site ends nothing.'),
    async (request, reply) => {
      if (startedByAnotherSite(request, options.siteOrigin)) return reply.redirect('/');
      const sid = request.cookies[WEB_SESSION_COOKIE];
      if (sid) await webSessions.destroy(sid);
      reply.clearCookie(WEB_SESSION_COOKIE, { path: '/' });
      await options.endClientSession(request, reply);
      return reply.redirect('/');
    },
  );

  routes.get(
    AUTH_USER_PATH,
    // Nobody signed in is an answer, not an error: every visitor's page asks.
    { schema: { description: SIGNED_IN_REPLY_DESCRIPTION, response: { 200: signedInSchema } } },
    async (request, reply) => reply.send((await sessionMember(request)) ?? (await options.clientUser(request)) ?? null),
  );

  routes.get(
    '/api/auth/activity',
    { schema: { description: "The signed-in staff member's own latest audited actions.", response: { 200: activitySchema, ...failures(401) } } },
    async (request) => {
      const member = await sessionMember(request);
      if (!member) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
      return { items: await landing.recentActivity(member.id) };
    },
  );

  routes.post(
    '/api/auth/admin-access',
    {
      schema: {
        description:
          "'Admin Access': a bearer token for the admin panel from the landing-side session, without the password again. A session the identity provider started asks once for the member's two-factor code (401 mfaRequired), as the password sign-in does.",
        body: adminAccessSchema,
        response: { 200: adminTokenSchema, ...failures(400, 401) },
      },
    },
    async (request) => {
      const current = await signedIn(request);
      if (!current) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
      const { member, sid, session } = current;
      // A password sign-in asked for the code before the session started; the provider's did not.
      if (session.method === 'oidc' && !session.secondFactorChecked) {
        const code = request.body?.code?.trim() || undefined;
        // A code given is a guess to count, as at the sign-in (delays per account; the tenth wrong one locks).
        const check = async () => {
          const second = await landing.secondFactor(member.id, code);
          if (second !== 'ok') throw signInRefusal(second);
        };
        // A refusal is thrown inside the attempt: only a right code clears the account's count.
        if (code) await options.limits.perAccount.attempt('staff', member.email, check);
        else await check();
        if (code) await webSessions.markSecondFactorChecked(sid);
      }
      return { token: await landing.issueAdminToken(member.id) };
    },
  );
}
