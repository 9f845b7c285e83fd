import type { InviteStaff, TeamMember, UpdateStaff } from '../../../contract/staff/team';
import type { PasswordResets } from '../../platform/auth/password-resets';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { WebSessions } from '../../platform/auth/web-sessions';
import type { Db } from '../../platform/db/client';
import { inviteMember } from './invite-member';
import { listTeam } from './list-team';
import { resendInvitation } from './resend-invitation';
import { resetTwoFactor } from './reset-two-factor';
import { updateMember } from './update-member';

/**
 * The practice's team: invitations, roles and deactivation. Deactivating someone ends every token
 * and session they have (their next call is 401); `onRevoked` lets open chat sockets close at once.
 */
export function createTeamService(options: {
  db: Db;
  resets: PasswordResets;
  staffTokens: StaffTokens;
  webSessions: WebSessions;
  onRevoked: (staffId: number) => Promise<void>;
}) {
  const { db } = options;
  return {
    /** Everyone for an admin; the active members for a caseworker (to assign leads). */
    list: (activeOnly: boolean) => listTeam(db, activeOnly),
    invite: (input: InviteStaff, actorId: number) => inviteMember(db, options.resets, input, actorId),
    resendInvitation: (id: number, actorId: number) => resendInvitation(db, options.resets, id, actorId),
    async update(id: number, change: UpdateStaff, actorId: number): Promise<TeamMember> {
      const { member, deactivated } = await updateMember(db, options.staffTokens, id, change, actorId);
      if (deactivated) {
        await options.webSessions.destroyForStaff(id);
        await options.onRevoked(id);
      }
      return member;
    },
    resetTwoFactor: (id: number, actorId: number) => resetTwoFactor(db, id, actorId),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
