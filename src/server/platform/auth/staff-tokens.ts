import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/staff/staff';
import type { Db } from '../db/client';
import { staffTokens, users } from '../db/schema';
import { hashToken, newSecretToken } from './tokens';

export const staffMemberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  mfaEnabled: sql<boolean>`${users.mfaEnabledAt} is not null`.as('mfa_enabled'),
};

// A token's expiry moves forward when used, at most once a minute to spare the database a write per call.
const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** Staff bearer tokens: random, stored hashed, expiring when idle, revoked on logout. */
export function createStaffTokens(db: Db, options: { idleHours: number }) {
  const idleMs = options.idleHours * 3600_000;
  const expiryFrom = (now: number) => new Date(now + idleMs).toISOString();

  return {
    async issue(userId: number): Promise<string> {
      const token = newSecretToken();
      await db.insert(staffTokens).values({ tokenHash: hashToken(token), userId, expiresAt: expiryFrom(Date.now()) });
      return token;
    },

    /**
     * The staff member a live token belongs to, or null for an unknown, expired or revoked token. A use
     * moves its idle expiry forward; `{ use: false }` only checks it (an open chat socket checked again is
     * not a use: a forgotten tab must not keep a token alive).
     */
    async verify(token: string, { use = true }: { use?: boolean } = {}): Promise<StaffMember | null> {
      const [row] = await db
        .select({ ...staffMemberColumns, tokenId: staffTokens.id, lastUsedAt: staffTokens.lastUsedAt })
        .from(staffTokens)
        .innerJoin(users, eq(users.id, staffTokens.userId))
        .where(
          and(
            eq(staffTokens.tokenHash, hashToken(token)),
            isNull(staffTokens.revokedAt),
            gt(staffTokens.expiresAt, sql`now()`),
            eq(users.isActive, true),
          ),
        )
        .limit(1);
      if (!row) return null;
      const now = Date.now();
      if (use && now - Date.parse(row.lastUsedAt) > TOKEN_TOUCH_INTERVAL_MS) {
        await db
          .update(staffTokens)
          .set({ lastUsedAt: new Date(now).toISOString(), expiresAt: expiryFrom(now) })
          .where(eq(staffTokens.id, row.tokenId));
      }
      const { tokenId: _t, lastUsedAt: _l, ...member } = row;
      return member;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(staffTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.revokedAt)));
    },

    /** Ends every token of a member, except `keep` (the one making the change); `tx` when inside a transaction. */
    async revokeAll(userId: number, keep: string | null = null, tx: Db = db): Promise<void> {
      await tx
        .update(staffTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.revokedAt), keep ? ne(staffTokens.tokenHash, hashToken(keep)) : undefined));
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;
