import type { Job } from '../../platform/jobs/job-runner';
import type { LeadsService } from './service';

const HOUR_MS = 3_600_000;
/** The longest wait between search index upkeep runs while they keep failing. */
const SEARCH_INDEX_CLEAN_MAX_BACKOFF_MS = 5 * 60_000;

/**
 * The kept lead figures folded hourly, on one instance at a time (see foldLeadTallies); and, with
 * `searchIndexCleanMs`, new leads' search entries moved into the search index on each instance, off the
 * assessments' path (migration 0026), a failing run backing off up to five minutes.
 */
export function leadsJobs(leads: LeadsService, options: { searchIndexCleanMs: number }): Job[] {
  const jobs: Job[] = [
    {
      name: 'leads.fold-tallies',
      singleton: true,
      everyMs: HOUR_MS,
      firstAfterMs: HOUR_MS,
      retry: { firstMs: 60_000 },
      run: leads.tidyTallies,
    },
  ];
  const cleanMs = options.searchIndexCleanMs;
  if (cleanMs > 0) {
    jobs.push({
      name: 'leads.clean-search-index',
      everyMs: cleanMs,
      retry: { firstMs: 2 * cleanMs, maxMs: Math.max(cleanMs, SEARCH_INDEX_CLEAN_MAX_BACKOFF_MS) },
      run: leads.cleanSearchIndex,
    });
  }
  return jobs;
}
