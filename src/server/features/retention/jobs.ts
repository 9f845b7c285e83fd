import type { Job } from '../../platform/jobs/job-runner';
import { RETENTION_PURGE_JOB, type Retention } from './purge';

const HOUR_MS = 3_600_000;

/**
 * The purge of what is past its retention period: daily, on one instance at a time, the first an hour
 * after the first start (the schedule is kept in the database, so instances restarted often still purge).
 * A failed purge is tried again from a minute later, doubling. Each run is audited with its counts.
 */
export function retentionJobs(retention: Retention): Job[] {
  return [
    {
      name: RETENTION_PURGE_JOB,
      singleton: true,
      everyMs: 24 * HOUR_MS,
      firstAfterMs: HOUR_MS,
      retry: { firstMs: 60_000 },
      run: ({ signal }) => retention.purge(signal),
    },
  ];
}
