import { asc, eq } from 'drizzle-orm';
import type { TeamMember } from '../../../contract/staff/team';
import type { Db } from '../../platform/db/client';
import { users as staffMembers } from '../../platform/db/schema';
import { memberColumns, toMember } from './team-member-row';

/** Everyone, or only the active members, by name. */
export async function listTeam(db: Db, activeOnly: boolean): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(staffMembers)
    .where(activeOnly ? eq(staffMembers.isActive, true) : undefined)
    .orderBy(asc(staffMembers.firstName), asc(staffMembers.lastName), asc(staffMembers.email));
  return rows.map(toMember);
}
