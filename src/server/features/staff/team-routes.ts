import type { FastifyInstance } from 'fastify';
import { teamEndpoints as endpoints } from '../../../contract/staff/endpoints';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import type { TeamService } from './team-service';

/** The Team tab; registered inside the staff scope. */
export async function teamRoutes(app: FastifyInstance, options: { team: TeamService }) {
  const { team } = options;
  implement(app, endpoints.list, async (request) => ({ items: await team.list(!actingStaff(request).isAdmin) }));
  implement(app, endpoints.invite, async (request, reply) => reply.code(201).send(await team.invite(request.body, actingStaff(request).id)));
  implement(app, endpoints.update, async (request) => team.update(request.params.id, request.body, actingStaff(request).id));
  implement(app, endpoints.resendInvitation, async (request) => team.resendInvitation(request.params.id, actingStaff(request).id));
  implement(app, endpoints.resetTwoFactor, async (request) => team.resetTwoFactor(request.params.id, actingStaff(request).id));
}
