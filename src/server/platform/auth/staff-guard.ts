import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMember } from '../../../contract/staff/staff';
import { STAFF_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/staff/staff';
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
