// Dialogs as a keyboard user on a short phone screen meets them: every field can be reached without
// hiding under the sticky footer, the footer stays reachable, and focus goes back to the opener.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/sign-in';

/** How far the element's bottom reaches into the footer (0 or less: clear of it). */
async function overlapWithFooter(field: Locator, footer: Locator): Promise<number> {
  const [box, foot] = await Promise.all([field.boundingBox(), footer.boundingBox()]);
  if (!box || !foot) throw new Error('field or footer not laid out');
  return box.y + box.height - foot.y;
}

async function tabThroughFields(page: Page, dialog: Locator, footer: Locator, fields: Locator[]) {
  for (const field of fields) {
    await page.keyboard.press('Tab');
    // Focus order may pass a hint or the scrollable body first: move on until the field has focus.
    for (let i = 0; i < 4 && !(await field.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await expect.poll(() => overlapWithFooter(field, footer), { message: 'focused field hidden under the footer' }).toBeLessThanOrEqual(0);
    await expect(field).toBeInViewport();
  }
  await expect(footer).toBeInViewport();
  await expect(dialog).toBeVisible();
}

test('on a short screen every field of a dialog is reachable above its footer, and focus returns to the opener', async ({ staffPage: page }) => {
  await page.setViewportSize({ width: 375, height: 360 });
  const opener = page.getByRole('button', { name: 'Change password' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  const footer = dialog.getByRole('button', { name: 'Change Password' }).locator('xpath=..');
  // The dialog fits the screen: its body scrolls, not the page behind it.
  const box = await dialog.boundingBox();
  expect(box && box.y >= 0 && box.y + box.height <= 360).toBe(true);
  await tabThroughFields(page, dialog, footer, [
    dialog.getByLabel('Current password'),
    dialog.getByLabel('New password', { exact: true }),
    dialog.getByLabel('Confirm new password'),
  ]);

  // Escape closes it and focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The same after Cancel, opened with the mouse.
  await opener.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
