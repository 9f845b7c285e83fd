import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../contract/shared/fields';
import { inviteStaffSchema, teamMemberSchema, updateStaffSchema } from '../../../contract/staff/team';
import { failures } from '../../platform/api-contract';
import { actingStaff } from '../../platform/auth/staff-guard';
import type { TeamService } from './team-service';

/** The Team tab; registered inside the staff scope. */
export async function teamRoutes(app: FastifyInstance, options: { team: TeamService }) {
  const { team } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Caseworkers read the active members too: they assign leads to them.
  routes.get(
    '/api/admin/staff',
    {
      config: { role: 'caseworker' },
      schema: {
        description: 'The team: everyone for an admin, the active members for a caseworker.',
        response: { 200: z.object({ items: z.array(teamMemberSchema) }), ...failures(401) },
      },
    },
    async (request) => ({ items: await team.list(!actingStaff(request).isAdmin) }),
  );

  routes.post(
    '/api/admin/staff',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Invites a member: they get an email with a link to choose a password (7 days).',
        body: inviteStaffSchema,
        response: { 201: teamMemberSchema, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await team.invite(request.body, actingStaff(request).id)),
  );

  routes.patch(
    '/api/admin/staff/:id',
    {
      config: { role: 'admin' },
      schema: { params: idParamSchema, body: updateStaffSchema, response: { 200: teamMemberSchema, ...failures(400, 401, 403, 404, 409) } },
    },
    async (request) => team.update(request.params.id, request.body, actingStaff(request).id),
  );

  routes.post(
    '/api/admin/staff/:id/invitation',
    {
      config: { role: 'admin' },
      schema: {
        description: 'Sends an invited member a new link to choose their password; earlier links stop working.',
        params: idParamSchema,
        response: { 200: teamMemberSchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => team.resendInvitation(request.params.id, actingStaff(request).id),
  );

  routes.post(
    '/api/admin/staff/:id/mfa/reset',
    {
      config: { role: 'admin' },
      schema: {
        description: "Turns a member's two-factor sign-in off (audited).",
        params: idParamSchema,
        response: { 200: teamMemberSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => team.resetTwoFactor(request.params.id, actingStaff(request).id),
  );
}
