import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Batcher } from './batcher';
import type { Database } from './db/client';
import { preparedRows } from './db/client';
import type { Job } from './jobs/job-runner';

/** A counter's state after a hit: hits in the current window and the milliseconds until it ends. */
export interface Hits {
  count: number;
  ttlMs: number;
}

/**
 * Where every rate limit counts (decision 006): fixed windows per key, in a store all instances share
 * (the database, or Redis when `REDIS_URL` is set).
 */
export interface LimitStore {
  kind: 'database' | 'redis';
  /** Counts one hit on `key`; a key whose window has ended starts a new one of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hits>;
  reset(key: string): Promise<void>;
  /** Resolves once the store can count (or has tried for a few seconds): called before the server listens. */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** Its upkeep in the background (the database's: deleting ended windows). */
  jobs: Job[];
}

/**
 * Counters in the database's `rate_limit_counters` (unlogged; the embedded database has it too). Hits
 * that arrive together are written as one upsert that adds each key's hits (two writes in flight: a hit
 * does not wait a whole round trip for the write before it), and each hit is answered with its own place
 * in the count, so a busy route costs one statement per round trip rather than one per request, and the
 * count stays exact across instances. Keys are written in sorted order, so two instances' batches
 * cannot deadlock.
 */
export function databaseLimitStore(database: Database): LimitStore {
  const { db } = database;

  const hits = new Batcher<{ key: string; windowMs: number }, Hits>(
    async (batch) => {
      const byKey = new Map<string, { n: number; windowMs: number }>();
      for (const { key, windowMs } of batch) {
        const entry = byKey.get(key) ?? { n: 0, windowMs };
        entry.n += 1;
        byKey.set(key, entry);
      }
      const sorted = [...byKey].sort(([a], [b]) => (a < b ? -1 : 1));
      const rows = await preparedRows<{ key: string; count: number; ttl_ms: string | number }>(
        db,
        sql`insert into rate_limit_counters as c (key, count, reset_at)
            select k, n, now() + w * interval '1 millisecond'
            from unnest(${sqlArray(sorted.map(([key]) => key))}::text[], ${sqlArray(sorted.map(([, hit]) => hit.n))}::int[],
              ${sqlArray(sorted.map(([, hit]) => hit.windowMs))}::int[]) as t(k, n, w)
            on conflict (key) do update set
              count = case when c.reset_at <= now() then excluded.count else c.count + excluded.count end,
              reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
            returning key, count, ceil(extract(epoch from (reset_at - now())) * 1000) as ttl_ms`,
      );
      // The batch's hits on a key take the places just below the key's new count, in the order they came.
      const next = new Map(
        rows.map((row) => [row.key, { count: Number(row.count) - (byKey.get(row.key)?.n ?? 0), ttlMs: Math.max(0, Number(row.ttl_ms)) }]),
      );
      return batch.map(({ key }) => {
        const place = next.get(key);
        if (!place) throw new Error(`rate limit counter ${key} was not written`);
        place.count += 1;
        return { count: place.count, ttlMs: place.ttlMs };
      });
    },
    { maxBatch: 1000, maxInFlight: 2 },
  );

  return {
    kind: 'database',
    hit(key, windowMs) {
      return hits.add({ key, windowMs });
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
    async ready() {},
    async close() {},
    // Ended windows are deleted now and then, on each instance (the delete is idempotent).
    jobs: [
      {
        name: 'rate-limits.sweep',
        everyMs: 300_000,
        firstAfterMs: 300_000,
        run: async () => {
          await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 minute'`);
        },
      },
    ],
  };
}

/** A JavaScript array as one bound parameter (both drivers take arrays as parameters). */
function sqlArray(values: readonly (string | number)[]) {
  return sql.param(values);
}

// INCRBY and, for a new key, PEXPIRE in one step; answers the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/**
 * Counters in Redis under `prefix`. Commands are not queued while Redis is unreachable: a hit fails
 * at once (within `timeoutMs` when Redis is slow), and the limits let the request through (see
 * `registerRateLimits`).
 */
export function redisLimitStore(url: string, options: { prefix: string; timeoutMs?: number }): LimitStore {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    commandTimeout: options.timeoutMs ?? 1000,
    lazyConnect: true,
  });
  // A lost connection is retried by the client; the error event must not crash the process.
  redis.on('error', () => {});
  const name = (key: string) => `${options.prefix}${key}`;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, name(key), String(windowMs))) as [number, number];
      return { count: Number(count), ttlMs: Number(ttl) };
    },
    async reset(key) {
      await redis.del(name(key));
    },
    async ready() {
      // Not reached yet: the client keeps retrying, and hits fail open until it connects.
      const wait = new Promise<void>((resolve) => setTimeout(resolve, 3000).unref());
      await Promise.race([redis.connect().catch(() => {}), wait]);
    },
    async close() {
      redis.disconnect();
    },
    jobs: [],
  };
}
