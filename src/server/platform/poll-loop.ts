/** How long a busy process's queue waits between two batches: at 10 a batch, at most about 100 messages a second. */
export const BUSY_PAUSE_MS = 100;

/**
 * Runs `runOnce` now and then every `pollMs`, at once again while it reports a full batch of
 * `batchSize`, never two runs at a time. `wake()` asks for a run as soon as possible (after a job was
 * queued). With `maxBackoffMs`, each failure in a row doubles the wait (up to that, never below
 * `pollMs`): a fault that lasts (a missing permission, say) is reported now and then, not every poll.
 * With `isBusy`, a loop that has more to do waits `BUSY_PAUSE_MS` between batches while it says the
 * process is busy, and a wake does not cut the pause short: background sending gives way to requests.
 * Used by the durable queues (partner CRM, mail), whose rows are the real state: a loop that stops
 * loses nothing; and by upkeep that has no batches (the search index).
 */
export function createPollLoop(options: {
  runOnce: () => Promise<number | void>;
  batchSize?: number;
  pollMs: number;
  isBusy?: () => boolean;
  maxBackoffMs?: number;
  onError: (error: unknown) => void;
}) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = true;
  let again = false;
  let failures = 0;
  let pausing = false;

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  }

  function report(error: unknown) {
    try {
      options.onError(error);
    } catch {
      // Reporting failed: the loop still carries on.
    }
  }

  function wait(): number {
    if (failures === 0 || options.maxBackoffMs === undefined) return options.pollMs;
    return Math.min(Math.max(options.maxBackoffMs, options.pollMs), options.pollMs * 2 ** failures);
  }

  async function tick() {
    if (stopped) return;
    pausing = false;
    if (current) {
      again = true;
      return;
    }
    let claimed = 0;
    current = options
      .runOnce()
      .then(
        (n) => {
          claimed = n ?? 0;
          failures = 0;
        },
        (error: unknown) => {
          failures += 1;
          report(error);
        },
      )
      .finally(() => {
        current = null;
      });
    await current;
    // After a failure it waits, even when woken meanwhile: a wake does not skip the back-off.
    const soon = failures === 0 && ((options.batchSize !== undefined && claimed >= options.batchSize) || again);
    again = false;
    if (soon && options.isBusy?.()) {
      pausing = true;
      schedule(BUSY_PAUSE_MS);
    } else schedule(soon ? 0 : wait());
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (pausing) return;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

const MAX_RETRY_DELAY_MS = 15 * 60_000;

/** Exponential backoff with jitter: base, 2x base, 4x base ... each between half and one and a half times. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random()));
}
