import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError } from './http-error';
import { databaseLimitStore, type LimitStore, redisLimitStore } from './limit-store';

/** At most `max` requests per `timeWindow` milliseconds. */
export interface LimitWindow {
  max: number;
  timeWindow: number;
}

/** Every limit of the product, each from its own setting. */
export interface RateLimits {
  assessment: LimitWindow;
  contact: LimitWindow;
  /** Staff answers to contact messages by email: plenty for a desk, too few to turn it into a mailer. */
  contactReply: LimitWindow;
  signIn: { perAddress: LimitWindow; perAccount: SignInDelays };
  chatMessage: LimitWindow;
  chatRoom: LimitWindow;
  /** A client's own claim packs: each is a PDF drawn on request. */
  clientPack: LimitWindow;
}

const seconds = (n: number) => n * 1000;

/** A counter's name for a client address or an account: a digest, so no address or email is stored. */
function counterName(who: string): string {
  return createHash('sha256').update(who).digest('base64url').slice(0, 22);
}

/** The store every limit counts in (decision 006): Redis when `REDIS_URL` is set, else the database all instances share. */
export function limitStoreFrom(config: Config, database: Database): LimitStore {
  return config.REDIS_URL ? redisLimitStore(config.REDIS_URL, { prefix: config.REDIS_KEY_PREFIX }) : databaseLimitStore(database);
}

export function rateLimitsFrom(config: Config, store: LimitStore): RateLimits {
  const signInWindow = seconds(config.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS);
  return {
    assessment: { max: config.INTAKE_RATE_LIMIT_MAX, timeWindow: seconds(config.INTAKE_RATE_LIMIT_WINDOW_SECONDS) },
    contact: { max: config.CONTACT_RATE_LIMIT_MAX, timeWindow: seconds(config.CONTACT_RATE_LIMIT_WINDOW_SECONDS) },
    contactReply: { max: 60, timeWindow: seconds(600) },
    signIn: {
      perAddress: { max: config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: signInWindow },
      perAccount: createSignInDelays(store, {
        freeFailures: config.SIGN_IN_ACCOUNT_RATE_LIMIT_MAX,
        windowMs: signInWindow,
        baseDelayMs: config.SIGN_IN_DELAY_BASE_MS,
        maxDelayMs: config.SIGN_IN_DELAY_MAX_MS,
      }),
    },
    chatMessage: { max: config.CHAT_MESSAGE_RATE_LIMIT_MAX, timeWindow: seconds(60) },
    chatRoom: { max: config.CHAT_ROOM_RATE_LIMIT_MAX, timeWindow: seconds(3600) },
    clientPack: { max: config.CLIENT_PACK_RATE_LIMIT_MAX, timeWindow: seconds(60) },
  };
}

/**
 * A limit counted per signed-in client account instead of per address (for a route of the client scope,
 * whose guard has set the account): clients behind one address do not share it, nor does one client
 * escape it by changing address.
 */
export const perClientAccount = (limit: LimitWindow) => ({
  ...limit,
  keyGenerator: (request: FastifyRequest) => `client-account:${request.clientAccountId}`,
});

/**
 * Limits are applied per route (`config.rateLimit` with a `LimitWindow`), counted per client address
 * in `store`. A route's counter is named by its method, path, maximum and window, so instances (or
 * tests) that run the same route with different limits never share a count. When the store cannot
 * answer, the request goes through (logged): an outage of the counters must not take the site down.
 */
export async function registerRateLimits(app: FastifyInstance, store: LimitStore): Promise<void> {
  let warnedAt = 0;
  class SharedStore implements FastifyRateLimitStore {
    prefix = '';
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      store.hit(`${this.prefix}${counterName(key)}`, timeWindow).then(
        (hits) => callback(null, { current: hits.count, ttl: hits.ttlMs }),
        (error: unknown) => {
          // Once a minute at most: during an outage every request would say it.
          if (Date.now() - warnedAt > 60_000) {
            warnedAt = Date.now();
            app.log.warn({ err: error }, 'rate limit store failed; requests let through');
          }
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = routeOptions as unknown as { routeInfo: { method: string | string[]; url: string }; max: unknown; timeWindow: unknown };
      const { method, url } = params.routeInfo;
      const routeStore = new SharedStore();
      routeStore.prefix = `limit:${String(method)} ${url}:${String(params.max)}/${String(params.timeWindow)}:`;
      return routeStore;
    }
  }
  await app.register(rateLimit, {
    global: false,
    store: SharedStore,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyRequestsMessage(context.after)),
  });
}

/** Said to whoever went past a limit: plain words, and how long to wait (`after` reads like "6 minutes"). */
export const tooManyRequestsMessage = (after: string) => `Too many requests in a short time. Please wait ${after} and try again.`;

/**
 * Per-account protection of sign-in: growing delays, never a lockout, so nobody can lock a colleague
 * out by guessing at their account. After `freeFailures` failed attempts on one account within
 * `windowMs`, each further attempt is answered only after a delay that doubles per failure
 * (`baseDelayMs`, 2x, 4x ... at most `maxDelayMs`); a right password still signs in after it, and
 * clears the count. The counts live in the limits' store, shared by every instance; when it cannot
 * answer, no delay is added (argon2id's cost still stands).
 */
export function createSignInDelays(
  store: LimitStore,
  settings: { freeFailures: number; windowMs: number; baseDelayMs: number; maxDelayMs: number },
) {
  const storeKey = (key: string) => `sign-in-failures:${counterName(key)}`;

  /** The delay before an attempt that finds `failures` counted before it. */
  function delayAfter(failures: number): number {
    const extra = failures - settings.freeFailures;
    return extra < 0 ? 0 : Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** extra);
  }

  return {
    /**
     * Runs one sign-in attempt for `email` (in `scope`: staff or client) after the account's delay. Each
     * attempt is counted as a failure before it is checked, so attempts sent together each wait their own
     * turn's delay (counted after the check, they all saw the same count and none waited); a successful
     * one clears the count.
     */
    async attempt<T>(scope: string, email: string, signIn: () => Promise<T>): Promise<T> {
      const key = `${scope}:${email.trim().toLowerCase()}`;
      const counted = await store.hit(storeKey(key), settings.windowMs).catch(() => null);
      const wait = counted ? delayAfter(counted.count - 1) : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const result = await signIn();
      await store.reset(storeKey(key)).catch(() => {});
      return result;
    },
  };
}

export type SignInDelays = ReturnType<typeof createSignInDelays>;
