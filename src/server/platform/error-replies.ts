import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable';
import { HttpError } from './http-error';

/** Every failed `/api` call answers `{ message }` with a fitting status; 5xx details stay in the log. */
export const errorReplies = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    // The database cannot serve now: a short answer the caller may retry, one warning line.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(status >= 500 ? status : 500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    default:
      return error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP') ? 'Request body is not valid JSON' : error.message;
  }
}
