import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  NOT_INVITED_MESSAGE,
  STAFF_EXISTS_MESSAGE,
  STAFF_NOT_FOUND_MESSAGE,
  type InviteStaff,
  type TeamMember,
  type UpdateStaff,
} from '../../../contract/staff/team';
import { recordAudit } from '../../platform/audit';
import type { PasswordResets } from '../../platform/auth/password-resets';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { WebSessions } from '../../platform/auth/web-sessions';
import type { Db } from '../../platform/db/client';
import { staffRecoveryCodes, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { SIGNED_IN_ACTION } from './landing-service';

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  isActive: users.isActive,
  mfaEnabled: sql<boolean>`${users.mfaEnabledAt} is not null`,
  // A member who signs in only through the identity provider never chooses a password: their first
  // sign-in (audited, and the audit is never deleted) is what ends the invitation.
  invitationPending: sql<boolean>`${users.passwordHash} is null and not exists (
    select 1 from audit_log a where a.entity_type = 'user' and a.entity_id = "users"."id"::text and a.action = ${SIGNED_IN_ACTION}
  )`,
  createdAt: users.createdAt,
};

const toMember = (row: Omit<TeamMember, 'createdAt'> & { createdAt: string }): TeamMember => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

// Serialises changes to who is an active admin, so two admins demoting each other cannot leave none.
const ADMIN_SET_LOCK_KEY = 727_003;

/**
 * The practice's team: invitations, roles and deactivation. Deactivating someone ends every token
 * and session they have (their next call is 401); `onRevoked` lets open chat sockets close at once.
 */
export function createTeamService(options: {
  db: Db;
  resets: PasswordResets;
  staffTokens: StaffTokens;
  webSessions: WebSessions;
  onRevoked: (userId: number) => Promise<void>;
}) {
  const { db } = options;

  async function findMember(tx: Db, id: number): Promise<TeamMember> {
    const [row] = await tx.select(memberColumns).from(users).where(eq(users.id, id));
    if (!row) throw new HttpError(404, STAFF_NOT_FOUND_MESSAGE);
    return toMember(row);
  }

  return {
    /** Everyone for an admin; the active members for a caseworker (to assign leads). */
    async list(activeOnly: boolean): Promise<TeamMember[]> {
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(activeOnly ? eq(users.isActive, true) : undefined)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
      return rows.map(toMember);
    },

    /** Adds a member without a password and emails them a link to choose one (7 days). */
    async invite(input: InviteStaff, actorUserId: number): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, isAdmin: input.isAdmin })
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email });
        if (!created) throw new HttpError(409, STAFF_EXISTS_MESSAGE, { field: 'email' });
        await options.resets.invite(tx, 'staff', created);
        await recordAudit(tx, {
          actorUserId,
          action: 'staff.invited',
          entityType: 'user',
          entityId: created.id,
          after: { email: input.email, isAdmin: input.isAdmin },
        });
        return findMember(tx, created.id);
      });
    },

    /**
     * Sends an invited member a new link (the last one was lost, or its email failed): every earlier
     * link of theirs stops working. Only for an active member who has neither chosen a password nor
     * signed in through the identity provider.
     */
    async resendInvitation(id: number, actorUserId: number): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        // Locked, so a password chosen at this moment is seen (and no new link goes out after it).
        await tx.execute(sql`select 1 from users where id = ${id} for update`);
        const member = await findMember(tx, id);
        if (!member.invitationPending || !member.isActive) throw new HttpError(409, NOT_INVITED_MESSAGE);
        // A new invitation link voids the earlier ones (issueOneTimeToken).
        await options.resets.invite(tx, 'staff', { id, email: member.email });
        await recordAudit(tx, { actorUserId, action: 'staff.invitation_resent', entityType: 'user', entityId: id });
        return member;
      });
    },

    async update(id: number, change: UpdateStaff, actorUserId: number): Promise<TeamMember> {
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK_KEY})`);
        const before = await findMember(tx, id);
        const after = { isAdmin: change.isAdmin ?? before.isAdmin, isActive: change.active ?? before.isActive };
        if (before.isAdmin && before.isActive && !(after.isAdmin && after.isActive)) {
          const [others] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.isAdmin, true), eq(users.isActive, true), ne(users.id, id)));
          if (others.n === 0) throw new HttpError(409, LAST_ADMIN_MESSAGE);
        }
        await tx
          .update(users)
          .set({ ...after, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        const deactivated = before.isActive && !after.isActive;
        if (deactivated) await options.staffTokens.revokeAll(id, null, tx);
        await recordAudit(tx, {
          actorUserId,
          action: deactivated ? 'staff.deactivated' : 'staff.updated',
          entityType: 'user',
          entityId: id,
          before: { isAdmin: before.isAdmin, isActive: before.isActive },
          after,
        });
        return { member: await findMember(tx, id), deactivated };
      });
      if (result.deactivated) {
        await options.webSessions.destroyForStaff(id);
        await options.onRevoked(id);
      }
      return result.member;
    },

    /** Turns a member's two-factor sign-in off (a lost phone); they enrol again at their next sign-in if it is required. */
    async resetTwoFactor(id: number, actorUserId: number): Promise<TeamMember> {
      return db.transaction(async (tx) => {
        await findMember(tx, id);
        await tx
          .update(users)
          .set({ mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null, mfaFailedCodes: 0, mfaLockedAt: null, updatedAt: sql`now()` })
          .where(eq(users.id, id));
        await tx.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.userId, id), isNull(staffRecoveryCodes.usedAt)));
        await recordAudit(tx, { actorUserId, action: 'staff.mfa_reset', entityType: 'user', entityId: id });
        return findMember(tx, id);
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
