import type { Job } from '../../platform/jobs/job-runner';
import type { ComplaintsService } from './service';

/** The eight-week notices to complainants: at the first start, then hourly, on one instance at a time. */
export function complaintsJobs(complaints: ComplaintsService): Job[] {
  return [
    {
      name: 'complaints.eight-week-notices',
      singleton: true,
      everyMs: 3_600_000,
      retry: { firstMs: 60_000 },
      run: complaints.sendEightWeekNotices,
    },
  ];
}
