import type { CrmStatusQuery, CrmSyncStatus } from '../../../contract/crm/crm';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import type { PartnerSettings } from './partner-client';
import { queueLeads } from './queue-leads';
import { readSyncStatus } from './read-sync-status';
import { sendQueuedLeads } from './send-queued-leads';

export interface CrmOptions {
  partner: PartnerSettings | null;
  maxAttempts: number;
  retryBaseMs: number;
}

export const CRM_NOT_CONFIGURED = 'The partner CRM is not configured: set CRM_URL and CRM_TOKEN';
/** Notified by the transaction that queues leads: every instance's sender runs when it commits. */
export { CRM_CHANNEL } from './queue-leads';
export { CRM_CLAIM_BATCH } from './send-queued-leads';

export function createCrmService(db: Db, options: CrmOptions) {
  const { partner } = options;

  /** Lock long enough that a live worker never loses a job mid-call; only a dead one's jobs come back. */
  const lockSeconds = partner ? Math.ceil((partner.timeoutMs * 2) / 1000) + 5 : 60;

  return {
    configured: partner !== null,
    /** Sends up to a batch of due jobs (the job `crm.send`); answers how many it claimed. */
    runOnce: () => sendQueuedLeads(db, partner, options, lockSeconds),

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
