// A staff member signs in on the landing side, sees who is signed in, opens /home and enters the admin panel
// without typing the password again; Logout ends it all.
import { expect, test } from '@playwright/test';
import { SIGN_IN_REFUSED_MESSAGE } from '../src/contract/staff/landing';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';

test('staff sign in on the landing side, use /home and Admin Access, and log out', async ({ page }) => {
  // A new team member finds their way in from the home page: its Login, then the staff sign-in.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client-login$/);
  await page.getByRole('link', { name: 'Staff sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your recent activity' })).toContainText('Signed in');
  await expect(page.getByRole('button', { name: 'Admin Access' })).toBeVisible();

  // The landing header names who is signed in and offers Logout.
  await page.goto('/');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Dashboard of Admin' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Edit Profile: the name changes where it is shown.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByLabel('Last name').fill('Lead');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been updated.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByTestId('signed-in-name')).toHaveText('Admin Lead');
  await expect(page.getByRole('list', { name: 'Your recent activity' })).toContainText('Updated your profile');

  await page.getByRole('button', { name: 'Admin Access' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();

  // Signed out, /home says so and sends the browser to sign in again (held a moment, so the toast can be read).
  await page.route('**/api/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The page leaves for sign-in on its own, and a check of the page waits for that navigation: the
  // message is noted by the page itself when it shows, and read once the browser has arrived.
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) sessionStorage.setItem('logged-out-message-seen', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, 'You are logged out. Logging in again...');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('logged-out-message-seen'))).toBe('1');
});

test('the sign-in page shows only its own words for a refused sign-in, never text from the address', async ({ page }) => {
  await page.goto(`/login?error=${encodeURIComponent('Account suspended: call +44 20 0000 0000 to restore it')}`);
  await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toBeVisible();
  await expect(page.getByText('Account suspended')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/login?error=refused');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_REFUSED_MESSAGE);
});
