import { eq } from 'drizzle-orm';
import { revokeOneTimeTokens } from '../../platform/auth/one-time-tokens';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';

/**
 * Sets a new password after checking the current one; every other token (all but `keepToken`) and
 * emailed link of that member ends. False when the current password is wrong.
 */
export async function changePassword(
  db: Db,
  tokens: StaffTokens,
  change: { staffId: number; keepToken: string | null; currentPassword: string; newPassword: string },
): Promise<boolean> {
  const { staffId } = change;
  const [member] = await db.select({ passwordHash: staffMembers.passwordHash }).from(staffMembers).where(eq(staffMembers.id, staffId));
  if (!member || !(await verifyPassword(member.passwordHash, change.currentPassword))) return false;
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(staffMembers.id, staffId));
    await tokens.revokeAll(staffId, change.keepToken, tx);
    await revokeOneTimeTokens(tx, { kind: 'staff', id: staffId });
  });
  return true;
}
