import { eq } from 'drizzle-orm';
import { LEAD_NOT_FOUND_MESSAGE, type Lead } from '../../../contract/leads/lead';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { leadColumns, toLead } from './lead-row';

/** The lead `id` (locked for update when asked), or 404. */
export async function findLead(tx: Db, id: number, lock = false): Promise<Lead> {
  const query = tx.select(leadColumns).from(leads).where(eq(leads.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, LEAD_NOT_FOUND_MESSAGE);
  return toLead(row);
}

/** Refuses a lead assigned to a staff member who does not exist (null or absent: no assignment asked for). */
export async function requireStaffMember(tx: Db, staffId: number | null | undefined): Promise<void> {
  if (staffId === null || staffId === undefined) return;
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, staffId)).limit(1);
  if (!member) throw new HttpError(400, 'Unknown staff member');
}
