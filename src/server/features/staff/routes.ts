import type { FastifyInstance } from 'fastify';
import { staffEndpoints as endpoints } from '../../../contract/staff/endpoints';
import {
  INVALID_STAFF_CREDENTIALS_MESSAGE,
  MFA_CODE_REQUIRED_MESSAGE,
  MFA_CODE_WRONG_MESSAGE,
  MFA_LOCKED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { WebSessions } from '../../platform/auth/web-sessions';
import type { Db } from '../../platform/db/client';
import { implement } from '../../platform/endpoints';
import { HttpError } from '../../platform/http-error';
import type { RateLimits } from '../../platform/rate-limits';
import type { SignInRefusal, StaffService } from './service';

/** The 401 of a refused staff sign-in; one that needs (another) two-factor code says so. */
export function signInRefusal(outcome: SignInRefusal): HttpError {
  if (outcome === 'refused') return new HttpError(401, INVALID_STAFF_CREDENTIALS_MESSAGE);
  return new HttpError(401, SECOND_FACTOR_MESSAGES[outcome], { mfaRequired: true });
}

const SECOND_FACTOR_MESSAGES = { required: MFA_CODE_REQUIRED_MESSAGE, wrong: MFA_CODE_WRONG_MESSAGE, locked: MFA_LOCKED_MESSAGE } as const;

export async function staffSignInRoutes(
  app: FastifyInstance,
  options: { staff: StaffService; limits: RateLimits['signIn']; mfaRequired: boolean },
) {
  const { staff } = options;
  implement(
    app,
    endpoints.signIn,
    async (request) => {
      const { email, password, code } = request.body;
      const signedIn = await options.limits.perAccount.attempt('staff', email, async () => {
        const result = await staff.signIn(email, password, code);
        if (result.outcome !== 'ok') throw signInRefusal(result.outcome);
        return result;
      });
      request.log.info({ staffId: signedIn.staff.id }, 'staff signed in');
      return { token: signedIn.token, ...(options.mfaRequired && !signedIn.staff.mfaEnabled ? { mfaEnrolmentRequired: true } : {}) };
    },
    { config: { rateLimit: options.limits.perAddress } },
  );
}

/** Routes for a signed-in staff member; registered inside the guarded admin scope. */
export async function staffRoutes(
  app: FastifyInstance,
  options: {
    staff: StaffService;
    db: Db;
    mfaRequired: boolean;
    webSessions: WebSessions;
    /** The sign-in's limits: checking the current password is a sign-in attempt too. */
    limits: RateLimits['signIn'];
    /** Told of each sign-out (and of the other sign-ins a new password ends), so the member's open chat sockets on every instance close at once. */
    onSignedOut: (staffId: number) => Promise<void>;
  },
) {
  const { staff } = options;

  implement(app, endpoints.signOut, async (request, reply) => {
    if (request.staffToken) {
      await staff.signOut(request.staffToken);
      await options.onSignedOut(actingStaff(request).id);
    }
    return reply.code(204).send(null);
  });

  implement(app, endpoints.me, async (request) => {
    const member = actingStaff(request);
    return { ...member, mfaEnrolmentRequired: options.mfaRequired && !member.mfaEnabled };
  });

  implement(
    app,
    endpoints.changePassword,
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      assertAcceptablePassword(newPassword);
      const member = actingStaff(request);
      // A stolen token must not make the password guessable: the same per-address limit and per-account delays as the sign-in.
      await options.limits.perAccount.attempt('staff', member.email, async () => {
        if (!(await staff.changePassword(member.id, request.staffToken, currentPassword, newPassword))) {
          throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
        }
      });
      // Sign-ins on the landing side end too: a stolen one must not outlive the new password.
      await options.webSessions.destroyForStaff(member.id);
      await options.onSignedOut(member.id);
      await recordAudit(options.db, { actorUserId: member.id, action: 'staff.password_changed', entityType: 'user', entityId: member.id });
      return reply.code(204).send(null);
    },
    { config: { rateLimit: options.limits.perAddress } },
  );
}
