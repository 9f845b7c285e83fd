import { inArray, sql } from 'drizzle-orm';
import type { LeadBulk } from '../../../contract/leads/bulk';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { refuseErasureForComplaint, refuseHeldErasure } from '../../platform/legal-hold';
import type { Notifier } from '../../platform/mail/notifier';
import { bulkWhere, heldAmong, inIdBatches, openComplaintAmong, setFieldInBatches } from './bulk';
import { eraseLead } from './erase-lead';
import { requireStaffMember } from './find-lead';
import { leadColumns, toLead } from './lead-row';

/** Leads changed by one bulk action from which the lead table is vacuumed afterwards. */
export const VACUUM_AFTER_BULK_ROWS = 10_000;

/** Hands leads to the partner CRM's outbox (its own rules: consent, never twice); answers how many it queued. */
export type CrmEnqueue = (ids: number[]) => Promise<number>;

/**
 * A bulk action on the selected leads or on every lead matching a filter, in batches. Deleting is
 * refused whole when one of them is under a legal hold or has a complaint open.
 */
export async function changeInBulk(
  db: Db,
  notifier: Notifier,
  action: LeadBulk,
  actorId: number,
  crmEnqueue: CrmEnqueue,
): Promise<{ affected: number }> {
  const where = bulkWhere(action, actorId);

  switch (action.action) {
    case 'delete': {
      const held = await heldAmong(db, where);
      if (held) return refuseHeldErasure(db, { type: 'lead', id: held.id, action: 'lead' }, held.reason, actorId);
      const complained = await openComplaintAmong(db, where);
      if (complained) return refuseErasureForComplaint(db, { type: 'lead', id: complained.id, action: 'lead' }, complained.reference, actorId);
      const affected = await inIdBatches(db, where, 200, (ids) =>
        db.transaction(async (tx) => {
          const found = (await tx.select(leadColumns).from(leads).where(inArray(leads.id, ids)).for('update')).map(toLead);
          for (const lead of found) await eraseLead(tx, lead, actorId);
          return found.length;
        }),
      );
      return { affected };
    }
    case 'crmSync':
      return { affected: await inIdBatches(db, where, 1000, crmEnqueue) };
    case 'assign': {
      await requireStaffMember(db, action.assignedTo);
      const affected = await setFieldInBatches(db, where, { field: 'assignedTo', value: action.assignedTo, actorId });
      if (affected > 0 && action.assignedTo !== null && action.assignedTo !== actorId)
        await notifier.toStaffMember(db, action.assignedTo, 'lead_assigned');
      return { affected };
    }
    case 'status':
      return { affected: await setFieldInBatches(db, where, { field: 'status', value: action.status, actorId }) };
    case 'priority':
      return { affected: await setFieldInBatches(db, where, { field: 'priority', value: action.priority, actorId }) };
  }
}

/**
 * Vacuums the lead table soon, one vacuum at a time. A bulk change of many leads leaves as many dead row
 * versions, too few for autovacuum on a large table, and until a vacuum the list's index-only scans read
 * the table for each of them (a deep page went from 0.4 s to 2.2 s at 1,000,000 leads).
 */
export function leadTableVacuum(db: Db, onError: (error: unknown, what: string) => void): () => void {
  let vacuuming = false;
  return () => {
    if (vacuuming) return;
    vacuuming = true;
    db.execute(sql`vacuum (analyze) client_submissions`)
      .catch((error: unknown) => onError(error, 'lead table vacuum failed'))
      .finally(() => {
        vacuuming = false;
      });
  };
}
