import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TeamMember } from '../../../contract/staff/team';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { staffRecoveryCodes, users as staffMembers } from '../../platform/db/schema';
import { findMember } from './team-member-row';

/** Turns a member's two-factor sign-in off (a lost phone); they enrol again at their next sign-in if it is required. */
export async function resetTwoFactor(db: Db, id: number, actorId: number): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await findMember(tx, id);
    await tx
      .update(staffMembers)
      .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, mfaFailedCodes: 0, mfaLockedAt: null, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, id));
    await tx.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.userId, id), isNull(staffRecoveryCodes.usedAt)));
    await recordAudit(tx, { actorUserId: actorId, action: 'staff.mfa_reset', entityType: 'user', entityId: id });
    return findMember(tx, id);
  });
}
