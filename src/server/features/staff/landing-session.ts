import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { WEB_SESSION_COOKIE, type WebSession, type WebSessions } from '../../platform/auth/web-sessions';
import type { LandingService } from './landing-service';

export const cookieOptions = (request: FastifyRequest, expires: Date) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires }) as const;

/** A staff member's landing-side session: started at a sign-in, read back from its cookie. */
export function landingSessions(landing: LandingService, webSessions: WebSessions) {
  /** The signed-in staff member of this request's landing session and the session, or null. */
  async function signedIn(request: FastifyRequest): Promise<{ member: AuthUser; sid: string; session: WebSession } | null> {
    const sid = request.cookies[WEB_SESSION_COOKIE];
    const session = sid ? await webSessions.read(sid) : null;
    const member = sid && session ? await landing.activeMember(session.userId) : null;
    return sid && session && member ? { member, sid, session } : null;
  }

  return {
    signedIn,
    member: async (request: FastifyRequest) => (await signedIn(request))?.member ?? null,

    async start(request: FastifyRequest, reply: FastifyReply, member: AuthUser, method: 'password' | 'oidc') {
      const { sid, expiresAt } = await webSessions.create({ kind: 'staff', userId: member.id, method });
      reply.setCookie(WEB_SESSION_COOKIE, sid, cookieOptions(request, expiresAt));
      await landing.recordSignIn(member.id, method);
      request.log.info({ staffId: member.id, method }, 'staff signed in on the landing side');
    },
  };
}

export type LandingSessions = ReturnType<typeof landingSessions>;
