import { createClientAccount, HIGH_RATE_LIMITS, signInClient } from './client-fixtures';
import { startAppWithAdmin } from './staff-fixtures';

/** Text that has broken apps before: blank, markup, SQL, a spreadsheet formula, a NUL. */
export const HOSTILE_TEXT = ['', ' ', '<script>alert(1)</script>', "'; drop table users; --", '=1+1', '\u0000'] as const;

/** The app with an admin and a client (a recovery on their account) signed in, every rate limit out of the way: for the tests that call every route as both. */
export async function startAppWithStaffAndClient(staffName: { firstName?: string; lastName?: string } = {}) {
  const { open, adminToken } = await startAppWithAdmin(staffName, HIGH_RATE_LIMITS);
  const account = await createClientAccount(open.baseUrl, adminToken, { recoveredAmount: '10.00' });
  return { open, staffToken: adminToken, clientCookie: await signInClient(open.baseUrl, account.email) };
}
