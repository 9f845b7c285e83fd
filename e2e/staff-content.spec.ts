// Staff edit the site's content (figures, stories) and the landing page follows; staff change their password.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../src/contract/staff/staff';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { openLanding } from './support/visitor';
import { expectNoSeriousA11yViolations } from './support/a11y';

const NEW_PASSWORD = 'a-new-staff-password-42';

const FIGURES = [
  { value: '42', label: 'Cases reviewed', sourceNote: 'Our case register, November 2026' },
  { value: '7', label: 'Partner banks', sourceNote: 'Our list of banks we have worked with' },
];
const STORIES = [
  {
    initials: 'A.B.',
    scamType: 'Crypto investment',
    amountRecovered: '£12,000',
    duration: '4 months',
    quote: 'They kept me informed at every step.',
  },
  { initials: 'C.D.', scamType: 'Romance scam', amountRecovered: '£3,500', duration: '', quote: 'I finally got an answer from my bank.' },
  { initials: 'E.F.', scamType: 'Forex broker', amountRecovered: '€8,000', duration: '6 weeks', quote: 'Clear advice and no false promises.' },
  { initials: 'G.H.', scamType: 'Recovery scam', amountRecovered: '$2,000', duration: '3 months', quote: 'An example story for the demo.' },
] as const;

async function apiToken(request: APIRequestContext, password: string): Promise<string | null> {
  const response = await request.post('/api/admin/authenticate', { data: { email: ADMIN_EMAIL, password } });
  if (!response.ok()) return null;
  return ((await response.json()) as { token: string }).token;
}

/** Puts the lists back to empty so the other journeys see the honest defaults. */
async function clearLists(request: APIRequestContext) {
  const token = (await apiToken(request, ADMIN_PASSWORD)) ?? (await apiToken(request, NEW_PASSWORD));
  expect(token, 'the fixture admin can sign in').not.toBeNull();
  for (const key of ['figures', 'stories', 'team', 'credentials']) {
    const response = await request.put(`/api/admin/content/${key}`, { data: [], headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), await response.text()).toBe(200);
  }
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toasts(page).getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(toasts(page).getByText(description).first()).toBeVisible();
}

async function signIn(page: Page, password = ADMIN_PASSWORD) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function openContentTab(page: Page) {
  await page.getByRole('tab', { name: 'Site Content' }).click();
  await expect(page.getByRole('heading', { name: 'Site Content' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Figures' })).toBeVisible();
}

test.describe('site content', () => {
  test.beforeAll(async ({ request }) => clearLists(request));
  test.afterAll(async ({ request }) => clearLists(request));

  test('staff publish figures and stories, the landing page shows them, and an empty section disappears', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page);
    await openContentTab(page);
    await expect(page).toHaveURL(/[?&]tab=content/);
    await expect(page.getByText('Only publish figures and stories you can back up')).toBeVisible();
    await expect(page.getByRole('link', { name: /View site/ })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    // Figures.
    const figures = page.getByRole('form', { name: 'Figures' });
    await figures.getByRole('button', { name: 'Add figure' }).click();
    await figures.getByRole('button', { name: 'Add figure' }).click();
    for (const [i, figure] of FIGURES.entries()) {
      const group = figures.getByRole('group', { name: `Figure ${i + 1}` });
      await group.getByRole('radio', { name: 'Stated' }).check();
      await group.getByLabel('Value').fill(figure.value);
      await group.getByLabel('Label').fill(figure.label);
      await group.getByLabel('Source line').fill(figure.sourceNote);
    }
    await figures.getByRole('button', { name: 'Save Figures' }).click();
    await expectToast(page, 'Content Saved');

    // Stories: four, the last one an example, its quote left empty at first.
    const stories = page.getByRole('form', { name: 'Success Stories' });
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/admin/content/stories')) puts.push(r.url());
    });
    for (let i = 0; i < STORIES.length; i++) await stories.getByRole('button', { name: 'Add story' }).click();
    for (const [i, story] of STORIES.entries()) {
      const group = stories.getByRole('group', { name: `Story ${i + 1}` });
      await group.getByLabel('Initials').fill(story.initials);
      await group.getByLabel('Scam type').fill(story.scamType);
      await group.getByLabel('Amount recovered').fill(story.amountRecovered);
      await group.getByLabel(/^Duration/).fill(story.duration);
      if (i < 3) await group.getByLabel('Quote').fill(story.quote);
    }
    const fourth = stories.getByRole('group', { name: 'Story 4' });
    await fourth.getByRole('checkbox', { name: 'Example' }).check();
    await stories.getByRole('button', { name: 'Save Success Stories' }).click();
    await expect(fourth.getByText('Quote is required')).toBeVisible();
    await expect(fourth.getByLabel('Quote')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
    const token = await apiToken(request, ADMIN_PASSWORD);
    const stored = await request.get('/api/admin/content', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await stored.json()) as { stories: unknown[] }).stories).toEqual([]);

    await fourth.getByLabel('Quote').fill(STORIES[3].quote);
    // Reordering moves the values with the item, and back again.
    await stories.getByRole('button', { name: 'Move story 1 down' }).click();
    await expect(stories.getByRole('group', { name: 'Story 1' }).getByLabel('Initials')).toHaveValue(STORIES[1].initials);
    await expect(stories.getByRole('group', { name: 'Story 2' }).getByLabel('Initials')).toHaveValue(STORIES[0].initials);
    await stories.getByRole('button', { name: 'Move story 2 up' }).click();
    await expect(stories.getByRole('group', { name: 'Story 1' }).getByLabel('Initials')).toHaveValue(STORIES[0].initials);
    await expect(stories.getByRole('group', { name: 'Story 4' }).getByRole('checkbox', { name: 'Example' })).toBeChecked();
    await stories.getByRole('button', { name: 'Save Success Stories' }).click();
    await expectToast(page, 'Content Saved');
    expect(puts).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);

    // The landing page shows them: both figures, three stories, the fourth behind the toggle with its 'Example' badge.
    await openLanding(page);
    const figureItems = page.locator('dl[aria-label="Our figures"] > div');
    await expect(figureItems).toHaveCount(2);
    for (const [i, figure] of FIGURES.entries()) {
      await expect(figureItems.nth(i)).toContainText(figure.value);
      await expect(figureItems.nth(i)).toContainText(figure.label);
      await expect(figureItems.nth(i)).toContainText(`Source: ${figure.sourceNote}`);
    }
    const storyItems = page.locator('#stories-list > li');
    await expect(storyItems).toHaveCount(3);
    for (const [i, story] of STORIES.slice(0, 3).entries()) {
      await expect(storyItems.nth(i)).toContainText(story.quote);
      await expect(storyItems.nth(i).getByText('Example', { exact: true })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'See More Recovery Stories' }).click();
    await expect(storyItems).toHaveCount(4);
    await expect(storyItems.nth(3)).toContainText(STORIES[3].quote);
    await expect(storyItems.nth(3).getByText('Example', { exact: true })).toBeVisible();

    // Staff clear the stories: the section goes from the page.
    await page.goto('/admin?tab=content');
    const storiesAgain = page.getByRole('form', { name: 'Success Stories' });
    await expect(storiesAgain.getByRole('group', { name: 'Story 4' })).toBeVisible();
    for (let i = STORIES.length; i >= 1; i--) await storiesAgain.getByRole('button', { name: `Remove story ${i}` }).click();
    await expect(storiesAgain.getByText('No stories yet.')).toBeVisible();
    await storiesAgain.getByRole('button', { name: 'Save Success Stories' }).click();
    await expectToast(page, 'Content Saved');
    await openLanding(page);
    await expect(page.locator('dl[aria-label="Our figures"] > div')).toHaveCount(2);
    await expect(page.locator('#testimonials')).toHaveCount(0);
  });
});

test.describe('change password', () => {
  // Whatever happens, the fixture admin ends with its own password.
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, NEW_PASSWORD);
    if (!token) return;
    const response = await request.post('/api/admin/password', {
      data: { currentPassword: NEW_PASSWORD, newPassword: ADMIN_PASSWORD },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(204);
  });

  test('a wrong current password is refused, a right one changes it, and the new one signs in', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill('something-else-entirely');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('The passwords do not match')).toBeVisible();

    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    // The toasts sit outside the modal dialog (hidden from assistive technology while it is open), so the dialog says it too.
    await expect(dialog.getByRole('alert').filter({ hasText: WRONG_CURRENT_PASSWORD_MESSAGE })).toBeVisible();
    await expect(page.getByText('Password Not Changed', { exact: true })).toBeVisible();

    await dialog.getByLabel('Current password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password Changed');
    await expect(dialog).toBeHidden();
    // This session goes on.
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Sign out; the old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expectToast(page, 'Access Denied');
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // And back, through the dialog.
    await page.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByLabel('Current password').fill(NEW_PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password Changed');
  });
});
