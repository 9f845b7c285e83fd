import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { eventLoopBusy } from '../event-loop-load';
import { jobLeases } from './job-leases';

/** How long a busy process's queue waits between two batches: at 10 a batch, at most about 100 messages a second. */
export const BUSY_PAUSE_MS = 100;
const DEFAULT_LEASE_MS = 60_000;
/** setTimeout's longest delay (about 24 days); a longer wait is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface JobRun {
  /** Aborted when the runner stops, or when a singleton's lease was lost: a long run stops at its next step. */
  signal: AbortSignal;
}

/** One piece of background work, registered by the feature it belongs to. */
export interface Job {
  /** `feature.what`: unique, and the key of a singleton's row in `background_jobs`. */
  name: string;
  /** The wait between two runs. */
  everyMs: number;
  /** The first run this long after the start (default: at once); a singleton's, after its row is first made. */
  firstAfterMs?: number;
  /**
   * At most one run at a time across every instance on the database, and one schedule shared by them
   * all (a lease in `background_jobs`). Otherwise each instance runs the job on its own schedule.
   */
  singleton?: boolean;
  /** A queue's drain, whose run answers how many items it took (a number): a full batch runs again at once. */
  batchSize?: number;
  /** A NOTIFY channel: each message (sent by the transaction that queued work) runs the job soon. */
  wakeOn?: string;
  /** Between full batches while the process is busy serving requests, wait BUSY_PAUSE_MS. */
  yieldsToRequests?: boolean;
  /**
   * After failed runs in a row the job waits `firstMs`, doubling each time, up to `maxMs` (default: its
   * interval). Without it a failed run waits the interval, like any other.
   */
  retry?: { firstMs: number; maxMs?: number };
  run(run: JobRun): Promise<unknown>;
  /** Called once the runner has stopped and the job's last run ended (to close a connection it keeps). */
  onStop?(): unknown;
}

export interface JobRunnerOptions {
  /** Told of every failed run (the runner carries on). */
  onError: (error: unknown, job: string) => void;
  /** How long a singleton's lease lasts without being renewed (renewed every third of it). */
  leaseMs?: number;
  /** Makes the check of whether the process is busy (tests pass their own). */
  busyCheck?: () => () => boolean;
}

export type AloneResult<T> = { ran: true; value: T } | { ran: false };

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

  function report(error: unknown, job: string) {
    try {
      options.onError(error, job);
    } catch {
      // Reporting failed: the runner still carries on.
    }
  }

  /** Runs `work` with a signal that aborts on stop or on a lost lease, renewing a singleton's lease meanwhile. */
  async function held<T>(job: Job, work: (run: JobRun) => Promise<T>): Promise<T> {
    if (!job.singleton) return work({ signal: stopping.signal });
    const lost = new AbortController();
    const heartbeat = setInterval(() => {
      leases.renew(job.name).then(
        (mine) => {
          if (!mine && !lost.signal.aborted) {
            lost.abort(new Error(`lost the lease of ${job.name}`));
            report(lost.signal.reason, job.name);
          }
        },
        () => {}, // The database did not answer: the next beat tries again.
      );
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      return await work({ signal: AbortSignal.any([stopping.signal, lost.signal]) });
    } finally {
      clearInterval(heartbeat);
    }
  }

  type Lane = ReturnType<typeof laneFor>;

  /** One job's schedule on this instance: never two runs at once, waits after each. */
  function laneFor(job: Job) {
    let timer: NodeJS.Timeout | null = null;
    let current: Promise<void> | null = null;
    let again = false;
    let failures = 0;
    let pausing = false;
    let ensured = false;
    const busy = job.yieldsToRequests ? (options.busyCheck ?? eventLoopBusy)() : null;

    function schedule(delay: number) {
      if (stopping.signal.aborted || !started) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void tick(), Math.min(LONGEST_TIMER_MS, Math.max(0, delay)));
      timer.unref();
    }

    function waitAfterFailures(): number {
      if (failures === 0 || !job.retry) return job.everyMs;
      const { firstMs, maxMs = job.everyMs } = job.retry;
      return Math.min(Math.max(maxMs, firstMs), firstMs * 2 ** (failures - 1));
    }

    /** Runs the job once; answers the wait before the next run, and the run's error if it failed. */
    async function runOnce(): Promise<{ wait: number; error: string | null }> {
      let claimed = 0;
      let error: string | null = null;
      try {
        const result = await held(job, job.run);
        claimed = typeof result === 'number' ? result : 0;
        failures = 0;
      } catch (caught) {
        error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
        failures += 1;
        // A run cut short by the stop is not a fault of the job.
        if (!stopping.signal.aborted) report(caught, job.name);
      }
      // After a failure it waits, even when woken meanwhile: a wake does not skip the back-off.
      const soon = error === null && ((job.batchSize !== undefined && claimed >= job.batchSize) || again);
      again = false;
      if (soon && busy?.()) {
        pausing = true;
        return { wait: BUSY_PAUSE_MS, error };
      }
      return { wait: soon ? 0 : waitAfterFailures(), error };
    }

    /** Runs the job if it is due and no instance holds it; answers when to look again. */
    async function runShared(): Promise<number> {
      if (!ensured) {
        await leases.ensure(job.name, job.firstAfterMs ?? 0, job.everyMs);
        ensured = true;
      }
      const claim = await leases.claim(job.name);
      if (claim === null) {
        ensured = false;
        return 0;
      }
      // Not due yet: looked at again when it is. Held by another instance: again within the interval (or
      // when the lease would run out), so a holder that stops soon is followed soon.
      if (!claim.mine) return Math.max(claim.dueInMs, Math.min(claim.heldForMs, job.everyMs));
      if (stopping.signal.aborted) {
        await leases.release(job.name);
        return 0;
      }
      failures = claim.failures;
      const { wait, error } = await runOnce();
      // Cut short by the stop: left due, for whichever instance is next.
      if (error !== null && stopping.signal.aborted) await leases.release(job.name);
      else await leases.finish(job.name, { nextInMs: wait, failures, error });
      return wait;
    }

    async function tick() {
      if (stopping.signal.aborted) return;
      pausing = false;
      if (current) {
        again = true;
        return;
      }
      let next = job.everyMs;
      current = (job.singleton ? runShared() : runOnce().then((done) => done.wait))
        .then(
          (wait) => {
            next = wait;
          },
          (error: unknown) => {
            // The schedule's own statements failed (the database is away): looked at again after the back-off.
            failures += 1;
            report(error, job.name);
            next = waitAfterFailures();
          },
        )
        .finally(() => {
          current = null;
        });
      await current;
      schedule(next);
    }

    return {
      job,
      start() {
        schedule(job.singleton ? 0 : (job.firstAfterMs ?? 0));
      },
      wake() {
        if (pausing) return;
        schedule(0);
      },
      async stop() {
        if (timer) clearTimeout(timer);
        await current;
      },
    };
  }

  function laneNamed(name: string): Lane {
    const lane = lanes.get(name);
    if (!lane) throw new Error(`No background job is named ${name}`);
    return lane;
  }

  return {
    /** Adds jobs; before `start`. */
    register(...jobs: Job[]) {
      if (started) throw new Error('Jobs are registered before the runner starts');
      for (const job of jobs) {
        if (lanes.has(job.name)) throw new Error(`Two background jobs are named ${job.name}`);
        if (!(job.everyMs > 0)) throw new Error(`The job ${job.name} needs an interval above 0 ms`);
        if (job.retry && !(job.retry.firstMs > 0)) throw new Error(`The job ${job.name} needs a first retry above 0 ms`);
        if (job.singleton && job.wakeOn) throw new Error(`The singleton job ${job.name} runs on its shared schedule: it cannot be woken`);
        lanes.set(job.name, laneFor(job));
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
      laneNamed(name).wake();
    },

    /**
     * Runs `work` under a singleton job's lease, whether or not the job is due, and leaves its schedule as
     * it was (an admin's run on demand); `ran: false` while an instance holds the lease.
     */
    async runAlone<T>(name: string, work: (run: JobRun) => Promise<T>): Promise<AloneResult<T>> {
      const { job } = laneNamed(name);
      if (!job.singleton) throw new Error(`The job ${name} is not a singleton`);
      await leases.ensure(job.name, job.firstAfterMs ?? 0, job.everyMs);
      if (!(await leases.take(job.name))) return { ran: false };
      try {
        return { ran: true, value: await held(job, work) };
      } finally {
        await leases.release(job.name);
      }
    },

    /** Starts no more runs, tells the running ones (their signal), waits for them, then gives up what it holds. */
    stop(): Promise<void> {
      stopped ??= (async () => {
        stopping.abort(new Error('the job runner stopped'));
        await Promise.all([...lanes.values()].map((lane) => lane.stop()));
        await Promise.all(unlisten.splice(0).map((stopListening) => stopListening()));
        for (const lane of lanes.values()) await lane.job.onStop?.();
      })();
      return stopped;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
