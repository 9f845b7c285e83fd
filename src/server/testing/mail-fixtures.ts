import { afterAll, beforeAll, expect } from 'vitest';
import { HIGH_SIGN_IN_LIMITS } from './client-fixtures';
import { startFakeSmtp } from './fake-smtp';
import { startTestApp } from './test-app';
import { createTestStaff, signInStaff } from './staff-fixtures';

export const TEST_PUBLIC_URL = 'https://help.practice.example';

/** The app with its mail going to a real SMTP server on loopback, links under TEST_PUBLIC_URL. */
export async function startAppWithMail(env: Record<string, string> = {}) {
  const smtp = await startFakeSmtp();
  const open = await startTestApp({ ...HIGH_SIGN_IN_LIMITS, SMTP_URL: smtp.url, PUBLIC_URL: TEST_PUBLIC_URL, MAIL_POLL_MS: '100', ...env });
  return {
    smtp,
    open,
    async close() {
      await open.close();
      await smtp.stop();
    },
  };
}

/**
 * The reset or invitation link of the `nth` message to `to` that carries one, once it has arrived
 * (other notices, sent in any order beside it, are passed over).
 */
export async function mailedLink(smtp: Awaited<ReturnType<typeof startFakeSmtp>>, to: string, nth = 0): Promise<URL> {
  const link = new RegExp(`${TEST_PUBLIC_URL.replace(/[.]/g, '\\.')}/reset-password\\?\\S+`);
  const linked = () => smtp.received.filter((m) => m.to.includes(to) && link.test(m.text));
  await expect.poll(() => linked().length, { timeout: 10_000 }).toBeGreaterThan(nth);
  return new URL(link.exec(linked()[nth].text)?.[0] ?? '');
}

/** `startAppWithMail`, with an admin signed in (their token), for tests of what admins cause to be emailed. */
export async function startAppWithMailAndAdmin(env: Record<string, string> = {}) {
  const started = await startAppWithMail(env);
  const admin = await createTestStaff(started.open.database.db, { isAdmin: true });
  const adminToken = await signInStaff(started.open.baseUrl, admin.email, admin.password);
  return { ...started, admin, adminToken };
}

/**
 * For a test file: `startAppWithMailAndAdmin` before its tests and closed after them. The answer is
 * filled in before the first test runs: read its fields inside tests.
 */
export function setUpAppWithMailAndAdmin(env: Record<string, string> = {}) {
  const started = {} as Awaited<ReturnType<typeof startAppWithMailAndAdmin>>;
  beforeAll(async () => {
    Object.assign(started, await startAppWithMailAndAdmin(env));
  });
  afterAll(async () => started.close?.());
  return started;
}
