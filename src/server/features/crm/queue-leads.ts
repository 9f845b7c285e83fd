import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { crmBulkResultSchema } from '../../../contract/crm/crm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { crmOutbox } from '../../platform/db/schema';

type Rows<T> = { rows: T[] };

/** The NOTIFY channel of new partner CRM jobs (the job `crm.send` wakes on it). */
export const CRM_CHANNEL = 'recourse_crm';

/** What queueing asked leads did: how many joined the outbox, and why the others did not (the bulk sync's reply, less its message). */
export type QueueResult = Omit<z.output<typeof crmBulkResultSchema>, 'message'>;

/** Puts consenting leads that are not synced yet in the partner CRM's outbox, audited; a lead already queued or sent is left alone. */
export async function queueLeads(db: Db, leadIds: number[], actorId: number): Promise<QueueResult> {
  return db.transaction(async (tx) => {
    const found = (await tx.execute(sql`
      select l.id, l.consent_to_share as "consent", l.crm_sync_status as "status",
        exists (select 1 from crm_outbox o where o.lead_id = l.id and o.status in ('queued', 'in_flight')) as "active"
      from client_submissions l where l.id = any(${sql.raw(`array[${leadIds.map(Number).join(',')}]::int[]`)})
      for update of l`)) as unknown as Rows<{ id: number; consent: boolean; status: string; active: boolean }>;
    const eligible = found.rows.filter((r) => r.consent && (r.status === 'pending' || r.status === 'failed') && !r.active);
    // `active` comes from the statement's snapshot, taken before a concurrent enqueue holding the row
    // lock committed its job; the one-active-job index is the truth, so count only the jobs inserted.
    const ids =
      eligible.length === 0
        ? []
        : (
            await tx
              .insert(crmOutbox)
              .values(eligible.map((r) => ({ leadId: r.id })))
              .onConflictDoNothing()
              .returning({ leadId: crmOutbox.leadId })
          ).map((r) => r.leadId);
    if (ids.length > 0) {
      await tx.execute(sql`update client_submissions set crm_sync_status = 'pending', crm_sync_error = null, updated_at = now()
        where id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)}) and crm_sync_status = 'failed'`);
      for (const id of ids) await recordAudit(tx, { actorUserId: actorId, action: 'crm.queued', entityType: 'lead', entityId: id });
      // Every instance's sender wakes once this commits.
      await tx.execute(sql`select pg_notify(${CRM_CHANNEL}, '')`);
    }
    return {
      queued: ids.length,
      notFound: leadIds.length - found.rows.length,
      noConsent: found.rows.filter((r) => !r.consent).length,
      alreadySent: found.rows.filter((r) => r.consent && (r.status === 'synced' || r.status === 'duplicate')).length,
      alreadyQueued:
        found.rows.filter((r) => r.consent && r.active && (r.status === 'pending' || r.status === 'failed')).length +
        (eligible.length - ids.length),
    };
  });
}
