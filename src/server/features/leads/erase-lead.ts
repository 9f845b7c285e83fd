import { eq, sql } from 'drizzle-orm';
import type { Lead } from '../../../contract/leads/lead';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { eraseAuditValues, eraseTracesOf } from '../../platform/erasure';
import { refuseErasureForComplaint, refuseHeldErasure } from '../../platform/legal-hold';
import { openComplaintAmong } from './bulk';
import { findLead } from './find-lead';
import { leadAddresses } from './lead-addresses';

/** Fields kept in the audit trail of a deleted lead: nothing that identifies the person. */
function erasedSummary(lead: Lead) {
  return { status: lead.status, priority: lead.priority, createdAt: lead.createdAt };
}

/** Erases a lead in `tx` (locked by the caller) and every trace of the person behind it that is not someone else's. */
export async function eraseLead(tx: Db, lead: Lead, actorId: number | null): Promise<void> {
  // Read before its history is scrubbed: the addresses of leads merged into it are the same person's.
  const addresses = await leadAddresses(tx, lead);
  await tx.delete(leads).where(eq(leads.id, lead.id));
  // The person behind the lead goes with it (their messages, visitor chats and mail records), unless
  // they are a client: those belong to their account then, and go only when the account is erased.
  // An address that is now another lead's (a merged one can be used again) is that lead's to keep.
  const keptBy = await queryRows<{ address: string }>(
    tx,
    sql`select lower(email) as address from client_accounts where lower(email) = any(${sql.param(addresses)}::text[])
      union select lower(email) from client_submissions where lower(email) = any(${sql.param(addresses)}::text[])`,
  );
  for (const address of addresses) if (!keptBy.some((row) => row.address === address)) await eraseTracesOf(tx, address);
  // Earlier entries may quote notes or other personal data: keep that something changed, not what.
  await eraseAuditValues(tx, 'lead', [lead.id]);
  await recordAudit(tx, { actorUserId: actorId, action: 'lead.deleted', entityType: 'lead', entityId: lead.id, before: erasedSummary(lead) });
}

/**
 * Deletes the lead and every trace of its personal data (also how an erasure request is served); refused,
 * and the refusal recorded, while it is under a legal hold or its person has a complaint open.
 */
export async function deleteLead(db: Db, id: number, actorId: number | null): Promise<void> {
  const refused = await db.transaction(async (tx) => {
    const lead = await findLead(tx, id, true);
    if (lead.holdReason !== null) return { hold: lead.holdReason };
    // Complaint records outlive an erasure; while one is open, the person's lead stays with it.
    const complained = await openComplaintAmong(tx, eq(leads.id, id));
    if (complained) return { complaint: complained.reference };
    await eraseLead(tx, lead, actorId);
    return null;
  });
  const entity = { type: 'lead', id, action: 'lead' };
  if (refused?.hold !== undefined) await refuseHeldErasure(db, entity, refused.hold, actorId);
  if (refused?.complaint !== undefined) await refuseErasureForComplaint(db, entity, refused.complaint, actorId);
}
