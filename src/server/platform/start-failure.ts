import { databaseErrorOf, isDatabaseUnavailable } from './db/unavailable';

/** A reason the server cannot start that the operator can act on: said in one line, with no stack. */
export class StartFailure extends Error {}

// The database named does not exist (3D000), or the user, password or host is not let in (28000, 28P01).
const REFUSED_SQLSTATES = new Set(['3D000', '28000', '28P01']);

/** The innermost message of an error and its causes: what the server or the socket said. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(error);
}

/**
 * Where a database URL points, without its password or query; null when the URL splits inside its
 * user name or password: a / ? or # there that is not percent-encoded ends the host early, so an @
 * is left after it, and what reads as the host, port or database (here and in the driver's own
 * messages) may be pieces of the password.
 */
function databaseAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (`${parsed.pathname}${parsed.search}${parsed.hash}`.includes('@')) return null;
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Said instead of any detail when the URL may have split inside its password. */
export const AMBIGUOUS_DATABASE_URL_FAILURE =
  'Cannot start: the database of DATABASE_URL cannot be used (details withheld: the URL has an @ after its host, so a / ? or # in its user name or password may need percent-encoding)';

/** A database that cannot be reached or used at start, in one line; any other error as it was. */
export function databaseStartFailure(url: string | undefined, error: unknown): unknown {
  const code = databaseErrorOf(error)?.code;
  if (!isDatabaseUnavailable(error) && !(code && REFUSED_SQLSTATES.has(code))) return error;
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
