import { STAFF_EXISTS_MESSAGE, type InviteStaff, type TeamMember } from '../../../contract/staff/team';
import { recordAudit } from '../../platform/audit';
import type { PasswordResets } from '../../platform/auth/password-resets';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { findMember } from './team-member-row';

/** Adds a member without a password and emails them a link to choose one (7 days); an email already on the team is refused. */
export async function inviteMember(db: Db, resets: PasswordResets, input: InviteStaff, actorId: number): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffMembers)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, isAdmin: input.isAdmin })
      .onConflictDoNothing()
      .returning({ id: staffMembers.id, email: staffMembers.email });
    if (!created) throw new HttpError(409, STAFF_EXISTS_MESSAGE, { field: 'email' });
    await resets.invite(tx, 'staff', created);
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'staff.invited',
      entityType: 'user',
      entityId: created.id,
      after: { email: input.email, isAdmin: input.isAdmin },
    });
    return findMember(tx, created.id);
  });
}
