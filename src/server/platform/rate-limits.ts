import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
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
  signIn: { perAddress: LimitWindow; perAccount: LimitWindow };
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
      perAccount: { max: config.SIGN_IN_ACCOUNT_RATE_LIMIT_MAX, timeWindow: signInWindow },
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

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Rejects a sign-in once one account has had too many attempts, from whatever address (429). */
export function perAccountSignInLimit(app: FastifyInstance, scope: string, limit: LimitWindow) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | null)?.email;
      return `${scope}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, TOO_MANY_SIGN_INS_MESSAGE);
  };
}
