import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { verifyPassword } from '../../platform/auth/passwords';
import { staffMemberColumns } from '../../platform/auth/staff-tokens';

/**
 * The active member with this email and password, or null: after the same work whether the email,
 * the password or the account was wrong, so the time taken tells nothing.
 */
export async function activeMemberByPassword(db: Db, email: string, password: string) {
  const [found] = await db
    .select({
      ...staffMemberColumns,
      profileImageUrl: staffMembers.profileImageUrl,
      passwordHash: staffMembers.passwordHash,
      isActive: staffMembers.isActive,
    })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.trim().toLowerCase()))
    .limit(1);
  const passwordOk = await verifyPassword(found?.passwordHash ?? null, password);
  if (!found?.passwordHash || !passwordOk || !found.isActive) return null;
  const { passwordHash: _hash, isActive: _active, ...member } = found;
  return member;
}
