import { isApiError } from './api';

/** The server's message of a failed call, when it sent one (screens show their own text otherwise). */
export function serverMessage(error: unknown): string | undefined {
  const message = isApiError(error) ? error.body.message : undefined;
  return message?.trim() ? message : undefined;
}
