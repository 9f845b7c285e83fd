// Rate limits and sizes, and the Redis server the rate limits may count in.
import { z } from 'zod';
import { optionalText, positiveInt, setting } from './setting';

/** A setting of the `limits` topic: a whole number above zero, `fallback` unless set. */
const limit = (summary: string, fallback: number) => setting('limits', summary, positiveInt(fallback));

export const limitSettings = {
  REDIS_URL: setting(
    'limits',
    'The `redis://` or `rediss://` URL of a Redis server where every instance counts the rate limits; unset, they count in the database.',
    optionalText.refine((v) => v === undefined || /^rediss?:\/\/[^/]/.test(v), 'must start with redis:// or rediss://'),
    { example: 'redis://127.0.0.1:6379' },
  ),
  REDIS_KEY_PREFIX: setting(
    'limits',
    'Put before every key written in Redis, so several sites can share one Redis.',
    z.string().trim().min(1).default('recourse:'),
  ),
  BODY_LIMIT_BYTES: setting(
    'limits',
    'The largest JSON body accepted, in bytes (document uploads have their own 10 MB limit).',
    positiveInt(64 * 1024),
  ),
  INTAKE_RATE_LIMIT_MAX: limit('Assessments one address may send per `INTAKE_RATE_LIMIT_WINDOW_SECONDS`.', 10),
  INTAKE_RATE_LIMIT_WINDOW_SECONDS: limit('The window of `INTAKE_RATE_LIMIT_MAX`, in seconds.', 3600),
  CONTACT_RATE_LIMIT_MAX: limit('Contact messages one address may send per `CONTACT_RATE_LIMIT_WINDOW_SECONDS`.', 10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: limit('The window of `CONTACT_RATE_LIMIT_MAX`, in seconds.', 3600),
  SIGN_IN_RATE_LIMIT_MAX: limit('Staff or client sign-in attempts one address may make per `SIGN_IN_RATE_LIMIT_WINDOW_SECONDS`.', 20),
  SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: limit(
    'Failed sign-ins on one account per window, from any address, before each further attempt waits (never a lockout).',
    5,
  ),
  SIGN_IN_DELAY_BASE_MS: limit(
    'The wait, in milliseconds, before the next attempt on an account past `SIGN_IN_ACCOUNT_RATE_LIMIT_MAX` failures; it doubles with each further failure.',
    1_000,
  ),
  SIGN_IN_DELAY_MAX_MS: limit('The longest that doubling wait grows, in milliseconds.', 30_000),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: limit('The window of both sign-in limits (per address and per account), in seconds.', 900),
  CHAT_MESSAGE_RATE_LIMIT_MAX: limit('Chat messages one address may send per minute.', 30),
  CLIENT_UPLOAD_QUOTA_MB: limit(
    "What all of one client's uploaded documents may take up together, in megabytes; an upload past it is refused.",
    200,
  ),
  CHAT_ROOM_RATE_LIMIT_MAX: limit('New chats one address may open per hour.', 10),
  CLIENT_PACK_RATE_LIMIT_MAX: limit('Claim packs (PDF) one signed-in client may download per minute.', 20),
  CHAT_SOCKETS_PER_ADDRESS: limit(
    'Chat sockets (`/ws`) one client address may hold open on each instance; one more is closed with code 4429.',
    100,
  ),
  DOWNLOAD_STALL_MS: limit(
    "A download (the lead export, a claim pack's ZIP) whose reader takes nothing for this many milliseconds is ended, and its database connection freed.",
    60_000,
  ),
};
