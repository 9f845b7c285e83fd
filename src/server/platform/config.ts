import { existsSync } from 'node:fs';
import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { emailField } from '../../contract/shared/fields';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A whole number, `0` allowed (where `0` turns a limit or a check off). */
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
/** A `true`/`false` switch, off unless set to `true`. */
const offByDefault = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalHttpUrl = optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s) URL');

/**
 * One entry of TRUST_PROXY as Fastify's trustProxy (proxy-addr) reads it: an address, an address with a
 * prefix length or an IPv4 netmask, or one of the named ranges `loopback`, `linklocal`, `uniquelocal`.
 */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(range);
}

/** A YYYY-MM-DD day the calendar has: not 2026-02-30, which Date.parse reads as 2 March. */
function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The topics the README and `.env.example` group the settings by, in that order. */
export const configTopics = ['server', 'database', 'security and sign-in', 'email', 'partner CRM', 'retention', 'limits'] as const;
export type ConfigTopic = (typeof configTopics)[number];

/** What an operator is told of one setting: the README's row and `.env.example`'s comment are written from it. */
export interface SettingDoc {
  topic: ConfigTopic;
  /** What the setting does, in one sentence (details go in docs/operations.md). */
  summary: string;
  /** The default in words, for a setting whose default is not a value of its own (worked out from others). */
  shownDefault?: string;
  /** A value `.env.example` shows commented out, for a setting unset by default. */
  example?: string;
}

export interface Setting<S extends z.ZodType = z.ZodType> extends SettingDoc {
  schema: S;
}

function setting<S extends z.ZodType>(
  topic: ConfigTopic,
  summary: string,
  schema: S,
  more: Omit<SettingDoc, 'topic' | 'summary'> = {},
): Setting<S> {
  return { topic, summary, schema, ...more };
}

/** A setting of the `limits` topic: a whole number above zero, `fallback` unless set. */
const limit = (summary: string, fallback: number) => setting('limits', summary, positiveInt(fallback));

/** Every setting an operator may change, read from the environment and checked at start, in this order (a start refused names the first wrong one). */
const settings = {
  NODE_ENV: setting(
    'server',
    'Which kind of run this is: `development`, `production` or `test` (`npm run serve` sets `production`).',
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: setting('server', 'The address the server listens on.', z.string().default('0.0.0.0')),
  PORT: setting('server', 'The HTTP port the server listens on.', z.coerce.number().int().min(0).max(65535).default(5000)),
  DATABASE_URL: setting(
    'database',
    'The `postgres://` URL of the PostgreSQL server; unset, the embedded database under `DATA_DIR` is used.',
    z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must start with postgres://'),
    { example: 'postgres://postgres@127.0.0.1:5432/recourse' },
  ),
  DATABASE_POOL_SIZE: setting('database', 'Connections each instance keeps to PostgreSQL.', positiveInt(20)),
  DATABASE_CONNECT_TIMEOUT_MS: setting(
    'database',
    'Connecting to PostgreSQL, or waiting for a free pooled connection, gives up after this many milliseconds (the request answers 503).',
    positiveInt(2_000),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: setting(
    'database',
    'PostgreSQL cancels a statement running longer than this many milliseconds (`0`: no limit; migrations have none).',
    nonNegativeInt(15_000),
  ),
  DATABASE_LOCK_TIMEOUT_MS: setting(
    'database',
    'PostgreSQL gives up waiting for a lock after this many milliseconds (`0`: no limit).',
    nonNegativeInt(5_000),
  ),
  DATABASE_STALL_CHECK_MS: setting(
    'database',
    'A query unanswered this many milliseconds makes the instance check that PostgreSQL still answers, and answer 503 if it does not (`0`: no check).',
    nonNegativeInt(1_500),
  ),
  SEARCH_INDEX_CLEAN_MS: setting(
    'database',
    "How often, in milliseconds, each instance moves new leads' entries into the lead search index (`0`: the insert that fills its pending list does it).",
    nonNegativeInt(100),
  ),
  SECRETS_KEY: setting(
    'security and sign-in',
    'The key (32 random bytes in base64: `openssl rand -base64 32`) that staff two-factor secrets and payout bank accounts are sealed with; unset, they are stored as given.',
    optionalText.refine(
      (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
  ),
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
  DATA_DIR: setting(
    'database',
    'Where the embedded database keeps its files, and emails are written without `SMTP_URL`.',
    z.string().default('./data'),
  ),
  LOG_LEVEL: setting(
    'server',
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; `info` writes one JSON line per request.',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: setting(
    'server',
    '`false`, or the reverse proxies (addresses or CIDRs, comma-separated) whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; `true` is refused.',
    z
      .string()
      .trim()
      .default('false')
      .refine(
        (v) => v === 'false' || v.split(',').every((entry) => isProxyAddress(entry.trim())),
        "must be false or the proxy's address, a CIDR or a comma-separated list of them (not true: any client could then choose its address)",
      )
      .transform((v): false | string[] => (v === 'false' ? false : v.split(',').map((entry) => entry.trim()))),
  ),
  COMPANY_NAME: setting('server', "The practice's name, shown in the header and the consent text.", z.string().trim().min(1).default('Recourse')),
  CASE_ID_PREFIX: setting(
    'server',
    "Two capital letters before each client's case ID (`RC-012350`).",
    z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'must be two capital letters')
      .default('RC'),
  ),
  PARTNER_NAME: setting(
    'partner CRM',
    "The partner firm a consenting visitor's case may be shared with; unset hides the consent box and shares nothing.",
    optionalText,
    { example: 'Example Partner LLP' },
  ),
  ADMIN_EMAIL: setting(
    'security and sign-in',
    "The first admin's email address, created on a first start with an empty database.",
    // Read by the sign-in forms' own rule (trimmed, lowercased), or that admin could never sign in.
    optionalText.pipe(emailField('must be an email address').optional()),
    { shownDefault: '`admin@localhost.localdomain`', example: 'admin@example.com' },
  ),
  ADMIN_PASSWORD: setting('security and sign-in', "The first admin's password; unset, a one-time password is printed in the log.", optionalText, {
    example: 'change-me-to-something-long',
  }),
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
  STAFF_TOKEN_IDLE_HOURS: setting(
    'security and sign-in',
    "A staff member's sign-in to the admin panel ends after this many hours unused.",
    positiveInt(12),
  ),
  CLIENT_SESSION_DAYS: setting('security and sign-in', "A client's sign-in lasts this many days.", positiveInt(7)),
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
  WEB_DIR: setting('server', 'Where the built browser app is served from.', z.string().default('dist/web')),
  CRM_URL: setting('partner CRM', "The partner CRM's affiliate-registration endpoint; unset turns the sync off.", optionalHttpUrl, {
    example: 'https://partner.example/api/affiliate/register',
  }),
  CRM_TOKEN: setting('partner CRM', 'Sent to the partner CRM as `Authorization: Bearer`.', optionalText),
  CRM_CAMPAIGN: setting('partner CRM', 'The `utm_campaign` of every lead sent to the partner.', z.string().trim().default('recourse')),
  CRM_AUTO_SYNC: setting('partner CRM', '`true` queues each new consenting lead for the partner at once.', offByDefault),
  LEAD_AUTO_ASSIGN: setting(
    'server',
    '`round_robin` gives each new lead to the next active caseworker in turn; `off` leaves new leads unassigned.',
    z.enum(['off', 'round_robin'], { error: 'must be off or round_robin' }).default('off'),
  ),
  METRICS_TOKEN: setting(
    'server',
    'The bearer token (at least 16 characters) of `GET /metrics`; unset, there is no `/metrics`.',
    optionalText.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  ),
  CRM_TIMEOUT_MS: setting('partner CRM', 'How long one call to the partner may take, in milliseconds.', positiveInt(10_000)),
  CRM_MAX_ATTEMPTS: setting('partner CRM', 'Tries before a lead is marked failed.', positiveInt(6)),
  CRM_RETRY_BASE_MS: setting('partner CRM', "The first retry's delay, in milliseconds; each next one doubles, with jitter.", positiveInt(2_000)),
  CRM_POLL_MS: setting('partner CRM', 'How often each instance looks for due CRM jobs, in milliseconds.', positiveInt(1_000)),
  SMTP_URL: setting(
    'email',
    'The `smtp://` or `smtps://` URL of the mail server, user and password in it; unset, each email is written as a file under `<DATA_DIR>/mail/`.',
    optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
    { example: 'smtps://user:password@mail.example.org:465' },
  ),
  MAIL_FROM: setting('email', 'The sender of every email.', optionalText, {
    shownDefault: '`"<COMPANY_NAME>" <no-reply@<host of PUBLIC_URL>>`',
    example: '"Recourse" <no-reply@example.org>',
  }),
  STAFF_NOTIFY_EMAIL: setting(
    'email',
    'Where staff are told of each new assessment; unset, nobody is.',
    // Read by the same rule as ADMIN_EMAIL (trimmed, lowercased, at most 254 characters).
    optionalText.pipe(emailField('must be an email address').optional()),
    { example: 'desk@example.org' },
  ),
  PUBLIC_URL: setting(
    'server',
    "The site's address, used in the links of emails; when set, only its pages may open the chat socket.",
    optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'must be an http(s) URL'),
    { shownDefault: '`http://localhost:<PORT>`', example: 'https://help.example.org' },
  ),
  MAIL_MAX_ATTEMPTS: setting('email', 'Tries before an email is marked failed.', positiveInt(8)),
  MAIL_RETRY_BASE_MS: setting('email', "The first retry's delay, in milliseconds; each next one doubles, with jitter.", positiveInt(5_000)),
  MAIL_POLL_MS: setting('email', 'How often each instance looks for due emails, in milliseconds.', positiveInt(1_000)),
  ASSESSMENT_REPLY_HOURS: setting(
    'server',
    "The practice's own promise, told to each visitor after an assessment: it answers within this many hours.",
    positiveInt(24),
  ),
  BANK_HOLIDAYS: setting(
    'server',
    "Comma-separated dates (`YYYY-MM-DD`) that complaint deadlines skip, instead of England and Wales's bank holidays.",
    optionalText.refine(
      (v) => v === undefined || v.split(',').every((day) => isCalendarDate(day.trim())),
      'must be comma-separated dates (YYYY-MM-DD)',
    ),
    { shownDefault: "England and Wales's, any year", example: '2026-12-25,2026-12-28' },
  ),
  LEAD_RETENTION_DAYS: setting('retention', 'A lead that never became a client is purged after this many days, unless held.', positiveInt(730)),
  CONTACT_RETENTION_DAYS: setting('retention', 'Contact messages are purged after this many days.', positiveInt(730)),
  CHAT_RETENTION_DAYS: setting(
    'retention',
    "A visitor's chat (not a client's) is purged this many days after its last message, unless its lead is held.",
    positiveInt(365),
  ),
  CLIENT_RETENTION_YEARS: setting('retention', "A closed client's records are erased this many years after closure, unless held.", positiveInt(6)),
  COMPLAINT_RETENTION_YEARS: setting(
    'retention',
    'A complaint from someone who is not a client is purged this many years after it closed (at least 3).',
    // FCA DISP 1.9: a complaint's record is kept at least three years after it closes.
    z.coerce.number().int().min(3, 'must be at least 3: complaint records are kept three years after they close (FCA DISP 1.9)').default(3),
  ),
  CLIENT_UPDATE_DAYS: setting('server', 'Staff are shown the clients who have had no update they can see for this many days.', positiveInt(30)),
  CHAT_AWAY_MINUTES: setting(
    'email',
    'A staff chat reply unread this many minutes is emailed as waiting to the client, or to the visitor whose chat widget is still open.',
    nonNegativeInt(10),
  ),
  MAIL_TIMEOUT_MS: setting('email', 'How long one send to the mail server may take, in milliseconds.', positiveInt(10_000)),
  PASSWORD_RESET_MINUTES: setting('security and sign-in', 'How long an emailed password-reset link works, in minutes.', positiveInt(60)),
  STAFF_SESSION_HOURS: setting(
    'security and sign-in',
    'How long a staff sign-in on the landing side (`/api/login`, `/home`) lasts, in hours.',
    positiveInt(12),
  ),
  STAFF_MFA_REQUIRED: setting(
    'security and sign-in',
    '`true`: a staff member without two-factor sign-in can do nothing but enrol (on the profile page).',
    offByDefault,
  ),
  OIDC_ISSUER: setting(
    'security and sign-in',
    "The practice's OpenID Connect provider; with `OIDC_CLIENT_ID` and `OIDC_CLIENT_SECRET` too, `/api/login` signs staff in there.",
    optionalHttpUrl,
    { example: 'https://login.practice.example' },
  ),
  OIDC_CLIENT_ID: setting('security and sign-in', "Recourse's client ID at the OpenID Connect provider.", optionalText, { example: 'recourse' }),
  OIDC_CLIENT_SECRET: setting('security and sign-in', "Recourse's client secret at the OpenID Connect provider.", optionalText),
  OIDC_AUTO_PROVISION: setting(
    'security and sign-in',
    '`true` creates a caseworker account for a verified email the provider vouches for in one of `OIDC_ALLOWED_DOMAINS`, instead of refusing it.',
    offByDefault,
  ),
  OIDC_ALLOWED_DOMAINS: setting(
    'security and sign-in',
    'The email domains (comma-separated) whose new members `OIDC_AUTO_PROVISION` may create; it needs at least one.',
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .refine(
        (domains) => domains.every((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)),
        'must be email domains, comma-separated (example.org)',
      ),
    { example: 'practice.example' },
  ),
};

/** Every setting with what an operator is told of it, by name: what the README's table and `.env.example` are written from. */
export const configSettings: Readonly<Record<string, Setting>> = settings;

type SettingSchemas = { [Name in keyof typeof settings]: (typeof settings)[Name]['schema'] };

const configSchema = z
  .object(Object.fromEntries(Object.entries(settings).map(([name, { schema }]) => [name, schema])) as SettingSchemas)
  .refine((config) => !config.OIDC_AUTO_PROVISION || config.OIDC_ALLOWED_DOMAINS.length > 0, {
    path: ['OIDC_ALLOWED_DOMAINS'],
    message:
      'must list the email domains to provision (comma-separated) when OIDC_AUTO_PROVISION is true, or any verified email becomes a caseworker',
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads `.env` when present (the environment wins), then validates. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, envFile = '.env'): Config {
  if (env === process.env && existsSync(envFile)) process.loadEnvFile(envFile);
  return parseConfig(env);
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  return result.data;
}

/** Where links in emails point: `PUBLIC_URL`, else this server on localhost. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The sender of every email: `MAIL_FROM`, else the practice's name at no-reply of the public host. */
export function mailFrom(config: Config): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = new URL(publicUrl(config)).hostname;
  return `"${config.COMPANY_NAME.replace(/"/g, '')}" <no-reply@${host}>`;
}

/** The retention schedule as the privacy page and the purge use it. */
export function retentionSchedule(config: Config) {
  return {
    leadDays: config.LEAD_RETENTION_DAYS,
    contactDays: config.CONTACT_RETENTION_DAYS,
    chatDays: config.CHAT_RETENTION_DAYS,
    clientYears: config.CLIENT_RETENTION_YEARS,
    complaintYears: config.COMPLAINT_RETENTION_YEARS,
  };
}

export function dataDirectory(config: Config): string {
  return path.resolve(config.DATA_DIR);
}
