// The server: how it runs, where it listens, what it tells visitors and staff.
import { isIP, isIPv4 } from 'node:net';
import { z } from 'zod';
import { optionalText, positiveInt, setting } from './setting';

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

export const serverSettings = {
  NODE_ENV: setting(
    'server',
    'Which kind of run this is: `development`, `production` or `test` (`npm run serve` sets `production`).',
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: setting('server', 'The address the server listens on.', z.string().default('0.0.0.0')),
  PORT: setting('server', 'The HTTP port the server listens on.', z.coerce.number().int().min(0).max(65535).default(5000)),
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
  WEB_DIR: setting('server', 'Where the built browser app is served from.', z.string().default('dist/web')),
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
  PUBLIC_URL: setting(
    'server',
    "The site's address, used in the links of emails; when set, only its pages may open the chat socket.",
    optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), 'must be an http(s) URL'),
    { shownDefault: '`http://localhost:<PORT>`', example: 'https://help.example.org' },
  ),
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
  CLIENT_UPDATE_DAYS: setting('server', 'Staff are shown the clients who have had no update they can see for this many days.', positiveInt(30)),
};
