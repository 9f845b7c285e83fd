import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { CRM_CASE_DETAILS_PREVIEW, type CrmLead, type CrmStatusQuery, type CrmSyncStatus } from '../../../contract/crm/crm';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads, crmOutbox } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { isoOrNull } from '../../platform/db/timestamps';
import { recordAudit } from '../../platform/audit';
import { retryDelayMs } from '../../platform/jobs/backoff';
import { claimDueJobs } from '../../platform/jobs/outbox';
import { sendToPartner, type PartnerSettings, type SendOutcome } from './partner-client';
import { queueLeads } from './queue-leads';
import { readSyncStatus } from './read-sync-status';

export interface CrmOptions {
  partner: PartnerSettings | null;
  maxAttempts: number;
  retryBaseMs: number;
}

export const CRM_NOT_CONFIGURED = 'The partner CRM is not configured: set CRM_URL and CRM_TOKEN';
/** Notified by the transaction that queues leads: every instance's sender runs when it commits. */
export { CRM_CHANNEL } from './queue-leads';
export const CRM_CLAIM_BATCH = 10;

type Rows<T> = { rows: T[] };

export function createCrmService(db: Db, options: CrmOptions) {
  const { partner } = options;

  /** Lock long enough that a live worker never loses a job mid-call; only a dead one's jobs come back. */
  const lockSeconds = partner ? Math.ceil((partner.timeoutMs * 2) / 1000) + 5 : 60;

  async function finish(job: { id: number; leadId: number; attempts: number; token: string }, outcome: SendOutcome) {
    await db.transaction(async (tx) => {
      const final = outcome.kind === 'synced' || outcome.kind === 'duplicate' || outcome.kind === 'failed' || job.attempts >= options.maxAttempts;
      const error = 'error' in outcome ? outcome.error : null;
      const claimed = (await tx.execute(sql`
        update crm_outbox set
          status = ${final ? (outcome.kind === 'synced' || outcome.kind === 'duplicate' ? 'done' : 'failed') : 'queued'},
          last_error = ${error},
          next_attempt_at = now() + make_interval(secs => ${final ? 0 : retryDelayMs(job.attempts, options.retryBaseMs) / 1000}),
          locked_until = null, claim_token = null, updated_at = now()
        where id = ${job.id} and claim_token = ${job.token} and status = 'in_flight'
        returning id`)) as unknown as Rows<{ id: number }>;
      if (claimed.rows.length === 0 || !final) return;
      const status = outcome.kind === 'synced' || outcome.kind === 'duplicate' ? outcome.kind : 'failed';
      await tx
        .update(leads)
        .set({
          crmSyncStatus: status,
          crmSyncedAt: status === 'synced' ? sql`now()` : null,
          crmSyncError: status === 'failed' ? error : null,
          updatedAt: sql`now()`,
        })
        .where(eq(leads.id, job.leadId));
    });
  }

  /** Claims due jobs (SKIP LOCKED: instances never share one), sends them, records each outcome. */
  async function runOnce(): Promise<number> {
    if (!partner) return 0;
    const token = randomUUID();
    const claimed = await claimDueJobs<{ id: number; leadId: number; attempts: number }>(db, 'crm_outbox', {
      token,
      lockSeconds,
      limit: CRM_CLAIM_BATCH,
      returning: sql`o.id, o.lead_id as "leadId", o.attempts`,
    });
    await Promise.all(
      claimed.map(async (job) => {
        const [lead] = await db
          .select({
            firstName: leads.firstName,
            lastName: leads.lastName,
            email: leads.email,
            phone: leads.phone,
            source: leads.source,
            caseDetails: leads.caseDetails,
            crmSyncStatus: leads.crmSyncStatus,
            consentToShare: leads.consentToShare,
          })
          .from(leads)
          .where(eq(leads.id, job.leadId));
        const run = { ...job, token };
        // Never send a lead twice, nor one that withdrew consent.
        if (!lead || lead.crmSyncStatus === 'synced' || lead.crmSyncStatus === 'duplicate') {
          return finish(run, { kind: lead?.crmSyncStatus === 'duplicate' ? 'duplicate' : 'synced' });
        }
        if (!lead.consentToShare) return finish(run, { kind: 'failed', error: 'The lead has not consented to sharing' });
        return finish(run, await sendToPartner(partner, lead));
      }),
    );
    return claimed.length;
  }

  return {
    configured: partner !== null,
    /** Sends up to a batch of due jobs (the job `crm.send`); answers how many it claimed. */
    runOnce,

    /** Queues consenting leads that are not synced yet; a lead already queued or sent is left alone. */
    async enqueue(leadIds: number[], actorId: number) {
      if (!partner) throw new HttpError(409, CRM_NOT_CONFIGURED);
      return queueLeads(db, leadIds, actorId);
    },

    /** The stats of every lead and one page of them, newest first. */
    syncStatus: (query: CrmStatusQuery): Promise<CrmSyncStatus> => readSyncStatus(db, partner !== null, query),
  };
}

export type CrmService = ReturnType<typeof createCrmService>;
