import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateProfileSchema } from '../../../contract/staff/landing';
import { staffMemberSchema } from '../../../contract/staff/staff';
import { failures } from '../../platform/api-contract';
import { recordAudit } from '../../platform/audit';
import { actingStaff } from '../../platform/auth/staff-guard';
import { staffMemberColumns } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';

/** The signed-in member's own profile; registered inside the guarded admin scope. */
export async function profileRoutes(app: FastifyInstance, options: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/admin/me',
    {
      config: { role: 'caseworker' },
      schema: { description: 'Changes your own name.', body: updateProfileSchema, response: { 200: staffMemberSchema, ...failures(400, 401) } },
    },
    async (request) => {
      const member = actingStaff(request);
      const { firstName, lastName } = request.body;
      return options.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ firstName, lastName: lastName || null, updatedAt: new Date().toISOString() })
          .where(eq(users.id, member.id))
          .returning(staffMemberColumns);
        await recordAudit(tx, {
          actorUserId: member.id,
          action: 'staff.profile_updated',
          entityType: 'user',
          entityId: member.id,
          before: { firstName: member.firstName, lastName: member.lastName },
          after: { firstName: updated.firstName, lastName: updated.lastName },
        });
        return updated;
      });
    },
  );
}
