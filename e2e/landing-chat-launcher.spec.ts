// Journey: a visitor on a phone (375 x 667) fills in the landing page's forms with the floating chat
// launcher on screen: it never sits over the field being filled in, a button, or the page's last lines.
import { expect, test, type Page } from '@playwright/test';
import { openLanding } from './support/visitor';

const CONTROLS = ':is(#assessment-form, #contact) form :is(input, select, textarea, button)';

/**
 * Each visible control of both forms, scrolled just into view from above (as a visitor scrolling down
 * the page first sees it, at the bottom edge): what is drawn at its centre and near both ends of its
 * middle line, where a finger lands on it, when that is not the control itself.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((control) => control.getClientRects().length > 0);
    const problems: string[] = [];
    for (const control of controls) {
      const name = control.id || control.textContent?.trim() || control.tagName;
      control.scrollIntoView({ block: 'end', behavior: 'instant' });
      await frame();
      const box = control.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight) {
        problems.push(`${name}: not in view after scrolling to it`);
        continue;
      }
      const middle = box.top + box.height / 2;
      for (const [where, x] of [
        ['centre', box.left + box.width / 2],
        ['left end', box.left + 4],
        ['right end', box.right - 4],
      ] as const) {
        const hit = document.elementFromPoint(x, middle);
        if (!hit || !(hit === control || control.contains(hit)))
          problems.push(`${name} (${where}): covered by ${hit?.getAttribute('aria-label') ?? hit?.tagName ?? 'nothing'}`);
      }
    }
    return controls.length === 0 ? ['no controls found'] : problems;
  }, CONTROLS);
}

test.describe('at 375 px with the chat launcher showing', () => {
  test.use({ viewport: { width: 375, height: 667 } });
  // Scrolls land at once, so what is measured is where the page comes to rest.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  test('every field and button of the assessment and contact forms can be tapped: the launcher is never over one', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    // Touched once, each form's own code takes over from the placeholder drawn with the page.
    await page.locator('#assessment-form').getByRole('textbox', { name: 'Case details' }).focus();
    await page.locator('#contact').getByRole('textbox', { name: 'Message' }).focus();
    await expect(page.locator(':is(#assessment-form, #contact) form[method="post"]')).toHaveCount(0);
    expect(await coveredControls(page)).toEqual([]);
  });

  test('at the end of the page the last lines and links scroll clear of the launcher', async ({ page }) => {
    await openLanding(page);
    const launcher = await page.getByRole('button', { name: 'Open chat' }).boundingBox();
    expect(launcher).not.toBeNull();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    // The lowest line of the footer (its text and links) ends above the launcher's top.
    const lastLine = await page.locator('footer').evaluate((footer) => {
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      const bottoms: number[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        bottoms.push(...[...range.getClientRects()].map((rect) => rect.bottom));
      }
      return Math.max(...bottoms);
    });
    expect(lastLine).toBeLessThanOrEqual((launcher?.y ?? 0) - 4);
  });
});
