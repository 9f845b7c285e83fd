// Helpers for the visitor journeys: unique emails, the database the e2e server uses, colours as seen.
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

/** E2E_DATABASE_URL when the suite runs on PostgreSQL; undefined on the embedded database. */
export const e2eDatabaseUrl: string | undefined = process.env.E2E_DATABASE_URL || undefined;

/** An email no other test (or earlier run) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Runs one query against the e2e server's database. */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  if (!e2eDatabaseUrl) throw new Error('E2E_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Opens the landing page and waits for the site content request to answer. */
export async function openLanding(page: Page): Promise<void> {
  const site = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/site');
  await page.goto('/');
  expect((await site).ok()).toBe(true);
}

/** The colour an element's text is painted in, as sRGB 0-255 (resolves oklch and friends via a canvas). */
export async function textRgb(locator: Locator): Promise<{ r: number; g: number; b: number }> {
  return locator.evaluate((element) => {
    const colour = getComputedStyle(element).color;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return { r, g, b };
  });
}

export function looksYellow({ r, g, b }: { r: number; g: number; b: number }): boolean {
  // Amber/yellow text: red and green both well above blue, red ahead of green.
  return r - b > 80 && g - b > 40 && r >= g;
}

export function looksRed({ r, g, b }: { r: number; g: number; b: number }): boolean {
  return r > 120 && r - g > 100 && r - b > 100;
}

export function looksNeutral({ r, g, b }: { r: number; g: number; b: number }): boolean {
  // Slate greys: no channel far from the others, and blue not below red.
  return Math.max(r, g, b) - Math.min(r, g, b) < 60 && b >= r;
}
