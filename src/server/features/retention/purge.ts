import type { PurgeCounts, PurgeResult } from '../../../contract/shared/retention';
import type { Db } from '../../platform/db/client';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { countDueRecords } from './count-due-records';
import { dueRecords, type RetentionSchedule } from './due-records';
import { purgeExpiredRecords } from './purge-expired-records';

export type { RetentionSchedule } from './due-records';

/** The daily purge's job (jobs.ts), whose lease also keeps an admin's purge from running beside another. */
export const RETENTION_PURGE_JOB = 'retention.purge';

const NOTHING: PurgeCounts = { leads: 0, contactMessages: 0, chats: 0, clients: 0, complaints: 0 };

/**
 * Deletes what is past its retention period (nothing is kept longer), leaving anything under a legal hold.
 * Clients go through `eraseClient`, the same erasure as an admin's, so nothing of them stays behind.
 */
export function createRetention(
  db: Db,
  options: { schedule: RetentionSchedule; eraseClient: (accountId: number) => Promise<void>; jobs: Pick<JobRunner, 'runAlone'> },
) {
  const due = dueRecords(options.schedule);
  const purge = (signal?: AbortSignal) => purgeExpiredRecords(db, due, options.eraseClient, signal);

  return {
    /**
     * The purge on demand (admins); with `dryRun` it only counts what would go. Skipped while another
     * purge runs on any instance (the daily job's lease).
     */
    async run({ dryRun }: { dryRun: boolean }): Promise<PurgeResult> {
      const alone = await options.jobs.runAlone(RETENTION_PURGE_JOB, (run) => (dryRun ? countDueRecords(db, due) : purge(run.signal)));
      return alone.ran ? { dryRun, skipped: false, counts: alone.value } : { dryRun, skipped: true, counts: NOTHING };
    },

    /** The daily job's purge: it holds the lease already. */
    purge,
  };
}

export type Retention = ReturnType<typeof createRetention>;
