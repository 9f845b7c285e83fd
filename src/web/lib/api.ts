import type { ErrorBody } from '../../contract/shared/fields';

/**
 * A non-OK answer from the API. `body` is the parsed `{ message, ... }` error body; the message reads
 * '<status>: <body message or status text>'.
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
  const { message, missingFields, field, mfaRequired, mfaEnrolmentRequired, uploadQuotaReached } = value as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const body: ErrorBody = { message };
  if (Array.isArray(missingFields)) body.missingFields = missingFields.filter((f): f is string => typeof f === 'string');
  if (typeof field === 'string') body.field = field;
  if (mfaRequired === true) body.mfaRequired = true;
  if (mfaEnrolmentRequired === true) body.mfaEnrolmentRequired = true;
  if (uploadQuotaReached === true) body.uploadQuotaReached = true;
  return body;
}

/**
 * The server's `{ message }` body; the message is empty when the server sent none (an empty 500, a
 * proxy's HTML page), so each screen shows its own fallback text instead of a status text.
 */
async function readErrorBody(response: Response): Promise<ErrorBody> {
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

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything that checks a reply: a contract zod schema fits, without this file importing zod. */
export interface ReplySchema<T> {
  parse: (value: unknown) => T;
}

export interface RequestOptions<T> {
  body?: unknown;
  signal?: AbortSignal;
  /** Sends the staff token as a Bearer header; a 401 then drops the token and the admin gate shows. */
  staff?: boolean;
  /** The contract's schema of the reply; without one the reply is returned unchecked. */
  schema?: ReplySchema<T>;
}

// The staff token's store loads with the admin area, not with the landing page.
const staffToken = () => import('./admin-token');

/** The raw call under apiRequest, for answers that are not JSON (downloads); rejects with an ApiError on a non-OK status. */
export async function apiResponse(
  method: Method,
  url: string,
  options: { body?: unknown; signal?: AbortSignal; staff?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = { ...options.headers };
  const token = options.staff ? (await staffToken()).getAdminToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.ok) return response;
  // A refused staff token is gone for good: forget it so the gate asks again.
  if (options.staff && response.status === 401) (await staffToken()).setAdminToken(null);
  throw new ApiError(response.status, await readErrorBody(response), response.statusText);
}

/**
 * The one way the browser calls the API: cookies included, a JSON body when one is given, the staff
 * token in staff mode. Resolves with the JSON reply (parsed by `schema` when given; undefined when
 * there is none); rejects with an ApiError on a non-OK status.
 */
export async function apiRequest<T = unknown>(method: Method, url: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await apiResponse(method, url, { ...options, headers });
  const text = await response.text();
  const value: unknown = text ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(value) : (value as T);
}
