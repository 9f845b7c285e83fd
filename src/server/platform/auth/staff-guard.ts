import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffEndpoints } from '../../../contract/staff/endpoints';
import type { StaffMember } from '../../../contract/staff/staff';
import { MFA_ENROLMENT_REQUIRED_MESSAGE, STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
import { ADMIN_ONLY_MESSAGE, type StaffRole } from '../../../contract/staff/team';
import { HttpError } from '../http-error';
import type { StaffTokens } from './staff-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on routes guarded by `requireStaff`. */
    staff: StaffMember | null;
    staffToken: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** An onRequest hook for a whole route scope: no live staff token, no entry (401). */
export function requireStaff(tokens: StaffTokens) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    const member = token ? await tokens.verify(token) : null;
    if (!member) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
    request.staff = member;
    request.staffToken = token;
  };
}

/** The acting staff member of a guarded route. */
export function actingStaff(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new HttpError(401, STAFF_SIGN_IN_REQUIRED_MESSAGE);
  return request.staff;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a staff route: every staff route declares it (an undeclared one is admin-only). */
    role?: StaffRole;
  }
}

/**
 * Guards a scope of staff routes: a live staff token for every one, and the role each route
 * declares (`config: { role }`); a route without a declared role stops the app at start.
 * `roles` collects `METHOD path -> role` of every route of the scope.
 */
/** What a member who must still enrol in two-factor sign-in may do (STAFF_MFA_REQUIRED). */
const BEFORE_ENROLMENT = new Set(
  [staffEndpoints.me, staffEndpoints.signOut, staffEndpoints.startTwoFactor, staffEndpoints.confirmTwoFactor].map(
    ({ method, path }) => `${method} ${path}`,
  ),
);

export function guardStaffScope(
  scope: FastifyInstance,
  tokens: StaffTokens,
  roles: Map<string, StaffRole>,
  options: { mfaRequired: boolean } = { mfaRequired: false },
): void {
  scope.addHook('onRoute', (route) => {
    const role = (route.config as FastifyContextConfig | undefined)?.role;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!role) throw new Error(`Staff route ${methods.join(',')} ${route.url} declares no role`);
    for (const method of methods) if (method !== 'HEAD') roles.set(`${method} ${route.url}`, role);
  });
  scope.addHook('onRequest', requireStaff(tokens));
  scope.addHook('onRequest', async (request) => {
    if (options.mfaRequired && !actingStaff(request).mfaEnabled && !BEFORE_ENROLMENT.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new HttpError(403, MFA_ENROLMENT_REQUIRED_MESSAGE, { mfaEnrolmentRequired: true });
    }
    if (request.routeOptions.config.role !== 'caseworker') requireAdmin(request);
  });
}

/** For a rule that depends on the request itself (completing a payout): only an admin passes. */
export function requireAdmin(request: FastifyRequest): StaffMember {
  const member = actingStaff(request);
  if (!member.isAdmin) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
  return member;
}
