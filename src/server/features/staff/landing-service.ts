import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../contract/shared/auth-user';
import type { OidcIdentity } from '../../platform/auth/oidc';
import { checkSecondFactor, type SecondFactorCheck } from '../../platform/auth/second-factor';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { asAuthUser, landingMemberColumns } from './landing-member';
import { memberForIdentity } from './member-for-identity';
import { activeMemberByPassword } from './password-check';
import { recentActivity } from './recent-activity';
import { recordSignIn } from './record-sign-in';

/** Staff sign-in on the landing side: who a session belongs to, by password or by the identity provider. */
export function createLandingService(
  db: Db,
  options: {
    tokens: StaffTokens;
    /** OIDC_AUTO_PROVISION's email domains (OIDC_ALLOWED_DOMAINS): a new email in one becomes a caseworker; none: never. */
    autoProvisionDomains: readonly string[];
    secondFactor: SecondFactorCheck;
  },
) {
  return {
    /** The active member with this email and password; null otherwise, after the same work. */
    async verifyPassword(email: string, password: string): Promise<AuthUser | null> {
      const member = await activeMemberByPassword(db, email, password);
      if (!member) return null;
      const { mfaEnabled: _mfa, ...rest } = member;
      return asAuthUser(rest);
    },

    memberForIdentity: (identity: OidcIdentity) => memberForIdentity(db, options.autoProvisionDomains, identity),

    /** The signed-in member as the header shows them; null once they were deactivated. */
    async activeMember(staffId: number): Promise<AuthUser | null> {
      const [member] = await db
        .select(landingMemberColumns)
        .from(staffMembers)
        .where(and(eq(staffMembers.id, staffId), eq(staffMembers.isActive, true)));
      return member ? asAuthUser(member) : null;
    },

    /** The two-factor step after a right password (see platform/auth/second-factor.ts). */
    secondFactor: (staffId: number, code: string | undefined) => checkSecondFactor(db, options.secondFactor, staffId, code),

    /** 'Admin Access': a bearer token for the admin panel, for a member already signed in on the landing side. */
    issueAdminToken: (staffId: number) => options.tokens.issue(staffId),

    recentActivity: (staffId: number) => recentActivity(db, staffId),
    recordSignIn: (staffId: number, method: 'password' | 'oidc') => recordSignIn(db, staffId, method),
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
