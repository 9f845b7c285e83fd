import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpTestDatabase } from '../../testing';
import { backgroundJobs } from '../db/schema';
import { BUSY_PAUSE_MS, createJobRunner, type Job, type JobRunner, type JobRunnerOptions } from './job-runner';

const created = setUpTestDatabase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every runner a test starts, stopped after it (as an app stops its own when it closes). */
const running: JobRunner[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(running.splice(0).map((runner) => runner.stop()));
});

/** A runner on the test database (one per instance of the app); its reported failures are kept, with the job's name. */
function runnerWith(jobs: Job[], options: Partial<JobRunnerOptions> = {}) {
  const errors: { job: string; message: string }[] = [];
  const runner = createJobRunner(created.database, {
    onError: (error, job) => errors.push({ job, message: error instanceof Error ? error.message : String(error) }),
    ...options,
  });
  runner.register(...jobs);
  running.push(runner);
  return { runner, errors };
}

const rowOf = async (name: string) => (await created.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name)))[0];

/**
 * A started job on fake timers whose runs do `work` (given the run's number, from 1); `starts` holds when
 * each run began, in milliseconds from the start. Not a singleton: the database is not used.
 */
async function recordedJob(work: (run: number) => Promise<unknown>, job: Omit<Job, 'name' | 'run'>, options: Partial<JobRunnerOptions> = {}) {
  vi.useFakeTimers();
  const starts: number[] = [];
  const t0 = Date.now();
  const { runner, errors } = runnerWith(
    [
      {
        name: 'test.recorded',
        ...job,
        run: () => {
          starts.push(Date.now() - t0);
          return work(starts.length);
        },
      },
    ],
    options,
  );
  await runner.start();
  return { runner, starts, errors };
}

describe('a job with a back-off', () => {
  /** Runs the job for `ms` of fake time; answers when each run started, and the failures reported. */
  async function runFor(ms: number, fails: (run: number) => boolean, timing = { everyMs: 500, firstMs: 1_000, maxMs: 4_000 }) {
    const { runner, starts, errors } = await recordedJob(
      async (run) => {
        if (fails(run)) throw new Error('permission denied');
      },
      { everyMs: timing.everyMs, retry: { firstMs: timing.firstMs, maxMs: timing.maxMs } },
    );
    await vi.advanceTimersByTimeAsync(ms);
    await runner.stop();
    return { starts, errors };
  }

  it('runs every interval while it succeeds', async () => {
    const { starts, errors } = await runFor(2_100, () => false);
    expect(starts).toEqual([0, 500, 1000, 1500, 2000]);
    expect(errors).toEqual([]);
  });

  it('waits twice as long after each failure, up to the longest wait, and reports each failure with its name', async () => {
    const { starts, errors } = await runFor(20_000, () => true);
    expect(starts).toEqual([0, 1000, 3000, 7000, 11000, 15000, 19000]);
    expect(errors).toHaveLength(starts.length);
    expect(new Set(errors.map((error) => `${error.job}: ${error.message}`))).toEqual(new Set(['test.recorded: permission denied']));
  });

  it('is back to its interval after a run succeeds', async () => {
    const { starts, errors } = await runFor(4_600, (run) => run <= 2);
    expect(starts).toEqual([0, 1000, 3000, 3500, 4000, 4500]);
    expect(errors).toHaveLength(2);
  });

  it('tries a daily job again sooner after a failure, doubling up to its interval', async () => {
    const { starts } = await runFor(36_000, (run) => run <= 5, { everyMs: 10_000, firstMs: 1_000, maxMs: 10_000 });
    expect(starts).toEqual([0, 1000, 3000, 7000, 15000, 25000, 35000]);
  });

  it('keeps its back-off when woken after a failure', async () => {
    const { runner, starts } = await recordedJob(
      async () => {
        await sleep(100);
        throw new Error('permission denied');
      },
      { everyMs: 500, retry: { firstMs: 1_000, maxMs: 4_000 } },
    );
    await vi.advanceTimersByTimeAsync(50);
    runner.wake('test.recorded'); // during the failing run
    await vi.advanceTimersByTimeAsync(2_000);
    await runner.stop();
    expect(starts).toEqual([0, 1100]);
  });

  it('waits its interval after a failure when it has no back-off (a queue polling its table)', async () => {
    const { runner, starts } = await recordedJob(
      async () => {
        throw new Error('database unreachable');
      },
      { everyMs: 500 },
    );
    await vi.advanceTimersByTimeAsync(1_600);
    await runner.stop();
    expect(starts).toEqual([0, 500, 1000, 1500]);
  });
});

describe('a queue drained by a job', () => {
  it('runs at once again while a run claims a full batch, waits its interval after a partial one or a failure', async () => {
    const claims = [10, 10, 3, -1, 10, 0];
    const { runner, starts } = await recordedJob(
      async (run) => {
        const n = claims[run - 1] ?? 0;
        if (n < 0) throw new Error('database unreachable');
        return n;
      },
      { batchSize: 10, everyMs: 1_000 },
    );
    await vi.advanceTimersByTimeAsync(3_500);
    await runner.stop();
    // "At once" is a timer of 0, which fires 1 ms later.
    expect(starts).toEqual([0, 1, 2, 1002, 2002, 2003, 3003]);
  });

  it('runs soon after a wake, and never two runs at once', async () => {
    let now = 0;
    let most = 0;
    const { runner, starts } = await recordedJob(
      async () => {
        now += 1;
        most = Math.max(most, now);
        await sleep(100);
        now -= 1;
        return 0;
      },
      { batchSize: 10, everyMs: 10_000 },
    );
    await vi.advanceTimersByTimeAsync(50);
    runner.wake('test.recorded'); // during the first run: one more run right after it
    await vi.advanceTimersByTimeAsync(500);
    runner.wake('test.recorded');
    await vi.advanceTimersByTimeAsync(500);
    await runner.stop();
    expect(starts).toEqual([0, 101, 550]);
    expect(most).toBe(1);
  });

  it('waits between full batches while the process is busy, and a wake does not cut the wait short', async () => {
    const busyAfterRun = [true, true, true]; // then idle
    const { runner, starts } = await recordedJob(
      async (run) => (run <= 5 ? 10 : 0),
      { batchSize: 10, everyMs: 1_000, yieldsToRequests: true },
      { busyCheck: () => () => busyAfterRun.shift() ?? false },
    );
    await vi.advanceTimersByTimeAsync(150);
    runner.wake('test.recorded'); // a lead queued more mail during the pause
    await vi.advanceTimersByTimeAsync(850);
    await runner.stop();
    expect(starts).toEqual([0, BUSY_PAUSE_MS, 2 * BUSY_PAUSE_MS, 3 * BUSY_PAUSE_MS, 3 * BUSY_PAUSE_MS + 1, 3 * BUSY_PAUSE_MS + 2]);
  });

  it('runs when a transaction that queued work commits (its NOTIFY), not before, and not for one rolled back', async () => {
    let runs = 0;
    const { runner } = runnerWith([
      {
        name: 'test.notified',
        everyMs: 600_000,
        wakeOn: 'recourse_test_jobs',
        run: async () => {
          runs += 1;
        },
      },
    ]);
    await runner.start();
    await expect.poll(() => runs).toBe(1); // the first run, at the start
    const db = created.database.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('recourse_test_jobs', '')`);
        tx.rollback();
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('recourse_test_jobs', '')`);
      await sleep(200);
      expect(runs).toBe(1);
    });
    await expect.poll(() => runs).toBe(2);
    await sleep(200);
    expect(runs).toBe(2);
  });
});

describe('jobs on real PostgreSQL', () => {
  it('retries a failing singleton with back-off, the failures and last error kept in its row, and is back to its interval after', async () => {
    const starts: number[] = [];
    const { runner, errors } = runnerWith([
      {
        name: 'test.flaky',
        singleton: true,
        everyMs: 5_000,
        retry: { firstMs: 100, maxMs: 400 },
        run: async () => {
          starts.push(Date.now());
          if (starts.length <= 4) throw new Error(`the partner is down (${starts.length})`);
        },
      },
    ]);
    await runner.start();
    await expect.poll(() => starts.length, { timeout: 5_000 }).toBe(3);
    const failing = await rowOf('test.flaky');
    expect(failing.lastError).toMatch(/^the partner is down \([23]\)$/);
    expect(failing.failures).toBeGreaterThanOrEqual(2);
    await expect.poll(() => starts.length, { timeout: 5_000 }).toBe(5);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]);
    // 100, 200, 400, then 400 again (the longest wait), each no sooner (a timer may fire a millisecond early).
    for (const [i, least] of [100, 200, 400, 400].entries()) expect(gaps[i]).toBeGreaterThanOrEqual(least - 2);
    expect(gaps[3]).toBeLessThan(800); // not doubled again
    await expect.poll(async () => (await rowOf('test.flaky')).failures).toBe(0);
    const recovered = await rowOf('test.flaky');
    expect(recovered.lastError).toBeNull();
    expect(recovered.leaseHolder).toBeNull();
    // Next due after its interval.
    expect(Date.parse(recovered.nextRunAt) - Date.parse(recovered.lastRunAt ?? '')).toBeGreaterThanOrEqual(4_900);
    expect(errors.map((error) => error.job)).toEqual(['test.flaky', 'test.flaky', 'test.flaky', 'test.flaky']);
  });

  it('runs a singleton on one of two runners at a time, each taking turns', async () => {
    let inside = 0;
    let most = 0;
    const ranOn = new Map<string, number>();
    const job = (instance: string): Job => ({
      name: 'test.alone',
      singleton: true,
      everyMs: 10,
      run: async () => {
        inside += 1;
        most = Math.max(most, inside);
        ranOn.set(instance, (ranOn.get(instance) ?? 0) + 1);
        await sleep(30);
        inside -= 1;
      },
    });
    const a = runnerWith([job('a')]);
    const b = runnerWith([job('b')]);
    await Promise.all([a.runner.start(), b.runner.start()]);
    await sleep(1_500);
    await Promise.all([a.runner.stop(), b.runner.stop()]);
    expect(most).toBe(1);
    expect((ranOn.get('a') ?? 0) + (ranOn.get('b') ?? 0)).toBeGreaterThanOrEqual(5);
    expect([...ranOn.keys()].sort()).toEqual(['a', 'b']);
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it("waits for a dead instance's lease to run out, then runs the job", async () => {
    await created.database.db.insert(backgroundJobs).values({
      name: 'test.orphaned',
      nextRunAt: sql`now()`,
      leaseHolder: 'an instance that died',
      leaseUntil: sql`now() + interval '700 milliseconds'`,
    });
    const [{ until }] = (
      (await created.database.db.execute(
        sql`select (extract(epoch from lease_until) * 1000)::float8 as until from background_jobs where name = 'test.orphaned'`,
      )) as unknown as { rows: { until: number }[] }
    ).rows;
    let ranAt = 0;
    const { runner } = runnerWith([
      {
        name: 'test.orphaned',
        singleton: true,
        everyMs: 200,
        run: async () => {
          ranAt ||= Date.now();
        },
      },
    ]);
    await runner.start();
    await expect.poll(() => ranAt, { timeout: 3_000 }).toBeGreaterThan(0);
    expect(ranAt).toBeGreaterThanOrEqual(Number(until) - 50);
  });

  it('stops cleanly: a running job is told and waited for, nothing runs after, its lease is given up and it is left due', async () => {
    let runs = 0;
    let told = false;
    let ended = false;
    const job: Job = {
      name: 'test.long',
      singleton: true,
      everyMs: 60_000,
      run: async ({ signal }) => {
        runs += 1;
        while (!signal.aborted) await sleep(10);
        told = true;
        await sleep(50); // finishing its step
        ended = true;
        signal.throwIfAborted();
      },
    };
    const first = runnerWith([job]);
    await first.runner.start();
    await expect.poll(() => runs).toBe(1);
    expect((await rowOf('test.long')).leaseHolder).not.toBeNull();
    await first.runner.stop();
    expect([told, ended]).toEqual([true, true]);
    const left = await rowOf('test.long');
    expect(left.leaseHolder).toBeNull();
    expect(left.lastRunAt).toBeNull(); // cut short: not counted as a run
    await sleep(150);
    expect(runs).toBe(1);
    // Still due: the next instance takes it at once.
    const next = runnerWith([job]);
    await next.runner.start();
    await expect.poll(() => runs).toBe(2);
    await next.runner.stop();
    expect([...first.errors, ...next.errors]).toEqual([]);
  });

  it('keeps running the other jobs while one fails every time', async () => {
    let healthy = 0;
    let broken = 0;
    const { runner, errors } = runnerWith([
      {
        name: 'test.broken',
        everyMs: 20,
        run: async () => {
          broken += 1;
          throw new Error('broken for good');
        },
      },
      {
        name: 'test.broken-singleton',
        singleton: true,
        everyMs: 20,
        run: async () => {
          throw new Error('this one too');
        },
      },
      {
        name: 'test.healthy',
        singleton: true,
        everyMs: 20,
        run: async () => {
          healthy += 1;
        },
      },
    ]);
    await runner.start();
    await sleep(600);
    await runner.stop();
    expect(broken).toBeGreaterThanOrEqual(5);
    expect(healthy).toBeGreaterThanOrEqual(5);
    expect(new Set(errors.map((error) => error.job))).toEqual(new Set(['test.broken', 'test.broken-singleton']));
    expect((await rowOf('test.healthy')).failures).toBe(0);
  });

  it('runs work on demand under a singleton lease, refused while another instance holds it, leaving the schedule alone', async () => {
    const job: Job = { name: 'test.on-demand', singleton: true, everyMs: 3_600_000, firstAfterMs: 3_600_000, run: async () => {} };
    const a = runnerWith([job]);
    const b = runnerWith([job]);
    let release = () => {};
    const holding = a.runner.runAlone('test.on-demand', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    await expect.poll(async () => (await rowOf('test.on-demand'))?.leaseHolder ?? null).not.toBeNull();
    expect(await b.runner.runAlone('test.on-demand', async () => 'ran')).toEqual({ ran: false });
    release();
    expect(await holding).toEqual({ ran: true, value: 'done' });
    expect(await b.runner.runAlone('test.on-demand', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
    const row = await rowOf('test.on-demand');
    expect(row.leaseHolder).toBeNull();
    expect(row.lastRunAt).toBeNull();
    expect(Date.parse(row.nextRunAt)).toBeGreaterThan(Date.now() + 3_500_000);
  });

  it('refuses a job list it cannot run: two of one name, no interval, a singleton woken by a channel', () => {
    const { runner } = runnerWith([]);
    const run = async () => {};
    expect(() => runner.register({ name: 'test.twice', everyMs: 10, run }, { name: 'test.twice', everyMs: 10, run })).toThrow(
      'Two background jobs are named test.twice',
    );
    expect(() => runner.register({ name: 'test.never', everyMs: 0, run })).toThrow('needs an interval above 0 ms');
    expect(() => runner.register({ name: 'test.woken', everyMs: 10, singleton: true, wakeOn: 'recourse_x', run })).toThrow('cannot be woken');
    expect(() => runner.wake('test.unknown')).toThrow('No background job is named test.unknown');
  });
});
