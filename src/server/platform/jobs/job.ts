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
