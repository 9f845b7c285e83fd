import { sql } from 'drizzle-orm';
import { NOT_INVITED_MESSAGE, type TeamMember } from '../../../contract/staff/team';
import { recordAudit } from '../../platform/audit';
import type { PasswordResets } from '../../platform/auth/password-resets';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { findMember } from './team-member-row';

/**
 * Sends an invited member a new link (the last one was lost, or its email failed): every earlier
 * link of theirs stops working. Only for an active member who has neither chosen a password nor
 * signed in through the identity provider.
 */
export async function resendInvitation(db: Db, resets: PasswordResets, id: number, actorId: number): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    // Locked, so a password chosen at this moment is seen (and no new link goes out after it).
    await tx.execute(sql`select 1 from users where id = ${id} for update`);
    const member = await findMember(tx, id);
    if (!member.invitationPending || !member.isActive) throw new HttpError(409, NOT_INVITED_MESSAGE);
    // A new invitation link voids the earlier ones (issueOneTimeToken).
    await resets.invite(tx, 'staff', { id, email: member.email });
    await recordAudit(tx, { actorUserId: actorId, action: 'staff.invitation_resent', entityType: 'user', entityId: id });
    return member;
  });
}
