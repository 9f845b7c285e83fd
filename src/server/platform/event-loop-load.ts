import { performance } from 'node:perf_hooks';

/** Above this share of time spent running code (not waiting), the process is serving all it can. */
const BUSY_UTILIZATION = 0.7;

/**
 * A check of whether this process's event loop was busy since the check last ran (or since it was
 * made): each caller gets its own, so two queues asking do not shorten each other's window.
 */
export function eventLoopBusy(): () => boolean {
  let since = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization > BUSY_UTILIZATION;
    since = now;
    return busy;
  };
}
