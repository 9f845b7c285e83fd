import { eventLoopBusy } from '../event-loop-load';
import type { Job, JobRun, JobRunnerOptions } from './job';
import type { jobLeases } from './job-leases';

/** How long a busy process's queue waits between two batches: at 10 a batch, at most about 100 messages a second. */
export const BUSY_PAUSE_MS = 100;
/** setTimeout's longest delay (about 24 days); a longer wait is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What every lane of one runner shares. */
export interface RunnerContext {
  options: JobRunnerOptions;
  leases: ReturnType<typeof jobLeases>;
  leaseMs: number;
  stopping: AbortSignal;
  started(): boolean;
}

export function report(ctx: RunnerContext, error: unknown, job: string) {
  try {
    ctx.options.onError(error, job);
  } catch {
    // Reporting failed: the runner still carries on.
  }
}

/** Runs `work` with a signal that aborts on stop or on a lost lease, renewing a singleton's lease meanwhile. */
export async function held<T>(ctx: RunnerContext, job: Job, work: (run: JobRun) => Promise<T>): Promise<T> {
  if (!job.singleton) return work({ signal: ctx.stopping });
  const lost = new AbortController();
  const heartbeat = setInterval(() => {
    ctx.leases.renew(job.name).then(
      (mine) => {
        if (!mine && !lost.signal.aborted) {
          lost.abort(new Error(`lost the lease of ${job.name}`));
          report(ctx, lost.signal.reason, job.name);
        }
      },
      () => {}, // The database did not answer: the next beat tries again.
    );
  }, ctx.leaseMs / 3);
  heartbeat.unref();
  try {
    return await work({ signal: AbortSignal.any([ctx.stopping, lost.signal]) });
  } finally {
    clearInterval(heartbeat);
  }
}

interface LaneState {
  ctx: RunnerContext;
  job: Job;
  busy: (() => boolean) | null;
  timer: NodeJS.Timeout | null;
  current: Promise<void> | null;
  again: boolean;
  failures: number;
  pausing: boolean;
  ensured: boolean;
}

function schedule(lane: LaneState, delay: number) {
  if (lane.ctx.stopping.aborted || !lane.ctx.started()) return;
  if (lane.timer) clearTimeout(lane.timer);
  lane.timer = setTimeout(() => void tick(lane), Math.min(LONGEST_TIMER_MS, Math.max(0, delay)));
  lane.timer.unref();
}

function waitAfterFailures({ job, failures }: LaneState): number {
  if (failures === 0 || !job.retry) return job.everyMs;
  const { firstMs, maxMs = job.everyMs } = job.retry;
  return Math.min(Math.max(maxMs, firstMs), firstMs * 2 ** (failures - 1));
}

/** Runs the job once; answers the wait before the next run, and the run's error if it failed. */
async function runOnce(lane: LaneState): Promise<{ wait: number; error: string | null }> {
  const { ctx, job } = lane;
  let claimed = 0;
  let error: string | null = null;
  try {
    const result = await held(ctx, job, job.run);
    claimed = typeof result === 'number' ? result : 0;
    lane.failures = 0;
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    lane.failures += 1;
    // A run cut short by the stop is not a fault of the job.
    if (!ctx.stopping.aborted) report(ctx, caught, job.name);
  }
  // After a failure it waits, even when woken meanwhile: a wake does not skip the back-off.
  const soon = error === null && ((job.batchSize !== undefined && claimed >= job.batchSize) || lane.again);
  lane.again = false;
  if (soon && lane.busy?.()) {
    lane.pausing = true;
    return { wait: BUSY_PAUSE_MS, error };
  }
  return { wait: soon ? 0 : waitAfterFailures(lane), error };
}

/** Runs the job if it is due and no instance holds it; answers when to look again. */
async function runShared(lane: LaneState): Promise<number> {
  const { ctx, job } = lane;
  const { leases } = ctx;
  if (!lane.ensured) {
    await leases.ensure(job.name, job.firstAfterMs ?? 0, job.everyMs);
    lane.ensured = true;
  }
  const claim = await leases.claim(job.name);
  if (claim === null) {
    lane.ensured = false;
    return 0;
  }
  // Not due yet: looked at again when it is. Held by another instance: again within the interval (or
  // when the lease would run out), so a holder that stops soon is followed soon.
  if (!claim.mine) return Math.max(claim.dueInMs, Math.min(claim.heldForMs, job.everyMs));
  if (ctx.stopping.aborted) {
    await leases.release(job.name);
    return 0;
  }
  lane.failures = claim.failures;
  const { wait, error } = await runOnce(lane);
  // Cut short by the stop: left due, for whichever instance is next.
  if (error !== null && ctx.stopping.aborted) await leases.release(job.name);
  else await leases.finish(job.name, { nextInMs: wait, failures: lane.failures, error });
  return wait;
}

async function tick(lane: LaneState) {
  const { ctx, job } = lane;
  if (ctx.stopping.aborted) return;
  lane.pausing = false;
  if (lane.current) {
    lane.again = true;
    return;
  }
  let next = job.everyMs;
  lane.current = (job.singleton ? runShared(lane) : runOnce(lane).then((done) => done.wait))
    .then(
      (wait) => {
        next = wait;
      },
      (error: unknown) => {
        // The schedule's own statements failed (the database is away): looked at again after the back-off.
        lane.failures += 1;
        report(ctx, error, job.name);
        next = waitAfterFailures(lane);
      },
    )
    .finally(() => {
      lane.current = null;
    });
  await lane.current;
  schedule(lane, next);
}

export type Lane = ReturnType<typeof laneFor>;

/** One job's schedule on this instance: never two runs at once, waits after each. */
export function laneFor(ctx: RunnerContext, job: Job) {
  const lane: LaneState = {
    ctx,
    job,
    busy: job.yieldsToRequests ? (ctx.options.busyCheck ?? eventLoopBusy)() : null,
    timer: null,
    current: null,
    again: false,
    failures: 0,
    pausing: false,
    ensured: false,
  };
  return {
    job,
    start() {
      schedule(lane, job.singleton ? 0 : (job.firstAfterMs ?? 0));
    },
    wake() {
      if (lane.pausing) return;
      schedule(lane, 0);
    },
    async stop() {
      if (lane.timer) clearTimeout(lane.timer);
      await lane.current;
    },
  };
}
