import { eq } from 'drizzle-orm';
import type { Lead, LeadUpdate } from '../../../contract/leads/lead';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { auditHoldChange, holdColumns } from '../../platform/legal-hold';
import type { Notifier } from '../../platform/mail/notifier';
import { findLead, requireStaffMember } from './find-lead';

const EDITABLE = ['status', 'priority', 'notes', 'assignedTo', 'nextFollowUpAt', 'followUpNote', 'lastContactedAt'] as const;

/** A staff change of a lead in `tx`: only the fields that differ are written and audited; a new assignee is told. */
export async function changeLead(tx: Db, notifier: Notifier, id: number, patch: LeadUpdate, actorId: number): Promise<Lead> {
  const current = await findLead(tx, id, true);
  await requireStaffMember(tx, patch.assignedTo);
  await auditHoldChange(tx, { type: 'lead', id, action: 'lead' }, current.holdReason, patch, actorId);
  const hold = holdColumns(patch);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const value = patch[field];
    if (value === undefined) continue;
    const normalised = typeof value === 'string' && field.endsWith('At') ? new Date(value).toISOString() : value;
    if (current[field] === normalised) continue;
    before[field] = current[field];
    after[field] = normalised;
  }
  if (Object.keys(after).length === 0 && Object.keys(hold).length === 0) return current;
  await tx
    .update(leads)
    .set({ ...after, ...hold, updatedAt: new Date().toISOString() })
    .where(eq(leads.id, id));
  if (Object.keys(after).length > 0)
    await recordAudit(tx, { actorUserId: actorId, action: 'lead.updated', entityType: 'lead', entityId: id, before, after });
  if (typeof after.assignedTo === 'number' && after.assignedTo !== actorId) await notifier.toStaffMember(tx, after.assignedTo, 'lead_assigned');
  return findLead(tx, id);
}
