import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** Where log lines go when not to stdout (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's logger: JSON lines at `level`. Errors are logged through `errorForLog`, so a failed
 * query never writes the values it carried; requests are logged by `accessLog`, one line each.
 */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return { level, serializers: { err: errorForLog }, ...(destination ? { stream: destination } : {}) };
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

// What a PostgreSQL error may say in the log: where and why, never `detail` (it holds the failing
// row or key: "Failing row contains (...)", "Key (email)=(...)") nor the statement's values.
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * An error as the log may show it: type, message, stack, code, status and its cause, and nothing else.
 * A failed query keeps its SQL but not its parameters (the values of a person's record); a database
 * error's message keeps no quoted input value.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor?.name ?? 'Error';
  const record = error as unknown as Record<string, unknown>;
  let message = error.message;
  const logged: LoggedError = { type, message, stack: '' };
  if (error instanceof DrizzleQueryError) {
    message = `Failed query: ${error.query.trim()}`;
    logged.message = message;
    logged.params = `${Array.isArray(error.params) ? error.params.length : 0} values, not logged`;
  } else if (typeof record.code === 'string' && typeof record.severity === 'string') {
    // A PostgreSQL error: its data-exception messages end with the value that was refused.
    if (record.code.startsWith('22')) message = message.replace(/: ".*"$/s, ': (value not logged)');
    logged.message = message;
    for (const field of DATABASE_ERROR_FIELDS) if (typeof record[field] === 'string') logged[field] = record[field];
  } else {
    if (typeof record.code === 'string') logged.code = record.code;
    if (typeof record.statusCode === 'number') logged.statusCode = record.statusCode;
  }
  // The stack's own first lines repeat the original message: only its frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  logged.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/**
 * The access log: one line per request when its reply is sent, with the request id (bound by the
 * request's logger), method, route pattern (never the URL, whose path and query may hold a session
 * id or an email address), status and time in milliseconds.
 */
export const accessLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
});
