/**
 * Runs `runOnce` now and then every `pollMs`, at once again while it reports a full batch, never two
 * runs at a time. `wake()` asks for a run as soon as possible (after a job was queued).
 * Used by the durable queues (partner CRM, mail), whose rows are the real state: a loop that stops
 * loses nothing.
 */
export function createPollLoop(options: { runOnce: () => Promise<number>; batchSize: number; pollMs: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  }

  async function tick() {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    let claimed = 0;
    current = options
      .runOnce()
      .then((n) => {
        claimed = n;
      })
      .catch(options.onError)
      .finally(() => {
        current = null;
      });
    await current;
    const soon = claimed >= options.batchSize || again;
    again = false;
    schedule(soon ? 0 : options.pollMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
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

/**
 * Runs `run` now and then every `everyMs`, never two at a time. After a failure it waits twice as
 * long each time (at most `maxMs`) until a run succeeds: a fault that lasts (a missing permission, say)
 * is reported now and then, not every few hundred milliseconds.
 */
export function createRepeatingTask(options: { run: () => Promise<void>; everyMs: number; maxMs: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  let stopped = true;
  let failures = 0;

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
  }

  async function tick() {
    if (stopped) return;
    current = options.run().then(
      () => {
        failures = 0;
      },
      (error) => {
        failures += 1;
        try {
          options.onError(error);
        } catch {
          // Reporting failed: the task still carries on.
        }
      },
    );
    await current;
    current = null;
    schedule(failures === 0 ? options.everyMs : Math.min(Math.max(options.maxMs, options.everyMs), options.everyMs * 2 ** failures));
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      // A run still going from before a stop schedules the next itself.
      if (!current) schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
