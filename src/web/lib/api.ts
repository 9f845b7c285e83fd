import type { ErrorBody } from '../../contract/shared/fields';

/**
 * A non-OK answer from the API. `body` is the parsed `{ message, ... }` error body; the message reads
 * '<status>: <body message or status text>' as the seed's errors did.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody, statusText = '') {
    super(`${status}: ${body.message || statusText || 'Request failed'}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// A hand-written check of the error body (the contract's errorBodySchema), so zod stays out of the landing chunk.
function toErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, missingFields, field } = value as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const body: ErrorBody = { message };
  if (Array.isArray(missingFields)) body.missingFields = missingFields.filter((f): f is string => typeof f === 'string');
  if (typeof field === 'string') body.field = field;
  return body;
}

/**
 * The server's `{ message }` body; the message is empty when the server sent none (an empty 500, a
 * proxy's HTML page), so each screen shows its own fallback text instead of a status text.
 */
export async function readErrorBody(response: Response): Promise<ErrorBody> {
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      const parsed = toErrorBody(JSON.parse(text));
      if (parsed) return parsed;
    } catch {
      // Not JSON: no message of the server's to show.
    }
  }
  return { message: '' };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API with cookies included, a JSON body when one is given and any extra headers (the
 * admin's Bearer token). Resolves with the parsed JSON answer (undefined when there is none);
 * rejects with an ApiError on a non-OK status.
 */
export async function apiRequest(
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  extraHeaders?: Record<string, string>,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response), response.statusText);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}
