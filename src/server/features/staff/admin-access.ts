import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { adminAccessSchema } from '../../../contract/staff/landing';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import type { WebSessions } from '../../platform/auth/web-sessions';
import { HttpError } from '../../platform/http-error';
import type { RateLimits } from '../../platform/rate-limits';
import type { LandingService } from './landing-service';
import type { LandingSessions } from './landing-session';
import { signInRefusal } from './routes';

/**
 * 'Admin Access': an admin panel token for the member signed in on the landing side. A session the
 * identity provider started asks once for the two-factor code; a password sign-in asked before it started.
 */
export async function adminAccess(
  options: { landing: LandingService; webSessions: WebSessions; sessions: LandingSessions; limits: RateLimits['signIn'] },
  request: FastifyRequest,
  body: z.output<typeof adminAccessSchema>,
): Promise<{ token: string }> {
  const { landing } = options;
  const current = await options.sessions.signedIn(request);
  if (!current) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
  const { member, sid, session } = current;
  if (session.method === 'oidc' && !session.secondFactorChecked) {
    const code = body?.code?.trim() || undefined;
    // A code given is a guess to count, as at the sign-in (delays per account; the tenth wrong one locks).
    const check = async () => {
      const second = await landing.secondFactor(member.id, code);
      if (second !== 'ok') throw signInRefusal(second);
    };
    // A refusal is thrown inside the attempt: only a right code clears the account's count.
    if (code) await options.limits.perAccount.attempt('staff', member.email, check);
    else await check();
    if (code) await options.webSessions.markSecondFactorChecked(sid);
  }
  return { token: await landing.issueAdminToken(member.id) };
}
