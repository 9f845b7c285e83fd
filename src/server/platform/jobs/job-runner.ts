import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { Job, JobRun, JobRunnerOptions } from './job';
import { held, type Lane, laneFor, type RunnerContext } from './job-lane';
import { jobLeases } from './job-leases';

export type { Job, JobRun, JobRunnerOptions } from './job';
export { BUSY_PAUSE_MS } from './job-lane';

const DEFAULT_LEASE_MS = 60_000;

export type AloneResult<T> = { ran: true; value: T } | { ran: false };

function checkJob(lanes: Map<string, Lane>, job: Job) {
  if (lanes.has(job.name)) throw new Error(`Two background jobs are named ${job.name}`);
  if (!(job.everyMs > 0)) throw new Error(`The job ${job.name} needs an interval above 0 ms`);
  if (job.retry && !(job.retry.firstMs > 0)) throw new Error(`The job ${job.name} needs a first retry above 0 ms`);
  if (job.singleton && job.wakeOn) throw new Error(`The singleton job ${job.name} runs on its shared schedule: it cannot be woken`);
}

function laneNamed(lanes: Map<string, Lane>, name: string): Lane {
  const lane = lanes.get(name);
  if (!lane) throw new Error(`No background job is named ${name}`);
  return lane;
}

async function runAlone<T>(ctx: RunnerContext, job: Job, work: (run: JobRun) => Promise<T>): Promise<AloneResult<T>> {
  if (!job.singleton) throw new Error(`The job ${job.name} is not a singleton`);
  await ctx.leases.ensure(job.name, job.firstAfterMs ?? 0, job.everyMs);
  if (!(await ctx.leases.take(job.name))) return { ran: false };
  try {
    return { ran: true, value: await held(ctx, job, work) };
  } finally {
    await ctx.leases.release(job.name);
  }
}

async function stopAll(stopping: AbortController, lanes: Map<string, Lane>, unlisten: (() => Promise<void>)[]) {
  stopping.abort(new Error('the job runner stopped'));
  await Promise.all([...lanes.values()].map((lane) => lane.stop()));
  await Promise.all(unlisten.splice(0).map((stopListening) => stopListening()));
  for (const lane of lanes.values()) await lane.job.onStop?.();
}

/**
 * Runs every background job of the app: scheduled ones, and the drains of the durable queues (whose
 * rows, written in the transaction that causes them, are the real state: a stopped runner loses
 * nothing). A job never runs twice at once in one process; a singleton never runs twice at once across
 * instances. A failed run is reported and retried with back-off; it never stops the other jobs.
 */
export function createJobRunner(database: Database, options: JobRunnerOptions) {
  const holder = randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const leases = jobLeases(database.db, holder, leaseMs);
  const stopping = new AbortController();
  const lanes = new Map<string, Lane>();
  const unlisten: (() => Promise<void>)[] = [];
  let started = false;
  let stopped: Promise<void> | null = null;

  const ctx: RunnerContext = { options, leases, leaseMs, stopping: stopping.signal, started: () => started };

  return {
    /** Adds jobs; before `start`. */
    register(...jobs: Job[]) {
      if (started) throw new Error('Jobs are registered before the runner starts');
      for (const job of jobs) {
        checkJob(lanes, job);
        lanes.set(job.name, laneFor(ctx, job));
      }
    },

    /** The registered jobs, in the order they were registered. */
    jobs(): readonly Job[] {
      return [...lanes.values()].map((lane) => lane.job);
    },

    async start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      for (const lane of lanes.values()) {
        const channel = lane.job.wakeOn;
        if (channel) unlisten.push(await database.listen(channel, lane.wake, lane.wake));
        lane.start();
      }
    },

    /** Runs a job soon (after its current run, if one is going); a full batch's pause while busy is kept. */
    wake(name: string) {
      laneNamed(lanes, name).wake();
    },

    /**
     * Runs `work` under a singleton job's lease, whether or not the job is due, and leaves its schedule as
     * it was (an admin's run on demand); `ran: false` while an instance holds the lease.
     */
    async runAlone<T>(name: string, work: (run: JobRun) => Promise<T>): Promise<AloneResult<T>> {
      return runAlone(ctx, laneNamed(lanes, name).job, work);
    },

    /** Starts no more runs, tells the running ones (their signal), waits for them, then gives up what it holds. */
    stop(): Promise<void> {
      stopped ??= stopAll(stopping, lanes, unlisten);
      return stopped;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
