// Staff learn of a chat from any tab of the panel, and a visitor who left reads the reply from an email's
// one-time link in another browser: two browser contexts each, at 375 and 1280 px, axe-clean.
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { CHAT_LINK_EXPIRED } from '../src/contract/chat/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chatLinkMailedTo, mailTextsTo } from './support/mail';
import { openLanding, uniqueEmail } from './support/visitor';

async function signInStaff(page: Page) {
  await page.goto('/admin?tab=leads');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

async function startChat(page: Page, email: string, text: string) {
  await openLanding(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  await widget.getByLabel('First name').fill('Vera');
  await widget.getByLabel('Last name').fill(`Visitor${Date.now().toString(36)}`);
  await widget.getByLabel('Email').fill(email);
  await widget.getByLabel('Phone').fill('+44 20 7946 0000');
  await widget.getByRole('button', { name: 'Start Chat' }).click();
  await widget.getByRole('textbox', { name: /message/i }).fill(text);
  await widget.getByRole('button', { name: /send/i }).click();
  await expect(widget.getByText(text)).toBeVisible();
  return widget;
}

// Every browser these journeys open is closed after each: a staff panel left open would count as staff
// online for the journeys after them.
const opened: BrowserContext[] = [];
async function fresh(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  opened.push(context);
  return context;
}
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

for (const width of [375, 1280]) {
  test(`staff on the leads tab alerted to a new chat (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const staffContext = await fresh(browser, { viewport: { width, height: 800 }, permissions: ['notifications'] });
    const staff = await staffContext.newPage();
    await staff.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      class Recorded {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        constructor(title: string, options?: { body?: string }) {
          shown.push(`${title}|${options?.body ?? ''}`);
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: Recorded });
    });
    await signInStaff(staff);
    // The member turns alerts on in their profile, then goes back to the leads.
    await staff.getByRole('link', { name: 'Profile' }).click();
    await staff.getByRole('checkbox', { name: 'Alert me to new chat messages' }).check();
    await expectNoSeriousA11yViolations(staff);
    // Other journeys' chats may be waiting already: the count before this one is the panel's first answer.
    const counted = staff.waitForResponse((response) => response.url().includes('/api/chat/admin/rooms?filter=unread'));
    await staff.goto('/admin?tab=leads');
    await expect(staff.getByRole('tab', { name: 'Client Leads', selected: true })).toBeVisible();
    const before = Number((await counted).headers()['x-total-count'] ?? 0);

    const visitor = await (await fresh(browser, { viewport: { width, height: 800 } })).newPage();
    const widget = await startChat(visitor, uniqueEmail('alert'), 'Is anyone there? About case word Zebra5521');
    // The visitor's banner followed presence: staff have the panel open and shown.
    await expect(widget.getByText(/not online right now/)).toHaveCount(0);

    await expect(staff).toHaveTitle(`(${before + 1}) Admin Dashboard`);
    await expect(staff.getByRole('tab', { name: new RegExp(`Live Chat\\W*${before + 1} unread`) })).toBeVisible();
    const shown = await staff.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.join(' ')).not.toContain('Zebra5521');
    await expectNoSeriousA11yViolations(staff);
  });

  test(`a visitor emailed a reply and reopening the chat from the link in another browser (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('link');
    const first = await fresh(browser, { viewport: { width, height: 800 } });
    const visitor = await first.newPage();
    await startChat(visitor, email, 'Please reply by email, I have to go');
    await first.close();

    const staff = await (await fresh(browser, { viewport: { width, height: 800 } })).newPage();
    await signInStaff(staff);
    await staff.getByRole('tab', { name: /Live Chat/ }).click();
    const inbox = staff.getByRole('region', { name: 'Live Chat' });
    await inbox.getByRole('button', { name: /Vera/ }).first().click();
    await inbox.getByRole('textbox', { name: /reply|message/i }).fill('We have your case: reference 7731');
    await inbox.getByRole('button', { name: /send/i }).click();

    const link = await chatLinkMailedTo(email);
    const mail = (await mailTextsTo(email)).at(-1) ?? '';
    expect(mail).toContain('A reply is waiting');
    expect(mail).not.toContain('7731');

    const other = await (await fresh(browser, { viewport: { width, height: 800 } })).newPage();
    await other.goto(link);
    const widget = other.getByRole('dialog', { name: 'Live Support' });
    await expect(widget.getByText('We have your case: reference 7731')).toBeVisible();
    expect(new URL(other.url()).hash).toBe('');
    await expectNoSeriousA11yViolations(other);
    // The browser keeps it.
    await other.reload();
    await other.getByRole('button', { name: /Open chat/ }).click();
    await expect(other.getByRole('dialog', { name: 'Live Support' }).getByText('We have your case: reference 7731')).toBeVisible();

    // Used again in a third browser: start again.
    const third = await (await fresh(browser, { viewport: { width, height: 800 } })).newPage();
    await third.goto(link);
    const asked = third.getByRole('dialog', { name: 'Live Support' });
    await expect(asked.getByText(CHAT_LINK_EXPIRED)).toBeVisible();
    await expect(asked.getByText('We have your case: reference 7731')).toHaveCount(0);
    await expectNoSeriousA11yViolations(third);
  });
}
