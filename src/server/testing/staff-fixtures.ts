import type { StaffMember } from '../../contract/staff/staff';
import type { Db } from '../platform/db/client';
import { createStaffService } from '../features/staff';

/** Shared by the staff and admin integration tests: staff accounts, sign-in and plain HTTP calls. */

let sequence = 0;

/** A staff email no other call in this process has used. */
export function uniqueStaffEmail(prefix = 'staff'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}@example.com`;
}

export const STAFF_PASSWORD = 'correct horse battery staple';

export async function createTestStaff(
  db: Db,
  input: { email?: string; password?: string; firstName?: string; lastName?: string; isAdmin?: boolean } = {},
): Promise<StaffMember & { password: string }> {
  const password = input.password ?? STAFF_PASSWORD;
  const created = await createStaffService(db, { tokenIdleHours: 12 }).createStaff({
    email: input.email ?? uniqueStaffEmail(),
    password,
    firstName: input.firstName,
    lastName: input.lastName,
    isAdmin: input.isAdmin ?? false,
  });
  return { ...created, password };
}

export interface ApiResponse {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  json: unknown;
  text: string;
  headers: Headers;
  /** Milliseconds from sending to the full body. */
  elapsedMs: number;
}

/** One HTTP call; `body` is sent as JSON unless it is already a string. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; authorization?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  const elapsedMs = performance.now() - started;
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, text, headers: response.headers, elapsedMs };
}

/** The `message` of a JSON error body (fails the caller's expectation when there is none). */
export function messageOf(response: ApiResponse): string | undefined {
  const body = response.json;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

export function signInRequest(baseUrl: string, email: string, password: string) {
  return api(baseUrl, 'POST', '/api/admin/authenticate', { body: { email, password } });
}

/** Signs in and returns the token; throws when sign-in does not answer 200 with a token. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await signInRequest(baseUrl, email, password);
  const body = response.json;
  if (response.status !== 200 || !body || typeof body !== 'object' || !('token' in body) || typeof body.token !== 'string') {
    throw new Error(`sign-in failed: ${response.status} ${response.text}`);
  }
  return body.token;
}
