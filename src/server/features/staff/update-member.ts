import { and, count, eq, ne, sql } from 'drizzle-orm';
import { LAST_ADMIN_MESSAGE, type TeamMember, type UpdateStaff } from '../../../contract/staff/team';
import { recordAudit } from '../../platform/audit';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { findMember } from './team-member-row';

// Serialises changes to who is an active admin, so two admins demoting each other cannot leave none.
const ADMIN_SET_LOCK_KEY = 727_003;

/**
 * Changes a member's role or whether they are active (audited); the last active admin stays one.
 * Deactivating ends every token of theirs in the same transaction: `deactivated` tells the caller to
 * end their sessions and sockets too.
 */
export async function updateMember(
  db: Db,
  staffTokens: StaffTokens,
  id: number,
  change: UpdateStaff,
  actorId: number,
): Promise<{ member: TeamMember; deactivated: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK_KEY})`);
    const before = await findMember(tx, id);
    const after = { isAdmin: change.isAdmin ?? before.isAdmin, isActive: change.active ?? before.isActive };
    if (before.isAdmin && before.isActive && !(after.isAdmin && after.isActive)) {
      const [others] = await tx
        .select({ n: count() })
        .from(staffMembers)
        .where(and(eq(staffMembers.isAdmin, true), eq(staffMembers.isActive, true), ne(staffMembers.id, id)));
      if (others.n === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
    }
    await tx
      .update(staffMembers)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, id));
    const deactivated = before.isActive && !after.isActive;
    if (deactivated) await staffTokens.revokeAll(id, null, tx);
    await recordAudit(tx, {
      actorUserId: actorId,
      action: deactivated ? 'staff.deactivated' : 'staff.updated',
      entityType: 'user',
      entityId: id,
      before: { isAdmin: before.isAdmin, isActive: before.isActive },
      after,
    });
    return { member: await findMember(tx, id), deactivated };
  });
}
