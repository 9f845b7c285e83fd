import type { StaffMember } from '../../../contract/staff/staff';
import { hashPassword } from '../../platform/auth/passwords';
import { checkSecondFactor, type SecondFactor, type SecondFactorCheck } from '../../platform/auth/second-factor';
import { createStaffTokens, staffMemberColumns, type StaffTokens } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { changePassword } from './change-password';
import { ensureFirstAdmin } from './ensure-first-admin';
import { activeMemberByPassword } from './password-check';

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
    changePassword: (staffId: number, keepToken: string | null, currentPassword: string, newPassword: string) =>
      changePassword(db, tokens, { staffId, keepToken, currentPassword, newPassword }),

    signOut: (token: string) => tokens.revoke(token),

    async createStaff(input: { email: string; password: string; firstName?: string; lastName?: string; isAdmin: boolean }) {
      const [created] = await db
        .insert(staffMembers)
        .values({
          email: input.email.trim().toLowerCase(),
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          isAdmin: input.isAdmin,
        })
        .returning(staffMemberColumns);
      return created;
    },

    ensureFirstAdmin: (email: string | undefined, password: string | undefined) => ensureFirstAdmin(db, email, password),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
