import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../contract/shared/auth-user';
import { recordAudit } from '../../platform/audit';
import type { OidcIdentity } from '../../platform/auth/oidc';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { asAuthUser, landingMemberColumns } from './landing-member';

/**
 * The active member the provider vouched for, matched by verified email; an unknown email in one of
 * `autoProvisionDomains` becomes a new caseworker (audited). A deactivated member is refused either way.
 */
export async function memberForIdentity(db: Db, autoProvisionDomains: readonly string[], identity: OidcIdentity): Promise<AuthUser | null> {
  const [found] = await db
    .select({ ...landingMemberColumns, isActive: staffMembers.isActive })
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, identity.email))
    .limit(1);
  if (found) {
    const { isActive, ...member } = found;
    return isActive ? asAuthUser(member) : null;
  }
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1);
  if (!autoProvisionDomains.includes(domain)) return null;
  const [created] = await db
    .insert(staffMembers)
    .values({ email: identity.email, firstName: identity.firstName, lastName: identity.lastName, isAdmin: false })
    .onConflictDoNothing()
    .returning(landingMemberColumns);
  if (!created) return null;
  await recordAudit(db, { actorUserId: created.id, action: 'staff.provisioned', entityType: 'user', entityId: created.id, after: { via: 'oidc' } });
  return asAuthUser(created);
}
