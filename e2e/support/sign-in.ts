// Playwright fixtures that sign in: `staffPage` is the admin dashboard signed in as the first admin,
// `client` a client account with a recorded recovery, and `clientPage` the browser signed in as it.
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures';
import { linkMailedTo } from './mail';
import { uniqueEmail } from './visitor';

export const CLIENT_PASSWORD = 'a-long-client-passphrase';

export interface SignedInClient {
  id: number;
  caseId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A staff token for API calls, from the first admin's email and password. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/authenticate', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A lead as the assessment form sends it, with example answers where `fields` gives none; answers its id. */
export async function submitLead(
  request: APIRequestContext,
  fields: { firstName: string; lastName: string; email: string } & Record<string, unknown>,
): Promise<number> {
  const lead = await request.post('/api/client-submissions', {
    data: {
      phone: '+44 20 7946 0100',
      country: 'United Kingdom',
      amountLost: '5000-10000',
      currency: 'GBP',
      depositMethod: 'bank-transfer',
      companyName: 'Fake Broker Ltd',
      expertCallTime: 'Any time',
      caseDetails: 'I paid a fake trading platform and could not withdraw my money.',
      consentToShare: false,
      ...fields,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  return ((await lead.json()) as { id: number }).id;
}

/** A lead through the public intake, then its client account created by staff with `recoveredAmount` recorded. */
/** Money received for a client, recorded in their ledger with its evidence reference (as staff do). */
export async function recordLedgerEntry(
  request: APIRequestContext,
  token: string,
  clientId: number,
  entry: { amount: string; receivedOn: string; reference: string; currency?: string },
): Promise<void> {
  const recorded = await request.post(`/api/admin/client-accounts/${clientId}/ledger`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { currency: 'GBP', note: '', ...entry },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
}

export async function createClient(
  request: APIRequestContext,
  token: string,
  options: { firstName?: string; lastName?: string; recoveredAmount?: string; consentToShare?: boolean; caseDetails?: string } = {},
): Promise<SignedInClient> {
  const firstName = options.firstName ?? 'Rita';
  const lastName = options.lastName ?? 'Okafor';
  const email = uniqueEmail(firstName.toLowerCase());
  const recoveredAmount = options.recoveredAmount ?? '1250.00';
  const submissionId = await submitLead(request, {
    firstName,
    lastName,
    email,
    ...(options.caseDetails ? { caseDetails: options.caseDetails } : {}),
    ...(options.consentToShare ? { consentToShare: options.consentToShare } : {}),
  });
  const created = await request.post('/api/admin/client-accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      submissionId,
      email,
      password: CLIENT_PASSWORD,
      recoveredAmount,
      currency: 'GBP',
      reference: recoveredAmount === '0.00' ? '' : 'CHB-E2E-0001',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: { id: number; caseId: string } };
  return { id: account.id, caseId: account.caseId, email, password: CLIENT_PASSWORD, firstName, lastName };
}

/** Signs the page in as staff through the /admin gate, as a person would. */
export async function signInAsStaff(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/**
 * A member invited by the admin (a caseworker unless `isAdmin`), with the password set from the emailed link, signed in
 * at /admin in a browser of their own.
 */
export async function signInInvitedMember(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  adminToken: string,
  options: { firstName?: string; lastName?: string; isAdmin?: boolean } = {},
): Promise<{ page: Page; id: number; close: () => Promise<void> }> {
  const { firstName = 'Dee', lastName = 'Desk', isAdmin = false } = options;
  const email = uniqueEmail(lastName.toLowerCase());
  const password = 'a desk caseworker passphrase';
  const invited = await request.post('/api/admin/staff', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, firstName, lastName, isAdmin },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()) as { id: number };
  const token = new URLSearchParams((await linkMailedTo(email)).split('?')[1]).get('token');
  const set = await request.post('/api/admin/password-reset/confirm', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: isAdmin ? 'Admin Dashboard' : 'Staff Dashboard' })).toBeVisible();
  return { page, id, close: () => context.close() };
}

/** Signs the browser in as a client: the session cookie lands in the page's context. */
export async function signInAsClient(page: Page, client: Pick<SignedInClient, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/client/login', { data: { email: client.email, password: client.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export const test = base.extend<{ staffApiToken: string; staffPage: Page; client: SignedInClient; clientPage: Page }>({
  staffApiToken: async ({ request }, use) => {
    await use(await staffToken(request));
  },
  // A browser context of its own, so a test can have a signed-in client and a signed-in staff member at once.
  staffPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInAsStaff(page);
    await use(page);
    await context.close();
  },
  client: async ({ request, staffApiToken }, use) => {
    await use(await createClient(request, staffApiToken));
  },
  clientPage: async ({ page, client }, use) => {
    await signInAsClient(page, client);
    await use(page);
  },
});

export { expect };
