import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLoginSchema,
  adminTokenSchema,
  changeStaffPasswordSchema,
  INVALID_STAFF_CREDENTIALS_MESSAGE,
  MFA_CODE_REQUIRED_MESSAGE,
  MFA_CODE_WRONG_MESSAGE,
  MFA_LOCKED_MESSAGE,
  staffMemberSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../contract/staff/staff';
import { failures, noContent } from '../../platform/api-contract';
import { recordAudit } from '../../platform/audit';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { WebSessions } from '../../platform/auth/web-sessions';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { type RateLimits, signInRoute } from '../../platform/rate-limits';
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

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/admin/authenticate',
      signInRoute(options.limits, 'Staff sign-in: answers a bearer token for the admin calls.', adminLoginSchema, adminTokenSchema),
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
    onSignedOut: (userId: number) => Promise<void>;
  },
) {
  const { staff } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/logout',
    { config: { role: 'caseworker' }, schema: { response: { ...noContent, ...failures(401) } } },
    async (request, reply) => {
      if (request.staffToken) {
        await staff.signOut(request.staffToken);
        await options.onSignedOut(actingStaff(request).id);
      }
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/admin/me',
    { config: { role: 'caseworker' }, schema: { response: { 200: staffMemberSchema, ...failures(401) } } },
    async (request) => {
      const member = actingStaff(request);
      return { ...member, mfaEnrolmentRequired: options.mfaRequired && !member.mfaEnabled };
    },
  );

  routes.post(
    '/api/admin/password',
    {
      config: { role: 'caseworker', rateLimit: options.limits.perAddress },
      schema: { body: changeStaffPasswordSchema, response: { ...noContent, ...failures(400, 401, 429) } },
    },
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
      await options.webSessions.destroyForUser(member.id);
      await options.onSignedOut(member.id);
      await recordAudit(options.db, { actorUserId: member.id, action: 'staff.password_changed', entityType: 'user', entityId: member.id });
      return reply.code(204).send(null);
    },
  );
}
