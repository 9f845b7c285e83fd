/** The one way tests call the app over HTTP: `callApi` for a contract endpoint, `api` for a raw (hostile) request. */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { unzipSync } from 'fflate';
import type { z } from 'zod';
import { type EndpointDefinition, type EndpointInput, endpointUrl } from '../../contract/shared/endpoint';

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  json: unknown;
  text: string;
  bytes: Buffer;
  headers: Headers;
  /** Milliseconds from sending to the full body. */
  elapsedMs: number;
}

export interface ApiOptions {
  /** A staff token, sent as `Authorization: Bearer`. */
  token?: string;
  /** A whole `Authorization` header, sent instead of `token`. */
  authorization?: string;
  /** A `name=value` cookie pair. */
  cookie?: string;
  /** Sent as JSON unless it is already a string (then sent as it is, with a JSON content type unless `headers` says another). */
  body?: unknown;
  headers?: Record<string, string>;
  /** 'manual' to see a redirect itself instead of following it. */
  redirect?: 'follow' | 'manual';
}

/** A download whose body is read only when asked: after its headers nothing more is taken, as from a reader that stopped. */
export interface HeldDownload {
  status: number;
  headers: IncomingHttpHeaders;
  /** The connection's port on this side: the server sees it as the socket's remote port. */
  localPort: number;
  /** Reads the rest of the body; `complete` is false when the server ended the connection before the body's end. */
  readRest(): Promise<{ complete: boolean; bytes: Buffer }>;
  /** Settles when the connection closes, by either side. */
  closed: Promise<void>;
}

/** A GET of `baseUrl + path` on a connection of its own, held after its headers (see HeldDownload). */
export function heldDownload(baseUrl: string, path: string, options: Pick<ApiOptions, 'token' | 'cookie'> = {}): Promise<HeldDownload> {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const request = httpGet(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      response.pause();
      const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
      const rest = new Promise<{ complete: boolean; bytes: Buffer }>((done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => {});
        response.once('close', () => done({ complete: response.complete, bytes: Buffer.concat(chunks) }));
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        localPort: response.socket.localPort ?? 0,
        readRest: () => {
          response.resume();
          return rest;
        },
        closed,
      });
    });
    request.once('error', reject);
  });
}

/** One HTTP call to `baseUrl + path`. */
export async function api(baseUrl: string, method: string, path: string, options: ApiOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  Object.assign(headers, options.headers);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    redirect: options.redirect ?? 'follow',
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const elapsedMs = performance.now() - started;
  const text = bytes.toString('utf8');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text, bytes, headers: response.headers, elapsedMs };
}

/** An endpoint's answer: `reply(status)` checks the status and parses the body by that status's schema. */
export interface EndpointResponse<E extends EndpointDefinition> extends ApiResponse {
  reply<S extends Extract<keyof E['replies'], number>>(status: S): z.output<E['replies'][S]>;
}

/** Calls a contract endpoint: its path filled from `params`, `query` appended, `body` sent as JSON. */
export async function callApi<E extends EndpointDefinition>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E> & Omit<ApiOptions, 'body'>,
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options } = input as EndpointInput<E> & ApiOptions & { params?: unknown; query?: unknown };
  const response = await api(baseUrl, endpoint.method, endpointUrl(endpoint, { params, query }), { ...options, body });
  return {
    ...response,
    reply(status) {
      if (response.status !== status) {
        throw new Error(`expected ${status} from ${endpoint.method} ${endpoint.path}, got ${response.status} ${response.text.slice(0, 300)}`);
      }
      const schema = endpoint.replies[status];
      return (schema ? schema.parse(response.json) : response.json) as z.output<E['replies'][typeof status]>;
    },
  };
}

/** Input a test sends on purpose that the endpoint's types refuse (to see the server refuse it too). */
export const unchecked = (value: unknown): never => value as never;

/** The JSON body as an object (fails loudly when it is not one). */
export function obj(response: ApiResponse): Record<string, unknown> {
  if (!response.json || typeof response.json !== 'object' || Array.isArray(response.json)) {
    throw new Error(`expected a JSON object, got ${response.status} ${response.text.slice(0, 300)}`);
  }
  return response.json as Record<string, unknown>;
}

/** The JSON body as an array (fails loudly when it is not one). */
export function list<T = Record<string, unknown>>(response: ApiResponse): T[] {
  if (!Array.isArray(response.json)) throw new Error(`expected a JSON array, got ${response.status} ${response.text.slice(0, 300)}`);
  return response.json as T[];
}

/** The `message` of a JSON error body, or undefined when there is none. */
export function messageOf(response: ApiResponse): string | undefined {
  const body = response.json;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

/** A ZIP body's files: `personal-data.json` parsed as `json`, every entry's bytes in `files`. */
export function unzipped(response: ApiResponse): { json: Record<string, unknown>; files: Record<string, Buffer> } {
  if (response.headers.get('content-type') !== 'application/zip')
    throw new Error(`expected a ZIP, got ${response.status} ${response.text.slice(0, 300)}`);
  const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(response.bytes))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
  return { json: JSON.parse(files['personal-data.json'].toString('utf8')) as Record<string, unknown>, files };
}

/**
 * Every row of a staff list read newest first a page at a time, in the order read: `readPage(before)` asks for
 * the page after the id `before` (undefined for the first); a page shorter than `pageSize` is the last.
 */
export async function readPageByPage<T extends { id: number }>(readPage: (before?: number) => Promise<T[]>, pageSize: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = await readPage(); ; page = await readPage(rows.at(-1)?.id)) {
    if (page.length > pageSize) throw new Error(`a page of ${page.length} rows, more than ${pageSize}`);
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}

/**
 * The `?before=` values (not an id: zero, not digits, past 2^31, an exponent) that the staff list at `path`
 * did not refuse with 400 "Invalid id", each with its answer: none when every one was refused.
 */
export async function badBeforesNotRefused(baseUrl: string, path: string, token: string): Promise<string[]> {
  const answers = await Promise.all(
    ['0', 'x', '2147483648', '1e3'].map(async (bad) => {
      const response = await api(baseUrl, 'GET', `${path}?before=${bad}`, { token });
      return `${bad}: ${response.status} ${messageOf(response)}`;
    }),
  );
  return answers.filter((answer) => !answer.endsWith(': 400 Invalid id'));
}

/** What `GET /api/auth/user` says: 'nobody' for its `null` answer, else the status and body (to show in a failure). */
export function signedInAs(response: ApiResponse): string {
  return response.status === 200 && response.text === 'null' ? 'nobody' : `${response.status} ${response.text.slice(0, 120)}`;
}
