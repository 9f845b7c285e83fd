import type { FastifyInstance } from 'fastify';
import { inviteStaffSchema, updateStaffSchema } from '../../../contract/staff/team';
import { idParamSchema } from '../../../contract/shared/fields';
import { actingStaff } from '../../platform/auth/staff-guard';
import { parseWith } from '../../platform/http-error';
import type { TeamService } from './team-service';

/** The Team tab; registered inside the staff scope. */
export async function teamRoutes(app: FastifyInstance, options: { team: TeamService }) {
  const { team } = options;

  // Caseworkers read the active members too: they assign leads to them.
  app.get('/api/admin/staff', { config: { role: 'caseworker' } }, async (request) => ({
    items: await team.list(!actingStaff(request).isAdmin),
  }));

  app.post('/api/admin/staff', { config: { role: 'admin' } }, async (request, reply) => {
    const created = await team.invite(parseWith(inviteStaffSchema, request.body), actingStaff(request).id);
    return reply.code(201).send(created);
  });

  app.patch('/api/admin/staff/:id', { config: { role: 'admin' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return team.update(id, parseWith(updateStaffSchema, request.body), actingStaff(request).id);
  });

  app.post('/api/admin/staff/:id/mfa/reset', { config: { role: 'admin' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return team.resetTwoFactor(id, actingStaff(request).id);
  });
}
