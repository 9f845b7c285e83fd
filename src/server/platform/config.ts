import { existsSync } from 'node:fs';
import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { emailField } from '../../contract/shared/fields';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

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

/** Every setting an operator may change, read from the environment and checked at start. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATABASE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must start with postgres://'),
    DATABASE_POOL_SIZE: positiveInt(20),
    /** Connecting to PostgreSQL, or waiting for a free pooled connection, fails after this long. */
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt(2_000),
    /** PostgreSQL cancels a statement running longer (migrations excepted); 0 is no limit. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    /** PostgreSQL gives up waiting for a lock after this long (migrations excepted); 0 is no limit. */
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * A query unanswered this long makes the instance check, on a new connection, that PostgreSQL still
     * answers; if it does not within DATABASE_CONNECT_TIMEOUT_MS, the waiting requests answer 503. 0: no check.
     */
    DATABASE_STALL_CHECK_MS: z.coerce.number().int().min(0).default(1_500),
    /** How often new leads' search entries are moved from the search index's pending list into the index (PostgreSQL); 0: never, inserts do it. */
    SEARCH_INDEX_CLEAN_MS: z.coerce.number().int().min(0).default(100),
    /** The key staff two-factor secrets are sealed with in the database; unset: stored as they are. */
    SECRETS_KEY: optionalText.refine(
      (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    ),
    /** Where every instance's rate limits count; unset: the database. */
    REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\/[^/]/.test(v), 'must start with redis:// or rediss://'),
    /** Put before every key Recourse writes in Redis, so several sites can share one Redis. */
    REDIS_KEY_PREFIX: z.string().trim().min(1).default('recourse:'),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `false`, or the proxies whose X-Forwarded-* headers are believed: addresses, CIDRs, comma-separated. */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine(
        (v) => v === 'false' || v.split(',').every((entry) => isProxyAddress(entry.trim())),
        "must be false or the proxy's address, a CIDR or a comma-separated list of them (not true: any client could then choose its address)",
      )
      .transform((v): false | string[] => (v === 'false' ? false : v.split(',').map((entry) => entry.trim()))),
    COMPANY_NAME: z.string().trim().min(1).default('Recourse'),
    CASE_ID_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'must be two capital letters')
      .default('RC'),
    PARTNER_NAME: optionalText,
    /** The first admin's address, read by the sign-in forms' own rule (trimmed, lowercased), or that admin could never sign in. */
    ADMIN_EMAIL: optionalText.pipe(emailField('must be an email address').optional()),
    ADMIN_PASSWORD: optionalText,
    BODY_LIMIT_BYTES: positiveInt(64 * 1024),
    INTAKE_RATE_LIMIT_MAX: positiveInt(10),
    INTAKE_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600),
    CONTACT_RATE_LIMIT_MAX: positiveInt(10),
    CONTACT_RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600),
    SIGN_IN_RATE_LIMIT_MAX: positiveInt(20),
    /** Failed sign-ins on one account before each further attempt waits (doubling from SIGN_IN_DELAY_BASE_MS). */
    SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: positiveInt(5),
    SIGN_IN_DELAY_BASE_MS: positiveInt(1_000),
    SIGN_IN_DELAY_MAX_MS: positiveInt(30_000),
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
    STAFF_TOKEN_IDLE_HOURS: positiveInt(12),
    CLIENT_SESSION_DAYS: positiveInt(7),
    CHAT_MESSAGE_RATE_LIMIT_MAX: positiveInt(30),
    /** What one client's uploaded documents may take up in all, in megabytes. */
    CLIENT_UPLOAD_QUOTA_MB: positiveInt(200),
    CHAT_ROOM_RATE_LIMIT_MAX: positiveInt(10),
    /** Chat sockets one client address may hold open on each instance; one more is closed with code 4429. */
    CHAT_SOCKETS_PER_ADDRESS: positiveInt(100),
    WEB_DIR: z.string().default('dist/web'),
    CRM_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s) URL'),
    CRM_TOKEN: optionalText,
    CRM_CAMPAIGN: z.string().trim().default('recourse'),
    CRM_AUTO_SYNC: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** `round_robin`: each new lead goes to the next active caseworker in turn. */
    LEAD_AUTO_ASSIGN: z.enum(['off', 'round_robin'], { error: 'must be off or round_robin' }).default('off'),
    /** The bearer token of `GET /metrics`; unset, there are no metrics. */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
    CRM_TIMEOUT_MS: positiveInt(10_000),
    CRM_MAX_ATTEMPTS: positiveInt(6),
    CRM_RETRY_BASE_MS: positiveInt(2_000),
    CRM_POLL_MS: positiveInt(1_000),
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://'),
    MAIL_FROM: optionalText,
    /** Where each new assessment is announced to staff, read by the same rule as ADMIN_EMAIL (trimmed, lowercased, at most 254 characters). */
    STAFF_NOTIFY_EMAIL: optionalText.pipe(emailField('must be an email address').optional()),
    PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'must be an http(s) URL'),
    MAIL_MAX_ATTEMPTS: positiveInt(8),
    MAIL_RETRY_BASE_MS: positiveInt(5_000),
    MAIL_POLL_MS: positiveInt(1_000),
    /** The practice's own promise, said to each visitor after an assessment: it answers within this many hours (24 unless set). */
    ASSESSMENT_REPLY_HOURS: positiveInt(24),
    /** Bank holidays skipped by complaint deadlines: comma-separated ISO dates (default: England and Wales, by their rules, any year). */
    BANK_HOLIDAYS: optionalText.refine(
      (v) => v === undefined || v.split(',').every((day) => isCalendarDate(day.trim())),
      'must be comma-separated dates (YYYY-MM-DD)',
    ),
    /** The retention schedule: nothing is kept longer; what is purged once past its period; a legal hold keeps it. */
    LEAD_RETENTION_DAYS: positiveInt(730),
    CONTACT_RETENTION_DAYS: positiveInt(730),
    CHAT_RETENTION_DAYS: positiveInt(365),
    CLIENT_RETENTION_YEARS: positiveInt(6),
    // FCA DISP 1.9: a complaint's record is kept at least three years after it closes.
    COMPLAINT_RETENTION_YEARS: z.coerce
      .number()
      .int()
      .min(3, 'must be at least 3: complaint records are kept three years after they close (FCA DISP 1.9)')
      .default(3),
    /** Staff are shown the clients who have had no update they can see for this many days. */
    CLIENT_UPDATE_DAYS: positiveInt(30),
    /** A client not back in their chat this many minutes after staff answered is emailed that a reply waits. */
    CHAT_AWAY_MINUTES: z.coerce.number().int().min(0).default(10),
    MAIL_TIMEOUT_MS: positiveInt(10_000),
    PASSWORD_RESET_MINUTES: positiveInt(60),
    STAFF_SESSION_HOURS: positiveInt(12),
    STAFF_MFA_REQUIRED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    OIDC_ISSUER: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'must be an http(s) URL'),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_AUTO_PROVISION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** The email domains (comma-separated) whose new members OIDC_AUTO_PROVISION may create; it needs at least one. */
    OIDC_ALLOWED_DOMAINS: z
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
  })
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
