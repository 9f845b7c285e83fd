import { eq } from 'drizzle-orm';
import type { UpdateProfileInput } from '../../../contract/staff/landing';
import type { StaffMember } from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import { staffMemberColumns } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';

/** Changes a member's own name (audited, before and after). */
export async function updateProfile(db: Db, member: StaffMember, change: UpdateProfileInput): Promise<StaffMember> {
  const { firstName, lastName } = change;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffMembers)
      .set({ firstName, lastName: lastName || null, updatedAt: new Date().toISOString() })
      .where(eq(staffMembers.id, member.id))
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
}
