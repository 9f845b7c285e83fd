import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { z } from 'zod';
import { failures } from './api-contract';
import { HttpError } from './http-error';

/** At most `max` requests per `timeWindow` milliseconds. */
export interface LimitWindow {
  max: number;
  timeWindow: number;
}

/** Every limit of the product, each from its own setting. */
export interface RateLimits {
  assessment: LimitWindow;
  contact: LimitWindow;
  signIn: { perAddress: LimitWindow; perAccount: SignInDelays };
  chatMessage: LimitWindow;
  chatRoom: LimitWindow;
}

const seconds = (n: number) => n * 1000;

export function rateLimitsFrom(config: Config): RateLimits {
  const signInWindow = seconds(config.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS);
  return {
    assessment: { max: config.INTAKE_RATE_LIMIT_MAX, timeWindow: seconds(config.INTAKE_RATE_LIMIT_WINDOW_SECONDS) },
    contact: { max: config.CONTACT_RATE_LIMIT_MAX, timeWindow: seconds(config.CONTACT_RATE_LIMIT_WINDOW_SECONDS) },
    signIn: {
      perAddress: { max: config.SIGN_IN_RATE_LIMIT_MAX, timeWindow: signInWindow },
      perAccount: createSignInDelays({
        freeFailures: config.SIGN_IN_ACCOUNT_RATE_LIMIT_MAX,
        windowMs: signInWindow,
        baseDelayMs: config.SIGN_IN_DELAY_BASE_MS,
        maxDelayMs: config.SIGN_IN_DELAY_MAX_MS,
      }),
    },
    chatMessage: { max: config.CHAT_MESSAGE_RATE_LIMIT_MAX, timeWindow: seconds(60) },
    chatRoom: { max: config.CHAT_ROOM_RATE_LIMIT_MAX, timeWindow: seconds(3600) },
  };
}

/**
 * The one place the counters' store is chosen. Limits are applied per route (`config.rateLimit`
 * with a `LimitWindow`), counted per client address. Today the store is each instance's memory
 * (decision 006); a shared store (PostgreSQL or Redis) replaces it here and nowhere else.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/**
 * Per-account protection of sign-in: growing delays, never a lockout, so nobody can lock a colleague
 * out by guessing at their account. After `freeFailures` failed attempts on one account within
 * `windowMs`, each further attempt is answered only after a delay that doubles per failure
 * (`baseDelayMs`, 2x, 4x ... at most `maxDelayMs`); a right password still signs in after it, and
 * clears the count. The counts live in each instance's memory (like the per-address limits).
 */
export function createSignInDelays(settings: { freeFailures: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }) {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.since > settings.windowMs) failures.delete(key);
    return failures.get(key);
  };

  /** The delay before the next attempt on `key` is checked. */
  function delayFor(key: string, now = Date.now()): number {
    const extra = (current(key, now)?.count ?? 0) - settings.freeFailures;
    return extra < 0 ? 0 : Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** extra);
  }

  return {
    delayFor,
    /**
     * Runs one sign-in attempt for `email` (in `scope`: staff or client) after the account's delay; an
     * attempt refused with 401 counts as a failure, a successful one clears the count.
     */
    async attempt<T>(scope: string, email: string, signIn: () => Promise<T>): Promise<T> {
      const key = `${scope}:${email.trim().toLowerCase()}`;
      const wait = delayFor(key);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        const result = await signIn();
        failures.delete(key);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          const now = Date.now();
          const entry = current(key, now) ?? { count: 0, since: now };
          failures.set(key, { count: entry.count + 1, since: entry.since });
        }
        throw error;
      }
    },
  };
}

export type SignInDelays = ReturnType<typeof createSignInDelays>;

/** A sign-in route's options: limited per address, with its body and its reply (and the 400, 401 and 429 it can answer). */
export function signInRoute<Body extends z.ZodType, Reply extends z.ZodType>(
  limits: RateLimits['signIn'],
  description: string,
  body: Body,
  reply: Reply,
) {
  return { config: { rateLimit: limits.perAddress }, schema: { description, body, response: { 200: reply, ...failures(400, 401, 429) } } };
}
