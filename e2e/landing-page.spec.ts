// Journey: a visitor looks around the landing page: honest default content, the demo content with
// its 'Example' labels, stories toggle, navigation, footer, accessibility and the script policy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { SiteContentKey } from '../src/contract/content/content';
import { openDatabase } from '../src/server/platform/db/client';
import { demoContent, saveSiteContentSection } from '../src/server/features/content';
import { createClient, signInAsClient, staffToken } from './support/sign-in';
import { e2eDatabaseUrl, openLanding, queryE2eDatabase } from './support/visitor';

const CONTENT_SECTIONS = ['#testimonials', '#team', '#credentials'] as const;

/** Text a real practice would have to substantiate: money amounts, percentages, "120+ cases" and the like. */
const CLAIM_PATTERNS: RegExp[] = [
  /[£$€]\s?\d/,
  /\d\s?(%|percent)/i,
  /\d[\d,.]*\s?[kmb]\b/i,
  /\d[\d,.]*\+?\s+(cases|clients|years|victims|recovered|success)/i,
];

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function clearSiteContent() {
  if (e2eDatabaseUrl) await queryE2eDatabase('delete from site_content');
}

test.describe('landing page with the default content', () => {
  // The demo-content tests below remove what they seed, but start clean whatever ran before.
  test.beforeAll(clearSiteContent);

  test('figures, stories, team and credentials are hidden and no invented numbers appear', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#services')).toBeVisible();
    await expect(page.locator('#process')).toBeVisible();
    for (const section of CONTENT_SECTIONS) await expect(page.locator(section)).toHaveCount(0);
    await expect(page.locator('dl[aria-label="Our figures"]')).toHaveCount(0);
    await expect(page.getByText('Example', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'See More Recovery Stories' })).toHaveCount(0);

    // The header and the footer only link to sections that are shown.
    const footerNav = page.getByRole('navigation', { name: 'Footer' });
    await expect(footerNav.getByRole('link')).toHaveText(['Services', 'Process', 'Contact']);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Services', 'Process']);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText(['Services', 'Process', 'Check it is really us']);

    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text a visitor sees (not the DOM property)
    const text = await page.locator('body').innerText();
    for (const pattern of CLAIM_PATTERNS) expect(text, `page text matches ${pattern}`).not.toMatch(pattern);
    for (const figure of demoContent.figures) expect(text).not.toContain(figure.label);
    for (const story of demoContent.stories) expect(text).not.toContain(story.quote);
  });
});

test.describe('landing page with the demo content', () => {
  test.skip(!e2eDatabaseUrl, 'seeding needs E2E_DATABASE_URL');

  test.beforeAll(async () => {
    const database = await openDatabase({ url: e2eDatabaseUrl as string, poolSize: 1 });
    try {
      for (const key of Object.keys(demoContent) as SiteContentKey[]) {
        await saveSiteContentSection(database.db, key, demoContent[key], null);
      }
    } finally {
      await database.close();
    }
  });
  test.afterAll(clearSiteContent);

  test('stories show 3, reveal 9, fold back to 3, and every example item is labelled', async ({ page }) => {
    await openLanding(page);
    const stories = page.locator('#stories-list > li');
    await expect(stories).toHaveCount(3);
    const toggle = page.getByRole('button', { name: 'See More Recovery Stories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(stories).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Show Less Stories' })).toHaveAttribute('aria-expanded', 'true');
    for (const [index, story] of demoContent.stories.entries()) {
      const card = stories.nth(index);
      await expect(card).toContainText(story.initials);
      await expect(card).toContainText(story.scamType);
      await expect(card).toContainText(story.amountRecovered);
      await expect(card.getByText('Example', { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Show Less Stories' }).click();
    await expect(stories).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'See More Recovery Stories' })).toBeVisible();

    const figures = page.locator('dl[aria-label="Our figures"] > div');
    await expect(figures).toHaveCount(demoContent.figures.length);
    for (const [index, figure] of demoContent.figures.entries()) {
      await expect(figures.nth(index)).toContainText(figure.source === 'stated' ? figure.value : figure.label);
      await expect(figures.nth(index).getByText('Example', { exact: true })).toBeVisible();
    }
    const team = page.locator('#team li');
    await expect(team).toHaveCount(demoContent.team.length);
    for (const [index, member] of demoContent.team.entries()) {
      await expect(team.nth(index)).toContainText(member.name);
      await expect(team.nth(index).getByText('Example', { exact: true })).toBeVisible();
    }
    const credentials = page.locator('#credentials li');
    await expect(credentials).toHaveCount(demoContent.credentials.length);
    for (let index = 0; index < demoContent.credentials.length; index += 1) {
      await expect(credentials.nth(index).getByText('Example', { exact: true })).toBeVisible();
    }
    const address = page.locator('footer address');
    await expect(address).toContainText(demoContent.company.legalName);
    await expect(address.getByText('Example', { exact: true })).toBeVisible();
    // Now the footer and the header link to the stories and the team too.
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
      'Services',
      'Process',
      'Success Stories',
      'Our Team',
      'Contact',
    ]);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Services',
      'Process',
      'Success Stories',
      'Our Team',
    ]);
  });

  test("'Show Less Stories' keeps the toggle in view after folding", async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await openLanding(page);
      await page.getByRole('button', { name: 'See More Recovery Stories' }).click();
      await expect(page.locator('#stories-list > li')).toHaveCount(9);
      const less = page.getByRole('button', { name: 'Show Less Stories' });
      await less.scrollIntoViewIfNeeded();
      await less.click();
      await expect(page.locator('#stories-list > li')).toHaveCount(3);
      const toggle = page.getByRole('button', { name: 'See More Recovery Stories' });
      await expect(toggle, `at ${width} px`).toBeInViewport();
      await expect(toggle).toBeFocused();
    }
  });

  test('at 375 px a jump from the mobile menu lands below the sticky header, for every section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openLanding(page);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Process', 'Success Stories', 'Our Team', 'Check it is really us']);
    for (const [label, id] of [
      ['Our Team', 'team'],
      ['Services', 'services'],
      ['Success Stories', 'testimonials'],
      ['Process', 'process'],
    ] as const) {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(menu).toHaveCount(0);
      const heading = page.locator(`#${id}-title`);
      // Wait for a smooth scroll to settle, then the heading must sit below the header, not under it.
      await expect
        .poll(
          async () => {
            const header = await page.getByRole('banner').boundingBox();
            const box = await heading.boundingBox();
            return header && box ? box.y - (header.y + header.height) : -1;
          },
          { message: `${label}: heading top minus header bottom` },
        )
        .toBeGreaterThanOrEqual(0);
      await expect(heading).toBeInViewport();
    }
  });

  test('the menu offers Our Team only once the page can show it: a jump made at once lands there, however slow its code', async ({ page }) => {
    // The code of the content sections arrives well after the content itself.
    await page.route(/\/assets\/content-sections-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.setViewportSize({ width: 375, height: 700 });
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL(/#team$/);
    await expect(page.locator('#team-title')).toBeInViewport();
  });

  test("'Ready to Start Your Own Recovery?' scrolls the assessment form into view", async ({ page }) => {
    await openLanding(page);
    const form = page.locator('#assessment-form');
    const button = page.getByRole('button', { name: 'Ready to Start Your Own Recovery?' });
    await button.scrollIntoViewIfNeeded();
    await expect(form).not.toBeInViewport();
    await button.click();
    await expect(form).toBeInViewport();
    await expect(form).toBeFocused();
  });

  test('no serious or critical accessibility violation with the demo content and validation messages showing', async ({ page }) => {
    // The default page is checked at both widths below; here the fuller page at one each way.
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    await expect(page.locator('#stories-list > li')).toHaveCount(3);
    await page.locator('#assessment-form').getByRole('button', { name: 'Start Recovery Process' }).click();
    await expect(page.locator('#assessment-form').getByRole('alert').first()).toBeVisible();
    expect(await seriousAxeViolations(page), 'at 375 px with demo content and validation messages').toEqual([]);
  });
});

test.describe("the footer's legal links", () => {
  test.skip(!e2eDatabaseUrl, 'seeding needs E2E_DATABASE_URL');
  test.afterEach(clearSiteContent);

  /** The legal list's entries: one privacy entry, a link to the privacy notice; the others as configured. */
  async function expectOnePrivacyEntry(page: Page) {
    const legal = page.locator('footer').getByRole('list', { name: 'Legal' });
    await expect(legal.getByRole('listitem').filter({ hasText: /privacy/i })).toHaveCount(1);
    await expect(legal.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    return legal;
  }

  test('with the default content: the privacy notice alone; the placeholders with no URL are not shown', async ({ page }) => {
    await clearSiteContent();
    await openLanding(page);
    const legal = await expectOnePrivacyEntry(page);
    await expect(legal.getByRole('listitem')).toHaveText(['Privacy notice']);
    await expect(legal.getByRole('link')).toHaveCount(1);
    await expect(page.locator('footer')).not.toContainText('Terms of Service');
    await expect(page.locator('footer')).not.toContainText('Cookie Policy');
  });

  test('with company details saved with a privacy placeholder of their own: still one privacy entry; a cookie policy that names privacy stays; a link with no URL is not shown', async ({
    page,
  }) => {
    const database = await openDatabase({ url: e2eDatabaseUrl as string, poolSize: 1 });
    try {
      await saveSiteContentSection(
        database.db,
        'company',
        {
          ...demoContent.company,
          legalLinks: [
            { label: 'Privacy Policy', url: '' },
            { label: 'Terms of Service', url: 'https://example.org/terms' },
            // Not a privacy link of its own: shown.
            { label: 'Cookie & Privacy Policy', url: 'https://example.org/cookies' },
            // No URL: not shown at all, not even as plain text.
            { label: 'Accessibility Statement', url: '' },
          ],
        },
        null,
      );
    } finally {
      await database.close();
    }
    await openLanding(page);
    const legal = page.locator('footer').getByRole('list', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    await expect(legal.getByRole('listitem')).toHaveText(['Privacy notice', 'Terms of Service', 'Cookie & Privacy Policy']);
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://example.org/terms');
    await expect(legal.getByRole('link', { name: 'Cookie & Privacy Policy' })).toHaveAttribute('href', 'https://example.org/cookies');
    await expect(legal.getByRole('link')).toHaveCount(3);
    await expect(page.locator('footer')).not.toContainText('Accessibility Statement');
  });
});

test.describe('landing page navigation and safety', () => {
  test('the footer links to Report Fraud, Police Scotland and IC3 and says we never ask for payment', async ({ page }) => {
    await openLanding(page);
    const footer = page.locator('footer');
    await expect(footer).toContainText('We will never ask you to pay anything to receive your funds. If anyone does, stop and report it:');
    const reportFraud = footer.getByRole('link', { name: /Report Fraud \(England, Wales and Northern Ireland\)/ });
    const policeScotland = footer.getByRole('link', { name: /Police Scotland/ });
    const ic3 = footer.getByRole('link', { name: /IC3/ });
    await expect(reportFraud).toHaveAttribute('href', 'https://www.reportfraud.police.uk/');
    await expect(policeScotland).toHaveAttribute('href', 'https://www.scotland.police.uk/');
    await expect(ic3).toHaveAttribute('href', 'https://www.ic3.gov/');
    for (const link of [reportFraud, policeScotland, ic3]) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer).toContainText('or call 0300 123 2040');
    await expect(footer).toContainText('or call 101');
    // Action Fraud was replaced by Report Fraud on 4 December 2025: neither the page as sent (prerendered) nor as shown names it.
    const sent = await (await page.request.get('/')).text();
    expect(sent).toContain('reportfraud.police.uk');
    expect(sent).not.toMatch(/action\s*fraud|actionfraud/i);
    expect(await page.content()).not.toMatch(/action\s*fraud|actionfraud/i);
  });

  test('at 375 px the mobile menu opens with the shown sections and closes when one is picked, or on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // With no stories or team (the default content) only the shown sections are linked, and /verify.
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Process', 'Check it is really us']);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Process' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page).toHaveURL(/#process$/);
    await expect(page.locator('#process')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it as well.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);

    // Escape closes it too, and gives focus back to the toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a signed-in client sees their name, a link to their dashboard and Logout instead of Login', async ({ page, request }) => {
    const client = await createClient(request, await staffToken(request), { firstName: 'Ama', lastName: 'Mensah' });
    await signInAsClient(page, client);
    await openLanding(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByTestId('signed-in-name')).toHaveText('Ama Mensah');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await banner.getByRole('link', { name: /Dashboard/ }).click();
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ama' })).toBeVisible();

    // At 375 px the name is in the menu; Logout ends the session and Login is back.
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toContainText('Signed in as Ama Mensah');
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    // Nobody signed in is an answer (null), not an error the browser reports on every page.
    const nobody = await page.request.get('/api/auth/user');
    expect([nobody.status(), await nobody.text()]).toEqual([200, 'null']);
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the header Login button goes to /client-login', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/client-login$/);
    await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
  });

  test("an unknown path shows 'Page Not Found'", async ({ page }) => {
    // Answered 404, with the app's own page.
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#assessment-form')).toBeVisible();
  });

  test('axe finds no serious or critical violation on / at 1280 px and 375 px', async ({ page }) => {
    await clearSiteContent();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await openLanding(page);
      await expect(page.locator('#assessment-form')).toBeVisible();
      expect(await seriousAxeViolations(page), `at ${width} px`).toEqual([]);
    }
  });

  test('the CSP allows no inline script and the page causes no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const w = window as unknown as { __cspViolations?: string[] };
        w.__cspViolations = w.__cspViolations ?? [];
        w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    const site = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/site');
    const response = await page.goto('/');
    expect(response?.ok()).toBe(true);
    const header = response?.headers()['content-security-policy'];
    expect(header, 'Content-Security-Policy header').toBeTruthy();
    const directives = new Map(
      (header ?? '').split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, 'script-src or default-src').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src-elem') ?? []).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src-attr') ?? []).not.toContain("'unsafe-inline'");

    // Use the page: load the lazy validator and the toast, open the menu, visit another route.
    expect((await site).ok()).toBe(true);
    const form = page.locator('#assessment-form');
    await form.getByRole('button', { name: 'Start Recovery Process' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact form').getByRole('alert').first()).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
    await page.goBack();
    await expect(form).toBeVisible();

    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect([...violations, ...fromEvents]).toEqual([]);
  });
});

test.describe('landing page weight', () => {
  // The bar: the scripts fetched before the load event, and the app's own script
  // (index-*.js), which the drawn page asks for just after its first paint; gzipped as the build is.
  // Chunks fetched later on their own (the forms, while the browser is idle) are not counted.
  const INITIAL_JS_BAR = 90 * 1024;

  test('at most 90 KB of gzipped JavaScript loads to start the page, and none of it is the admin or the portal', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    const app = /\/assets\/index-[^/]+\.js$/;
    await page.waitForFunction(
      (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
      app.source,
    );
    const scripts = await page.evaluate((source) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry.startTime <= navigation.loadEventStart || new RegExp(source).test(entry.name)) && new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => new URL(entry.name).pathname);
    }, app.source);
    expect(scripts.filter((file) => app.test(file))).toHaveLength(1);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join('dist/web', file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(INITIAL_JS_BAR);
    expect(scripts.filter((file) => /\/(admin-page|client-login-page|client-dashboard-page)-/.test(file))).toEqual([]);
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the page arrives drawn: headline, promises and the assessment form with its fields', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lost money to an online scam? Get an honest assessment of your case.');
      await expect(page.getByText('Our team responds within 24 hours')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Free Case Assessment' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Recovery Process' })).toBeVisible();
      await expect(page.getByLabel('Case details')).toBeVisible();
    });

    test('a browser without JavaScript is told before typing that the form needs it', async ({ request }) => {
      // Sent without a script the form comes back empty. (Playwright's switch turns scripts off but not
      // the parser's <noscript> handling, so the served page is read instead.)
      const html = await (await request.get('/')).text();
      expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript to send your assessment\./);
    });

    test('a form sent before any script has run never puts what was typed in the address', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Email', { exact: true }).first().fill('early.visitor@example.com');
      await page.getByLabel('Case details').fill('Sent before the script came');
      await page.getByRole('button', { name: 'Start Recovery Process' }).click();
      await page.waitForLoadState();
      expect(page.url()).not.toContain('early.visitor');
      expect(page.url()).not.toContain('script');
      // Back on the form (its script would have come by now), not on an error.
      await expect(page).toHaveURL(/\/#assessment-form$/);
      await expect(page.getByRole('heading', { name: 'Free Case Assessment' })).toBeVisible();
    });

    test('the contact form sent before any script has run comes back to the contact form', async ({ page }) => {
      await page.goto('/');
      const contact = page.locator('#contact');
      await contact.getByLabel('Email', { exact: true }).fill('early.contact@example.com');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForLoadState();
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
