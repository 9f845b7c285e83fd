import { databaseErrorOf, isDatabaseUnavailable } from './db/unavailable';

/** A reason the server cannot start that the operator can act on: said in one line, with no stack. */
export class StartFailure extends Error {}

/**
 * Whether PostgreSQL refused us for a reason the operator acts on: the connection (08), the password or
 * role (28), a database that does not exist (3D), too many connections or a full disk (53), a server
 * shutting down (57), or a missing permission (42501: to connect, to create the tables). Any other
 * error, one in our own migrations say, keeps its stack.
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

/**
 * Where a database URL points, without its password or query: the host and port the driver connects
 * to, which a non-empty `host=` or `port=` in the query overrides (the last one given, as pg reads it;
 * libpq agrees). Null when the URL splits inside its user name or password: a / ? or # there that is
 * not percent-encoded ends the host early, so an @ is left after it, and what reads as the host, port
 * or database (here and in the driver's own messages) may be pieces of the password.
 */
function databaseAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (`${parsed.pathname}${parsed.search}${parsed.hash}`.includes('@')) return null;
    const fromQuery = (name: string) => parsed.searchParams.getAll(name).at(-1) || undefined;
    const host = fromQuery('host') ?? parsed.hostname;
    const port = fromQuery('port') ?? (parsed.port || '5432');
    return `${host}:${port}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
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
  return new StartFailure(`Cannot start: the database at ${address} cannot be used: ${rootMessage(error)}`);
}

/** An address the server cannot listen on (taken, or not allowed), in one line; any other error as it was. */
export function listenStartFailure(host: string, port: number, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return new StartFailure(`Cannot start: port ${port} on ${host} is already in use (set PORT)`);
  if (code === 'EACCES') return new StartFailure(`Cannot start: not allowed to listen on port ${port} on ${host} (set PORT)`);
  if (code === 'EADDRNOTAVAIL') return new StartFailure(`Cannot start: this machine has no address ${host} (set HOST)`);
  return error;
}
