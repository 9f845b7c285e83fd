/**
 * Whether an error means the database cannot serve now (unreachable, restarting, overloaded, a
 * statement or lock wait timed out) rather than that the request is wrong or the code is: such a
 * request is answered 503 and may be retried. The error may be wrapped (a failed query's `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) return true;
    // A Unix socket whose file is gone: the server there stopped (or its directory is wrong).
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (POOL_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}

/** The PostgreSQL error behind `error` (a failed query wraps it as its `cause`): its SQLSTATE `code` and constraint. */
export function databaseErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
  }
  return undefined;
}

// The socket to the server failed.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// PostgreSQL: shutting down or starting (57P01-57P03), too many connections (53300), out of
// resources (53000, 53200), a statement cancelled by statement_timeout (57014), a lock not had
// within lock_timeout (55P03). Class 08 (connection exceptions) is matched by its prefix.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53000', '53200', '57014', '55P03']);
// node-postgres's own words when a connection could not be had or was lost.
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection ended',
];

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
