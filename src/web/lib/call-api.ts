import { type EndpointDefinition, type EndpointInput, type EndpointReply, endpointUrl } from '../../contract/shared/endpoint';
import { apiResponse } from './api';

// Apart from api.ts, which the landing page loads at once: the endpoints' client loads with the code that calls them.

/** No input to give when the endpoint declares no required part. */
type CallInput<E extends EndpointDefinition> = EndpointInput<E> & { signal?: AbortSignal };
export type InputArgs<E extends EndpointDefinition> = object extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

const isStaffEndpoint = (endpoint: EndpointDefinition) => endpoint.access === 'caseworker' || endpoint.access === 'admin';

/** The raw answer of an endpoint (a download, or a header to read); rejects with an ApiError on a non-OK status. */
export function endpointResponse<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  /** `staff`: the staff token also for an endpoint staff share with others (a chat's transcript). */
  options: { signal?: AbortSignal; headers?: Record<string, string>; staff?: boolean } = {},
): Promise<Response> {
  const { body } = (input ?? {}) as { body?: unknown };
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const staff = options.staff ?? isStaffEndpoint(endpoint);
  return apiResponse(endpoint.method, endpointUrl(endpoint, input), { body, signal: options.signal, staff, headers });
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
