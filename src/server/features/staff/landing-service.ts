import { and, desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_LIMIT, activityLabel, type ActivityItem } from '../../../contract/staff/landing';
import type { AuthUser } from '../../../contract/shared/auth-user';
import type { Db } from '../../platform/db/client';
import { auditLog, users } from '../../platform/db/schema';
import { recordAudit } from '../../platform/audit';
import type { OidcIdentity } from '../../platform/auth/oidc';
import { revokeOneTimeTokens } from '../../platform/auth/one-time-tokens';
import { checkSecondFactor, type SecondFactorCheck } from '../../platform/auth/second-factor';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import { activeMemberByPassword } from './password-check';

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isAdmin: users.isAdmin,
};

/** Audited at every landing-side sign-in; the team list reads it to tell who joined through the identity provider. */
export const SIGNED_IN_ACTION = 'staff.signed_in';

const asAuthUser = (member: Omit<AuthUser, 'kind'>): AuthUser => ({ ...member, kind: 'staff' });

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
      const { mfaEnabled: _mfa, ...user } = member;
      return asAuthUser(user);
    },

    /**
     * The active member the provider vouched for, matched by verified email; with auto-provisioning an
     * unknown email in one of its domains becomes a new caseworker. A deactivated member is refused either way.
     */
    async memberForIdentity(identity: OidcIdentity): Promise<AuthUser | null> {
      const [user] = await db
        .select({ ...memberColumns, isActive: users.isActive })
        .from(users)
        .where(eq(sql`lower(${users.email})`, identity.email))
        .limit(1);
      if (user) {
        const { isActive, ...member } = user;
        return isActive ? asAuthUser(member) : null;
      }
      const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1);
      if (!options.autoProvisionDomains.includes(domain)) return null;
      const [created] = await db
        .insert(users)
        .values({ email: identity.email, firstName: identity.firstName, lastName: identity.lastName, isAdmin: false })
        .onConflictDoNothing()
        .returning(memberColumns);
      if (!created) return null;
      await recordAudit(db, {
        actorUserId: created.id,
        action: 'staff.provisioned',
        entityType: 'user',
        entityId: created.id,
        after: { via: 'oidc' },
      });
      return asAuthUser(created);
    },

    /** The signed-in member as the header shows them; null once they were deactivated. */
    async activeMember(userId: number): Promise<AuthUser | null> {
      const [user] = await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isActive, true)));
      return user ? asAuthUser(user) : null;
    },

    /** The two-factor step after a right password (see platform/auth/second-factor.ts). */
    secondFactor: (userId: number, code: string | undefined) => checkSecondFactor(db, options.secondFactor, userId, code),

    /** 'Admin Access': a bearer token for the admin panel, for a member already signed in on the landing side. */
    issueAdminToken: (userId: number) => options.tokens.issue(userId),

    /** The member's own latest audited actions, newest first. */
    async recentActivity(userId: number): Promise<ActivityItem[]> {
      const rows = await db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(eq(auditLog.actorUserId, userId))
        .orderBy(desc(auditLog.id))
        .limit(ACTIVITY_LIMIT);
      return rows.map((row) => ({ ...row, label: activityLabel(row.action), createdAt: new Date(row.createdAt).toISOString() }));
    },

    async recordSignIn(userId: number, method: 'password' | 'oidc') {
      const audit = (tx: Db) =>
        recordAudit(tx, { actorUserId: userId, action: SIGNED_IN_ACTION, entityType: 'user', entityId: userId, after: { method } });
      if (method === 'password') return audit(db);
      // A member who joins through the identity provider needs no emailed link to choose a password: one
      // left in a mailbox would be a second way in, past the provider. The member's row is locked as
      // "Resend invitation" locks it, so a link made at this moment is voided too, or never made.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        await revokeOneTimeTokens(tx, { kind: 'staff', id: userId });
        await audit(tx);
      });
    },
  };
}

export type LandingService = ReturnType<typeof createLandingService>;
