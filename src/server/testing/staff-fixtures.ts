import { beforeAll } from 'vitest';
import { staffEndpoints } from '../../contract/staff/endpoints';
import type { StaffMember } from '../../contract/staff/staff';
import type { Db } from '../platform/db/client';
import { createStaffService } from '../features/staff';
import { HIGH_SIGN_IN_LIMITS } from './client-fixtures';
import { callApi } from './http';
import { startTestApp } from './test-app';
import { uniqueEmail } from './unique-email';
import { secondFactorCheckFor } from '../platform/auth/second-factor';
import { parseConfig } from '../platform/config';

/** Staff accounts and the staff sign-in. */

export const STAFF_PASSWORD = 'correct horse battery staple';

export async function createTestStaff(
  db: Db,
  input: { email?: string; password?: string; firstName?: string; lastName?: string; isAdmin?: boolean } = {},
): Promise<StaffMember & { password: string }> {
  const password = input.password ?? STAFF_PASSWORD;
  const created = await createStaffService(db, { tokenIdleHours: 12, secondFactor: secondFactorCheckFor(parseConfig({})) }).createStaff({
    email: input.email ?? uniqueEmail('staff'),
    password,
    firstName: input.firstName,
    lastName: input.lastName,
    isAdmin: input.isAdmin ?? false,
  });
  return { ...created, password };
}

export function signInRequest(baseUrl: string, email: string, password: string) {
  return callApi(baseUrl, staffEndpoints.signIn, { body: { email, password } });
}

/** Signs a staff member in and returns the token; throws when sign-in does not answer 200 with a token. */
export async function signInStaff(baseUrl: string, email: string, password: string): Promise<string> {
  return (await signInRequest(baseUrl, email, password)).reply(200).token;
}

/** The app on a fresh database with a signed-in admin (named `name`), sign-in limits (or those of `env`) out of the way. */
export async function startAppWithAdmin(name: { firstName?: string; lastName?: string } = {}, env: Record<string, string> = HIGH_SIGN_IN_LIMITS) {
  const open = await startTestApp(env);
  const admin = await createTestStaff(open.database.db, { ...name, isAdmin: true });
  return { open, admin, adminToken: await signInStaff(open.baseUrl, admin.email, admin.password) };
}

/** For a describe block: a staff member created before its tests (fields filled in before the first test). */
export function setUpTestStaff(db: () => Db, input: Parameters<typeof createTestStaff>[1] = {}) {
  const member = {} as Awaited<ReturnType<typeof createTestStaff>>;
  beforeAll(async () => {
    Object.assign(member, await createTestStaff(db(), input));
  });
  return member;
}

/**
 * For a test file: a caseworker (not an admin) signed in to `app()` before its tests; read `token`
 * inside tests.
 */
export function setUpCaseworker(app: () => { database: { db: Db }; baseUrl: string }, input: Parameters<typeof createTestStaff>[1] = {}) {
  const signedIn = { token: '', id: 0, email: '' };
  beforeAll(async () => {
    const member = await createTestStaff(app().database.db, { ...input, isAdmin: false });
    signedIn.token = await signInStaff(app().baseUrl, member.email, member.password);
    Object.assign(signedIn, { id: member.id, email: member.email });
  });
  return signedIn;
}
