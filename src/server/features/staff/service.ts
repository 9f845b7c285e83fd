import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/staff/staff';
import type { Db } from '../../platform/db/client';
import { staffTokens, users } from '../../platform/db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';

const staffColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
};

// A token's expiry moves forward when used, at most once a minute to spare the database a write per call.
const TOKEN_TOUCH_INTERVAL_MS = 60_000;
const FIRST_ADMIN_LOCK_KEY = 727_002;

export function createStaffService(db: Db, options: { tokenIdleHours: number }) {
  const idleMs = options.tokenIdleHours * 3600_000;
  const expiryFrom = (now: number) => new Date(now + idleMs).toISOString();

  return {
    /** A new token for the right email and password; null otherwise, after the same work. */
    async signIn(email: string, password: string): Promise<{ token: string; staff: StaffMember } | null> {
      const [user] = await db
        .select({ ...staffColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !user.passwordHash || !passwordOk) return null;
      const token = newSecretToken();
      await db.insert(staffTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: expiryFrom(Date.now()) });
      const { passwordHash: _omit, ...staff } = user;
      return { token, staff };
    },

    /** The staff member a live token belongs to, or null for an unknown, expired or revoked token. */
    async staffForToken(token: string): Promise<StaffMember | null> {
      const [row] = await db
        .select({ ...staffColumns, tokenId: staffTokens.id, lastUsedAt: staffTokens.lastUsedAt })
        .from(staffTokens)
        .innerJoin(users, eq(users.id, staffTokens.userId))
        .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.revokedAt), gt(staffTokens.expiresAt, sql`now()`)))
        .limit(1);
      if (!row) return null;
      const now = Date.now();
      if (now - Date.parse(row.lastUsedAt) > TOKEN_TOUCH_INTERVAL_MS) {
        await db
          .update(staffTokens)
          .set({ lastUsedAt: new Date(now).toISOString(), expiresAt: expiryFrom(now) })
          .where(eq(staffTokens.id, row.tokenId));
      }
      const { tokenId: _t, lastUsedAt: _l, ...staff } = row;
      return staff;
    },

    /** Sets a new password after checking the current one; every other session of that member ends. */
    async changePassword(userId: number, keepToken: string | null, currentPassword: string, newPassword: string): Promise<boolean> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) return false;
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
        await tx
          .update(staffTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.revokedAt), keepToken ? ne(staffTokens.tokenHash, hashToken(keepToken)) : undefined));
      });
      return true;
    },

    async signOut(token: string): Promise<void> {
      await db
        .update(staffTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.revokedAt)));
    },

    listStaff(): Promise<StaffMember[]> {
      return db.select(staffColumns).from(users).orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
    },

    async createStaff(input: { email: string; password: string; firstName?: string; lastName?: string; isAdmin: boolean }) {
      const [created] = await db
        .insert(users)
        .values({
          email: input.email.trim().toLowerCase(),
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          isAdmin: input.isAdmin,
        })
        .returning(staffColumns);
      return created;
    },

    /**
     * On an empty database, creates the first admin from the given email and password, or with a
     * generated password that the caller prints once. Several instances starting at once create one.
     */
    async ensureFirstAdmin(email: string | undefined, password: string | undefined) {
      const chosenEmail = (email ?? 'admin@localhost').toLowerCase();
      const chosenPassword = password ?? randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(chosenPassword);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
        const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
        if (existing) return null;
        await tx.insert(users).values({ email: chosenEmail, passwordHash, firstName: 'Admin', isAdmin: true });
        return { email: chosenEmail, generatedPassword: password ? null : chosenPassword };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
