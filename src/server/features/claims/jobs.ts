import type { Job } from '../../platform/jobs/job-runner';
import type { ClaimsContext } from './context';
import { runDailyDeadlines } from './daily-deadlines';

/** The claims' daily deadline run: next dates moved on, and each caseworker's email of what is due. */
export function claimsJobs(context: ClaimsContext): Job[] {
  return [
    {
      name: 'claims.daily-deadlines',
      singleton: true,
      everyMs: 86_400_000,
      retry: { firstMs: 60_000 },
      run: () => runDailyDeadlines(context),
    },
  ];
}
