// A screen-reader user lists the landmarks of each admin tab: every section and every table's scroll
// region has a name of its own (axe 'landmark-unique').
import { expectUniqueLandmarks } from './support/a11y';
import { expect, test } from './support/sign-in';

test('every tab of the admin panel names its sections and table regions distinctly', async ({ staffPage: page }) => {
  // An axe pass over each of the nine tabs: 22 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(60_000);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  // A tab's first line is its label (Live Chat may add a count of unread chats after it).
  const names = (await tabs.allInnerTexts()).map((name) => name.trim().split('\n')[0].trim());
  expect(names).toContain('Team');
  for (const name of names) {
    const named = new RegExp(`^${name}(\\W|$)`);
    await page.getByRole('tab', { name: named }).click();
    await expect(page.getByRole('tabpanel', { name: named })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await test.step(`landmarks of ${name}`, () => expectUniqueLandmarks(page));
  }
});
