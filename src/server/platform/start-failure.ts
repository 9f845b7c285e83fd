import { type Config, ConfigError } from './config';
import { databaseErrorOf, isDatabaseUnavailable } from './db/unavailable';

/** A reason the server cannot start that the operator can act on: said in one line, with no stack. */
export class StartFailure extends Error {}

/**
 * Whether PostgreSQL refused us for a reason the operator acts on: the connection (08), the password or
 * role (28), a database that does not exist (3D), too many connections or a full disk (53), a server
 * shutting down (57), or a missing permission (42501: to connect, to create the tables). Any other
 * error, one in our own migrations say, is not blamed on the database.
 */
function isRefusedByDatabase(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code !== undefined && (code === '42501' || /^(08|28|3D|53|57)[0-9A-Z]{3}$/.test(code));
}

/** The innermost message of an error and its causes: what the server or the socket said. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(error);
}

/** A URL as pg reads it: `user:password@/db` (no host), which URL refuses, with a stand-in host. */
function urlAsPgReadsIt(url: string): URL {
  return new URL(URL.canParse(url) ? url : url.replace('@/', '@_/'));
}

/**
 * Where a database URL points, without its password or query, as pg connects: the socket file when the
 * host is a path (`host=/var/run/postgresql` in the query, or a percent-encoded path as the host), else
 * the host and port. A non-empty `host=` or `port=` in the query overrides the URL's own (the last one
 * given, as pg reads it; libpq agrees); with no host at all pg uses PGHOST, else localhost (not libpq's
 * default socket), and PGPORT, else 5432. Null when the URL splits inside its user name or password: a
 * / ? or # there that is not percent-encoded ends the host early, so an @ is left after it, and what
 * reads as the host, port or database (here and in the driver's own messages) may be pieces of the password.
 */
function databaseAddress(url: string): string | null {
  try {
    const emptyHost = !URL.canParse(url);
    const parsed = urlAsPgReadsIt(url);
    if (`${parsed.pathname}${parsed.search}${parsed.hash}`.includes('@')) return null;
    const fromQuery = (name: string) => parsed.searchParams.getAll(name).at(-1) || undefined;
    const host = fromQuery('host') || (emptyHost ? '' : decodeURIComponent(parsed.hostname)) || process.env.PGHOST || 'localhost';
    const port = fromQuery('port') || parsed.port || process.env.PGPORT || '5432';
    if (host.startsWith('/')) return `${decodeURI(parsed.pathname.slice(1))} on socket ${host}/.s.PGSQL.${port}`.trimStart();
    return `at ${host}:${port}${parsed.pathname}`;
  } catch {
    return 'at DATABASE_URL';
  }
}

/** Said instead of any detail when the URL may have split inside its password. */
export const AMBIGUOUS_DATABASE_URL_FAILURE =
  'Cannot start: the database of DATABASE_URL cannot be used (details withheld: the URL has an @ after its host, so a / ? or # in its user name or password may need percent-encoding)';

/** A database that cannot be reached, or refuses to be used, at start, in one line; any other error as it was. */
export function databaseStartFailure(url: string | undefined, error: unknown): unknown {
  if (!isDatabaseUnavailable(error) && !isRefusedByDatabase(error)) return error;
  if (!url) return new StartFailure(`Cannot start: the embedded database under DATA_DIR cannot be used: ${rootMessage(error)}`);
  const address = databaseAddress(url);
  if (address === null) return new StartFailure(AMBIGUOUS_DATABASE_URL_FAILURE);
  return new StartFailure(`Cannot start: the database ${address} cannot be used: ${rootMessage(error)}`);
}

/** An address the server cannot listen on (taken, or not allowed), in one line; any other error as it was. */
export function listenStartFailure(host: string, port: number, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return new StartFailure(`Cannot start: port ${port} on ${host} is already in use (set PORT)`);
  if (code === 'EACCES') return new StartFailure(`Cannot start: not allowed to listen on port ${port} on ${host} (set PORT)`);
  if (code === 'EADDRNOTAVAIL') return new StartFailure(`Cannot start: this machine has no address ${host} (set HOST)`);
  return error;
}

// The settings whose values, or a URL's password, an error's message must not carry to the terminal.
const SECRET_SETTINGS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ADMIN_PASSWORD',
  'SECRETS_KEY',
  'CRM_TOKEN',
  'METRICS_TOKEN',
  'OIDC_CLIENT_SECRET',
] as const;

function withoutSecrets(text: string, config: Config): string {
  const secrets = SECRET_SETTINGS.flatMap((name) => {
    const value = config[name];
    if (!value) return [];
    let password = '';
    try {
      password = urlAsPgReadsIt(value).password;
      return [value, password, decodeURIComponent(password)].filter(Boolean);
    } catch {
      return [value, password].filter(Boolean);
    }
  });
  // The longest first: a URL goes whole before its password is looked for.
  return secrets.sort((a, b) => b.length - a.length).reduce((said, secret) => said.replaceAll(secret, '(secret)'), text);
}

/**
 * Any other error in a step of starting (preparing the database, building the app, creating the first
 * admin, listening), in one line naming the step and the error's message; its stack follows only at
 * LOG_LEVEL debug or trace, the levels at which an operator asks for detail. A configuration error, or
 * a failure already said in one line, is left as it is.
 */
export function stepStartFailure(step: string, error: unknown, config: Config): unknown {
  if (error instanceof ConfigError || error instanceof StartFailure) return error;
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
  const line = `Cannot start: ${step} failed: ${message}`;
  const debug = config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace';
  const stack = debug && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  return new StartFailure(withoutSecrets(`${line}${stack}`, config), { cause: error });
}
