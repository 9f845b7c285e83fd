import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/staff/staff';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { revokeOneTimeTokens } from '../../platform/auth/one-time-tokens';
import { passwordProblem } from '../../platform/auth/password-policy';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { ConfigError } from '../../platform/config';
import { checkSecondFactor, type SecondFactor, type SecondFactorCheck } from '../../platform/auth/second-factor';
import { createStaffTokens, staffMemberColumns as staffColumns, type StaffTokens } from '../../platform/auth/staff-tokens';
import { activeMemberByPassword } from './password-check';

const FIRST_ADMIN_LOCK_KEY = 727_002;

/** A refused staff sign-in: a wrong email or password, or the second factor's answer (see platform/auth/second-factor.ts). */
export type SignInRefusal = 'refused' | Exclude<SecondFactor, 'ok'>;
export type SignInResult = { outcome: 'ok'; token: string; staff: StaffMember } | { outcome: SignInRefusal };

export function createStaffService(db: Db, options: { tokens?: StaffTokens; tokenIdleHours?: number; secondFactor: SecondFactorCheck }) {
  const tokens = options.tokens ?? createStaffTokens(db, { idleHours: options.tokenIdleHours ?? 12 });

  return {
    /**
     * A new token for the right email, password and (when two-factor is on) code. A wrong email or
     * password is refused after the same work as a right one; the code is asked only after both.
     */
    async signIn(email: string, password: string, code?: string): Promise<SignInResult> {
      const member = await activeMemberByPassword(db, email, password);
      if (!member) return { outcome: 'refused' };
      const second = await checkSecondFactor(db, options.secondFactor, member.id, code);
      if (second !== 'ok') return { outcome: second };
      const token = await tokens.issue(member.id);
      const { profileImageUrl: _image, ...staff } = member;
      return { outcome: 'ok', token, staff };
    },

    /** Sets a new password after checking the current one; every other token and emailed link of that member ends. */
    async changePassword(userId: number, keepToken: string | null, currentPassword: string, newPassword: string): Promise<boolean> {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) return false;
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
        await tokens.revokeAll(userId, keepToken, tx);
        await revokeOneTimeTokens(tx, { kind: 'staff', id: userId });
      });
      return true;
    },

    signOut: (token: string) => tokens.revoke(token),

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
      // A default the sign-in forms accept as an email address (they refuse admin@localhost).
      const chosenEmail = (email ?? 'admin@localhost.localdomain').toLowerCase();
      const chosenPassword = password ?? randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(chosenPassword);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
        const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
        if (existing) return null;
        const problem = password ? passwordProblem(password) : null;
        if (problem) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD is not accepted for the first admin: ${problem}`);
        await tx.insert(users).values({ email: chosenEmail, passwordHash, firstName: 'Admin', isAdmin: true });
        return { email: chosenEmail, generatedPassword: password ? null : chosenPassword };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
