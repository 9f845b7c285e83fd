import type { LeadAuditEntry } from '../../../contract/leads/lead';
import { auditTrail } from '../../platform/audit';
import type { Db } from '../../platform/db/client';

/** A lead's audit trail, oldest first, each entry signed with its staff member's name (their email when they have none). */
export async function readHistory(db: Db, id: number): Promise<LeadAuditEntry[]> {
  const rows = await auditTrail(db, 'lead', id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    before: r.before,
    after: r.after,
    createdAt: new Date(r.createdAt).toISOString(),
    actor: r.actorEmail ? [r.actorFirstName, r.actorLastName].filter(Boolean).join(' ') || r.actorEmail : null,
  }));
}
