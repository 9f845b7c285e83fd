import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { verifyPassword } from '../../platform/auth/passwords';
import { staffMemberColumns } from '../../platform/auth/staff-tokens';

/**
 * The active member with this email and password, or null: after the same work whether the email,
 * the password or the account was wrong, so the time taken tells nothing.
 */
export async function activeMemberByPassword(db: Db, email: string, password: string) {
  const [user] = await db
    .select({ ...staffMemberColumns, profileImageUrl: users.profileImageUrl, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user?.passwordHash || !passwordOk || !user.isActive) return null;
  const { passwordHash: _hash, isActive: _active, ...member } = user;
  return member;
}
