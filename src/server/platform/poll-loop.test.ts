import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSY_PAUSE_MS, createPollLoop, retryDelayMs } from './poll-loop';

const CAP_MS = 15 * 60_000;
const middle = () => 0.5; // no jitter: the factor is exactly 1

describe('retryDelayMs', () => {
  it('doubles with every attempt from the base', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, 100, middle))).toEqual([100, 200, 400, 800, 1600, 3200]);
    expect(retryDelayMs(1, 2000, middle)).toBe(2000);
  });

  it('treats an attempt below 1 as the first', () => {
    expect(retryDelayMs(0, 100, middle)).toBe(100);
    expect(retryDelayMs(-3, 100, middle)).toBe(100);
  });

  it('jitters between half and one and a half times the exponential delay', () => {
    expect(retryDelayMs(3, 100, () => 0)).toBe(200);
    expect(retryDelayMs(3, 100, () => 0.999999)).toBe(600);
    for (let i = 0; i < 2000; i += 1) {
      const attempt = 1 + (i % 8);
      const exponential = 50 * 2 ** (attempt - 1);
      const delay = retryDelayMs(attempt, 50);
      expect(delay).toBeGreaterThanOrEqual(Math.floor(exponential * 0.5));
      expect(delay).toBeLessThanOrEqual(Math.ceil(exponential * 1.5));
    }
  });

  it('spreads delays out (jitter is real, not a constant)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, 1000)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it('caps the exponential part at 15 minutes, however many attempts', () => {
    expect(retryDelayMs(30, 2000, middle)).toBe(CAP_MS);
    expect(retryDelayMs(1000, 2000, middle)).toBe(CAP_MS);
    expect(retryDelayMs(1000, 2000, () => 0)).toBe(CAP_MS / 2);
    expect(retryDelayMs(1000, 2000, () => 0.999999)).toBeLessThanOrEqual(CAP_MS * 1.5);
    expect(Number.isFinite(retryDelayMs(5000, 2000))).toBe(true);
  });

  it('returns whole milliseconds', () => {
    for (let i = 0; i < 100; i += 1) expect(Number.isInteger(retryDelayMs(1 + (i % 5), 33))).toBe(true);
  });
});

/**
 * A started poll loop on fake timers whose runs do `work` (given the run's number, from 1); `starts`
 * holds when each run began, in milliseconds from the start.
 */
function recordedLoop(work: (run: number) => Promise<number | void>, options: Omit<Parameters<typeof createPollLoop>[0], 'runOnce'>) {
  vi.useFakeTimers();
  const starts: number[] = [];
  const t0 = Date.now();
  const loop = createPollLoop({
    ...options,
    runOnce: () => {
      starts.push(Date.now() - t0);
      return work(starts.length);
    },
  });
  loop.start();
  return { loop, starts };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('createPollLoop with a back-off', () => {
  /** Runs the task for `ms` of fake time; answers when each run started, and how many errors were reported. */
  async function runFor(ms: number, fails: (run: number) => boolean, timing = { everyMs: 500, maxMs: 4_000 }) {
    let errors = 0;
    const { loop, starts } = recordedLoop(
      async (run) => {
        if (fails(run)) throw new Error('permission denied');
      },
      {
        pollMs: timing.everyMs,
        maxBackoffMs: timing.maxMs,
        onError: () => {
          errors += 1;
          throw new Error('the log is gone too');
        },
      },
    );
    await vi.advanceTimersByTimeAsync(ms);
    await loop.stop();
    return { starts, errors };
  }

  it('runs every interval while it succeeds', async () => {
    const { starts, errors } = await runFor(2_100, () => false);
    expect(starts).toEqual([0, 500, 1000, 1500, 2000]);
    expect(errors).toBe(0);
  });

  it('waits twice as long after each failure, up to the longest wait, and reports each failure', async () => {
    const { starts, errors } = await runFor(20_000, () => true);
    expect(starts).toEqual([0, 1000, 3000, 7000, 11000, 15000, 19000]);
    expect(errors).toBe(starts.length);
  });

  it('is back to its interval after a run succeeds', async () => {
    const { starts, errors } = await runFor(4_600, (run) => run <= 2);
    expect(starts).toEqual([0, 1000, 3000, 3500, 4000, 4500]);
    expect(errors).toBe(2);
  });

  it('keeps its back-off when woken after a failure', async () => {
    const { loop, starts } = recordedLoop(
      async () => {
        await pause(100);
        throw new Error('permission denied');
      },
      { pollMs: 500, maxBackoffMs: 4_000, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(50);
    loop.wake(); // during the failing run
    await vi.advanceTimersByTimeAsync(2_000);
    await loop.stop();
    expect(starts).toEqual([0, 1100]);
  });

  it('keeps an interval longer than the longest wait, and never waits less after a failure', async () => {
    const { starts } = await runFor(2_500, (run) => run === 2, { everyMs: 600, maxMs: 400 });
    expect(starts).toEqual([0, 600, 1200, 1800, 2400]);
  });
});

describe('createPollLoop for a queue', () => {
  it('runs at once again while a run claims a full batch, waits its interval after a partial one or a failure', async () => {
    const claims = [10, 10, 3, -1, 10, 0];
    const { loop, starts } = recordedLoop(
      async (run) => {
        const n = claims[run - 1] ?? 0;
        if (n < 0) throw new Error('database unreachable');
        return n;
      },
      { batchSize: 10, pollMs: 1_000, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(3_500);
    await loop.stop();
    // "At once" is a timer of 0, which fires 1 ms later.
    expect(starts).toEqual([0, 1, 2, 1002, 2002, 2003, 3003]);
  });

  it('runs soon after a wake, and never two runs at once', async () => {
    let running = 0;
    let most = 0;
    const { loop, starts } = recordedLoop(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(100);
        running -= 1;
        return 0;
      },
      { batchSize: 10, pollMs: 10_000, onError: () => {} },
    );
    await vi.advanceTimersByTimeAsync(50);
    loop.wake(); // during the first run: one more run right after it
    await vi.advanceTimersByTimeAsync(500);
    loop.wake();
    await vi.advanceTimersByTimeAsync(500);
    await loop.stop();
    expect(starts).toEqual([0, 101, 550]);
    expect(most).toBe(1);
  });

  it('waits between full batches while the process is busy, and a wake does not cut the wait short', async () => {
    const busyAfterRun = [true, true, true]; // then idle
    const { loop, starts } = recordedLoop(async (run) => (run <= 5 ? 10 : 0), {
      batchSize: 10,
      pollMs: 1_000,
      isBusy: () => busyAfterRun.shift() ?? false,
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(150);
    loop.wake(); // a lead queued more mail during the pause
    await vi.advanceTimersByTimeAsync(850);
    await loop.stop();
    expect(starts).toEqual([0, BUSY_PAUSE_MS, 2 * BUSY_PAUSE_MS, 3 * BUSY_PAUSE_MS, 3 * BUSY_PAUSE_MS + 1, 3 * BUSY_PAUSE_MS + 2]);
  });
});
