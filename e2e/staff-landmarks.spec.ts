// A screen-reader user lists the landmarks of each admin tab: every section and every table's scroll
// region has a name of its own (axe 'landmark-unique').
import { expectUniqueLandmarks } from './support/a11y';
import { expect, test } from './support/sign-in';

test('every tab of the admin panel names its sections and table regions distinctly', async ({ staffPage: page }) => {
  // An axe pass over each of the nine tabs: 22 s on a quiet machine, past 30 s on a busy one.
  test.setTimeout(60_000);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  const names = (await tabs.allInnerTexts()).map((name) => name.trim());
  expect(names).toContain('Team');
  for (const name of names) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await test.step(`landmarks of ${name}`, () => expectUniqueLandmarks(page));
  }
});
