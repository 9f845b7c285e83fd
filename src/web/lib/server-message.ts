import { isApiError } from './api';

/** The server's message of a failed call, when it sent one (screens show their own text otherwise). */
export function serverMessage(error: unknown): string | undefined {
  const message = isApiError(error) ? error.body.message : undefined;
  return message?.trim() ? message : undefined;
}

/** A change a legal hold refused (409): a toast saying the record was kept, with the hold's reason; undefined for any other failure. */
export function keptByHold(error: unknown, title: string): { title: string; description: string } | undefined {
  return isApiError(error) && error.status === 409 ? { title, description: serverMessage(error) ?? '' } : undefined;
}
