import type { FastifyInstance } from 'fastify';
import { adminLoginSchema, changeStaffPasswordSchema, INVALID_STAFF_CREDENTIALS_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import { HttpError, parseWith } from '../../platform/http-error';
import { assertAcceptablePassword } from '../../platform/auth/password-policy';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { StaffService } from './service';
import type { Db } from '../../platform/db/client';
import { perAccountSignInLimit, type RateLimits } from '../../platform/rate-limits';

export async function staffSignInRoutes(app: FastifyInstance, options: { staff: StaffService; limits: RateLimits['signIn'] }) {
  const { staff } = options;
  const checkAccount = perAccountSignInLimit(app, 'staff', options.limits.perAccount);

  app.post('/api/admin/authenticate', { config: { rateLimit: options.limits.perAddress } }, async (request) => {
    const { email, password } = parseWith(adminLoginSchema, request.body);
    await checkAccount(request);
    const signedIn = await staff.signIn(email, password);
    if (!signedIn) throw new HttpError(401, INVALID_STAFF_CREDENTIALS_MESSAGE);
    request.log.info({ staffId: signedIn.staff.id }, 'staff signed in');
    return { token: signedIn.token };
  });
}

/** Routes for a signed-in staff member; registered inside the guarded admin scope. */
export async function staffRoutes(app: FastifyInstance, options: { staff: StaffService; db: Db }) {
  const { staff } = options;

  app.post('/api/admin/logout', { config: { role: 'caseworker' } }, async (request, reply) => {
    if (request.staffToken) await staff.signOut(request.staffToken);
    return reply.code(204).send();
  });

  app.get('/api/admin/me', { config: { role: 'caseworker' } }, async (request) => actingStaff(request));

  app.post('/api/admin/password', { config: { role: 'caseworker' } }, async (request, reply) => {
    const { currentPassword, newPassword } = parseWith(changeStaffPasswordSchema, request.body);
    assertAcceptablePassword(newPassword);
    const member = actingStaff(request);
    if (!(await staff.changePassword(member.id, request.staffToken, currentPassword, newPassword))) {
      throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    await recordAudit(options.db, { actorUserId: member.id, action: 'staff.password_changed', entityType: 'user', entityId: member.id });
    return reply.code(204).send();
  });
}

