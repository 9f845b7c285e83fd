// The client's own account: a new password from the Account page signs their other devices out; an
// invitation's page names the account and signs them in. And the small things that cost trust: the 404
// page and the staff gate carry the practice's name, the header links to /verify, and a toast never
// covers the chat button.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { linkMailedTo } from './support/mail';
import { createClient, signInAsClient, staffToken } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const NEW_PASSWORD = 'my new account passphrase';
const COMPANY = 'Recourse';

test('a client changes their password on the Account page, and their other device is signed out', async ({ page, browser, request, baseURL }) => {
  const client = await createClient(request, await staffToken(request));
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInAsClient(otherPage, client);
  await otherPage.goto('/client-dashboard');
  await expect(otherPage.getByTestId('case-id')).toHaveText(client.caseId);

  await page.setViewportSize(PHONE);
  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/client-dashboard\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(client.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();

  // The other device: its next look at the dashboard finds the session ended.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/client-login/);
  await other.close();

  // This one stays signed in; the new password works, the old one not.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByTestId('case-id')).toHaveText(client.caseId);
  expect((await request.post('/api/client/login', { data: { email: client.email, password: client.password } })).status()).toBe(401);
  expect((await request.post('/api/client/login', { data: { email: client.email, password: NEW_PASSWORD } })).status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await page.goto('/client-dashboard/account');
  await page.getByRole('button', { name: 'Sign out my other sessions' }).click();
  // The sign-in just made through the API was another session.
  await expect(page.getByText('Signed out of 1 other session.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the invitation page names the account, and choosing the password signs the client in', async ({ page, request }) => {
  const email = uniqueEmail('invited');
  const token = await staffToken(request);
  const created = await request.post('/api/admin/client-accounts', { headers: { Authorization: `Bearer ${token}` }, data: { email } });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize(PHONE);
  await page.goto(await linkMailedTo(email));
  await expect(page.getByTestId('link-account')).toHaveText(`For the account ${email}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
});

test('the 404 page and the staff gate carry the practice name', async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(COMPANY, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect(page.getByText(COMPANY, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the header links to "Check it is really us": beside Login at 1280, in the menu at 375', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await header.getByRole('link', { name: 'Check it is really us' }).click();
  await expect(page).toHaveURL(/\/verify$/);

  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(header.getByRole('link', { name: 'Check it is really us' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Check it is really us' }).click();
  await expect(page).toHaveURL(/\/verify$/);
});

async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the page');
  return found;
}

test('at 375 px a toast does not cover the chat button', async ({ page, request }) => {
  const client = await createClient(request, await staffToken(request));
  await page.setViewportSize(PHONE);
  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  await expect(page.getByTestId('case-id')).toHaveText(client.caseId);
  // A failed logout: the portal's toast, with the chat button on the page.
  await page.route('**/api/client/logout', (route) => route.fulfill({ status: 500, body: '{"message":"down"}', contentType: 'application/json' }));
  await page.getByRole('button', { name: 'Logout' }).click();
  const toast = page.locator('.toast-root').filter({ hasText: 'Logout Failed' });
  await expect(toast).toBeVisible();
  const chat = page.getByRole('button', { name: /^Open chat/ });
  await expect(chat).toBeVisible();
  // Measured once the toast has slid in from the right edge.
  await expect.poll(async () => (await box(toast)).x + (await box(toast)).width).toBeLessThanOrEqual(PHONE.width);
  const [t, c] = [await box(toast), await box(chat)];
  const overlaps = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
  expect(overlaps, `toast ${JSON.stringify(t)} chat ${JSON.stringify(c)}`).toBe(false);
  // Still fully on the screen.
  expect(t.y).toBeGreaterThanOrEqual(0);
  expect(t.x + t.width).toBeLessThanOrEqual(PHONE.width);
});
