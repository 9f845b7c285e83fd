import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

export const UNKNOWN_ASSIGNEE_MESSAGE = 'Unknown staff member';

/** A claim is assigned to an active staff member. */
export async function assertActiveStaff(tx: Db, staffId: number): Promise<void> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, staffId), eq(users.isActive, true)));
  if (!member) throw new HttpError(400, UNKNOWN_ASSIGNEE_MESSAGE);
}
