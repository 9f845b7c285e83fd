import type { Job } from '../../platform/jobs/job-runner';
import { CRM_CHANNEL, CRM_CLAIM_BATCH, type CrmService } from './service';

/**
 * The partner CRM's sender on every instance (when the partner is configured): at once when leads are
 * queued (the NOTIFY of their transaction, on any instance), else every `pollMs`; again at once while it
 * finds a full batch, giving way to requests while the process is busy. Instances never share a job:
 * each claims its own with SKIP LOCKED.
 */
export function crmJobs(crm: CrmService, options: { pollMs: number }): Job[] {
  if (!crm.configured) return [];
  return [
    {
      name: 'crm.send',
      everyMs: options.pollMs,
      batchSize: CRM_CLAIM_BATCH,
      wakeOn: CRM_CHANNEL,
      yieldsToRequests: true,
      run: crm.runOnce,
    },
  ];
}
