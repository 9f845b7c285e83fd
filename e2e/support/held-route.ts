import type { Page } from '@playwright/test';

/** Holds every request to `url` until the returned function lets them through (to see a screen while it waits). */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
