import type { AuthUser } from '../../../contract/shared/auth-user';
import { users as staffMembers } from '../../platform/db/schema';

/** A staff member as the landing side knows them (who is signed in). */
export const landingMemberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  firstName: staffMembers.firstName,
  lastName: staffMembers.lastName,
  profileImageUrl: staffMembers.profileImageUrl,
  isAdmin: staffMembers.isAdmin,
};

export const asAuthUser = (member: Omit<AuthUser, 'kind'>): AuthUser => ({ ...member, kind: 'staff' });
