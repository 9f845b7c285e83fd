import { type EndpointDefinition, type EndpointInput, type EndpointReply, endpointUrl } from '../../contract/shared/endpoint';
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

/** No input to give when the endpoint declares no required part. */
type CallInput<E extends EndpointDefinition> = EndpointInput<E> & { signal?: AbortSignal };
export type InputArgs<E extends EndpointDefinition> = object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const isStaffEndpoint = (endpoint: EndpointDefinition) => endpoint.access === 'caseworker' || endpoint.access === 'admin';

/** The raw answer of an endpoint (a download, or a header to read); rejects with an ApiError on a non-OK status. */
export function endpointResponse<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { body } = (input ?? {}) as { body?: unknown };
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return apiResponse(endpoint.method, endpointUrl(endpoint, input), { body, signal: options.signal, staff: isStaffEndpoint(endpoint), headers });
}

/**
 * The one way the browser calls an endpoint of the contract: the staff token for a staff endpoint, the
 * session cookie always; resolves with the status and the reply parsed by that status's schema, rejects
 * with an ApiError on a non-OK status.
 */
export async function callApi<E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointReply<E> & { headers: Headers }> {
  const response = await endpointResponse(endpoint, input, { signal: input?.signal, headers: { Accept: 'application/json' } });
  const text = await response.text();
  const value: unknown = text ? JSON.parse(text) : null;
  const schema = endpoint.replies[response.status];
  const body = schema ? schema.parse(value) : value;
  return { status: response.status, body, headers: response.headers } as EndpointReply<E> & { headers: Headers };
}
