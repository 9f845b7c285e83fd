import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { retryDelayMs } from '../../platform/jobs/backoff';
import { claimDueJobs } from '../../platform/jobs/outbox';
import { type PartnerSettings, type SendOutcome, sendToPartner } from './partner-client';

export const CRM_CLAIM_BATCH = 10;

type Rows<T> = { rows: T[] };

interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
}

type ClaimedJob = { id: number; leadId: number; attempts: number; token: string };

async function finish(db: Db, retry: RetryPolicy, job: ClaimedJob, outcome: SendOutcome) {
  await db.transaction(async (tx) => {
    const final = outcome.kind === 'synced' || outcome.kind === 'duplicate' || outcome.kind === 'failed' || job.attempts >= retry.maxAttempts;
    const error = 'error' in outcome ? outcome.error : null;
    const claimed = (await tx.execute(sql`
      update crm_outbox set
        status = ${final ? (outcome.kind === 'synced' || outcome.kind === 'duplicate' ? 'done' : 'failed') : 'queued'},
        last_error = ${error},
        next_attempt_at = now() + make_interval(secs => ${final ? 0 : retryDelayMs(job.attempts, retry.retryBaseMs) / 1000}),
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

async function sendOne(db: Db, partner: PartnerSettings, retry: RetryPolicy, run: ClaimedJob) {
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
    .where(eq(leads.id, run.leadId));
  // Never send a lead twice, nor one that withdrew consent.
  if (!lead || lead.crmSyncStatus === 'synced' || lead.crmSyncStatus === 'duplicate') {
    return finish(db, retry, run, { kind: lead?.crmSyncStatus === 'duplicate' ? 'duplicate' : 'synced' });
  }
  if (!lead.consentToShare) return finish(db, retry, run, { kind: 'failed', error: 'The lead has not consented to sharing' });
  return finish(db, retry, run, await sendToPartner(partner, lead));
}

/** Claims due jobs (SKIP LOCKED: instances never share one), sends them, records each outcome. */
export async function sendQueuedLeads(db: Db, partner: PartnerSettings | null, retry: RetryPolicy, lockSeconds: number): Promise<number> {
  if (!partner) return 0;
  const token = randomUUID();
  const claimed = await claimDueJobs<{ id: number; leadId: number; attempts: number }>(db, 'crm_outbox', {
    token,
    lockSeconds,
    limit: CRM_CLAIM_BATCH,
    returning: sql`o.id, o.lead_id as "leadId", o.attempts`,
  });
  await Promise.all(claimed.map((job) => sendOne(db, partner, retry, { ...job, token })));
  return claimed.length;
}
