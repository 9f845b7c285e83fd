import { eq, sql } from 'drizzle-orm';
import { STAFF_NOT_FOUND_MESSAGE, type TeamMember } from '../../../contract/staff/team';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { SIGNED_IN_ACTION } from './record-sign-in';

/** A member as the Team tab shows them. */
export const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  firstName: staffMembers.firstName,
  lastName: staffMembers.lastName,
  isAdmin: staffMembers.isAdmin,
  isActive: staffMembers.isActive,
  mfaEnabled: sql<boolean>`${staffMembers.mfaEnabledAt} is not null`,
  // A member who signs in only through the identity provider never chooses a password: their first
  // sign-in (audited, and the audit is never deleted) is what ends the invitation.
  invitationPending: sql<boolean>`${staffMembers.passwordHash} is null and not exists (
    select 1 from audit_log a where a.entity_type = 'user' and a.entity_id = "users"."id"::text and a.action = ${SIGNED_IN_ACTION}
  )`,
  createdAt: staffMembers.createdAt,
};

export const toMember = (row: Omit<TeamMember, 'createdAt'> & { createdAt: string }): TeamMember => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The member with this id; 404 when there is none. */
export async function findMember(tx: Db, id: number): Promise<TeamMember> {
  const [row] = await tx.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id));
  if (!row) throw new HttpError(404, STAFF_NOT_FOUND_MESSAGE);
  return toMember(row);
}
