// Staff send consenting leads to the partner CRM from the CRM Integration tab and watch them reach
// their final state: synced, duplicate or failed (with its error), while a lead without consent can
// never be selected. The partner is a tiny fake HTTP server on the port playwright.config.ts points
// CRM_URL at: it refuses emails starting with 'fail' (500) and answers 'dup' ones as duplicates (409).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_CRM_PORT, E2E_CRM_TOKEN } from './fixtures';

const received: { email: string; authorization: string | undefined }[] = [];
let partner: Server;

test.beforeAll(async () => {
  partner = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let email = '';
      try {
        email = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email?: unknown }).email ?? '');
      } catch {
        // not JSON: answered as a bad request below
      }
      received.push({ email, authorization: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (!email) res.writeHead(400).end(JSON.stringify({ error: 'email is required' }));
      else if (email.startsWith('fail')) res.writeHead(500).end(JSON.stringify({ error: 'Partner database unavailable' }));
      else if (email.startsWith('dup')) res.writeHead(409).end(JSON.stringify({ error: 'Lead already exists' }));
      else res.writeHead(201).end(JSON.stringify({ id: received.length }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    partner.once('error', reject);
    partner.listen(E2E_CRM_PORT, '127.0.0.1', resolve);
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => partner.close(() => resolve()));
});

// Hidden from the accessibility tree while a modal dialog is open, but still shown.
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/, includeHidden: true });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description)).toBeVisible();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function seedLead(request: APIRequestContext, firstName: string, email: string, consentToShare: boolean): Promise<number> {
  const response = await request.post('/api/client-submissions', {
    data: {
      firstName,
      lastName: 'Crmtest',
      email,
      phone: '+44 20 7946 0123',
      country: 'United Kingdom',
      amountLost: '10000-25000',
      currency: 'GBP',
      depositMethod: 'cryptocurrency',
      companyName: 'Fake Exchange',
      expertCallTime: 'Any time',
      caseDetails: `${firstName} sent crypto to a fake exchange that then vanished with every deposit made over three months.`,
      consentToShare,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function stat(page: Page, key: string): Promise<number> {
  return Number(await page.getByTestId(`crm-stat-${key}`).textContent());
}

test('staff sync consenting leads to the partner CRM and see every state', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const ok = await seedLead(request, 'Olga', `ok-${tag}@example.com`, true);
  const single = await seedLead(request, 'Sami', `single-${tag}@example.com`, true);
  const dup = await seedLead(request, 'Dina', `dup-${tag}@example.com`, true);
  const fail = await seedLead(request, 'Fred', `fail-${tag}@example.com`, true);
  const noConsent = await seedLead(request, 'Nora', `nocon-${tag}@example.com`, false);
  const row = (id: number) => page.getByTestId(`crm-lead-${id}`);

  await page.goto('/admin?tab=crm');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('tab', { name: 'CRM Integration', selected: true })).toBeVisible();

  // Configured: the explanation, five stat cards and the leads; case details cut to 50 characters.
  await expect(page.getByText('How the integration works')).toBeVisible();
  await expect(page.getByText('Only leads who consented to sharing their case with the partner are ever sent', { exact: false })).toBeVisible();
  for (const key of ['total', 'synced', 'pending', 'failed', 'duplicate', 'noConsent'])
    await expect(page.getByTestId(`crm-stat-${key}`)).toHaveText(/^\d+$/);
  const olgaDetails = 'Olga sent crypto to a fake exchange that then vanished with every deposit made over three months.';
  await expect(row(ok).locator('td').nth(3)).toHaveText(olgaDetails.slice(0, 50));
  await expect(row(ok)).not.toContainText('three months');
  for (const id of [ok, single, dup, fail]) await expect(row(id)).toContainText('Pending');
  const before = { synced: await stat(page, 'synced'), failed: await stat(page, 'failed'), duplicate: await stat(page, 'duplicate') };

  // The lead without consent cannot be selected or synced, and says why.
  await expect(row(noConsent).getByRole('checkbox')).toBeDisabled();
  await expect(row(noConsent)).toContainText('No consent to share');
  // Never to be sent, so not "Pending": a status of its own, counted apart.
  await expect(row(noConsent).locator('td').nth(4)).toHaveText('No consent');
  await expect(row(noConsent)).not.toContainText('Pending');
  await expect(row(noConsent).getByRole('button', { name: /^Sync/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Nothing selected.
  await page.getByRole('button', { name: /^Sync Selected/ }).click();
  await expectToast(page, 'No Leads Selected', 'Please select leads to sync');

  // One lead on its own.
  await row(single).getByRole('button', { name: 'Sync Sami Crmtest' }).click();
  // Only queued: the toast says so; the row says synced once the partner has answered.
  await expectToast(page, 'Lead Queued', 'The lead will be sent to the partner shortly.');
  await expect(toasts(page).getByText('Lead Synced', { exact: true })).toHaveCount(0);
  await expect(row(single)).toContainText('Synced', { timeout: 15_000 });
  await expect(row(single).getByRole('checkbox')).toBeDisabled();
  await expect(row(single)).toContainText('Already synced');

  // Three at once: they end synced, duplicate and failed as the table refreshes itself.
  for (const id of [ok, dup, fail]) await row(id).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sync Selected (3)' }).click();
  await expectToast(page, 'Bulk Sync Completed', 'Queued 3 leads for sync.');
  await expect(row(ok)).toContainText('Synced', { timeout: 15_000 });
  await expect(row(dup)).toContainText('Duplicate', { timeout: 15_000 });
  await expect(row(fail)).toContainText('Failed', { timeout: 15_000 });
  await expect(row(fail)).not.toContainText('Queued');
  await expect(page.getByTestId('crm-stat-synced')).toHaveText(String(before.synced + 2));
  await expect(page.getByTestId('crm-stat-duplicate')).toHaveText(String(before.duplicate + 1));
  await expect(page.getByTestId('crm-stat-failed')).toHaveText(String(before.failed + 1));
  await page.screenshot({ path: testInfo.outputPath('crm-tab.png'), fullPage: true });

  // The partner saw each consenting lead, with the Bearer token, and never the one without consent.
  const emails = received.map((r) => r.email);
  expect(emails.filter((e) => e === `ok-${tag}@example.com`)).toHaveLength(1);
  expect(emails.filter((e) => e === `dup-${tag}@example.com`)).toHaveLength(1);
  expect(emails.filter((e) => e === `fail-${tag}@example.com`).length).toBeGreaterThanOrEqual(1);
  expect(emails).not.toContain(`nocon-${tag}@example.com`);
  expect(new Set(received.map((r) => r.authorization))).toEqual(new Set([`Bearer ${E2E_CRM_TOKEN}`]));

  // The failed lead: its error in a dialog, and it can be selected again.
  await row(fail).getByRole('button', { name: 'Failed: view the error for Fred Crmtest' }).click();
  const errorDialog = page.getByRole('dialog', { name: 'CRM Sync Error' });
  await expect(errorDialog).toContainText(`fail-${tag}@example.com`);
  await expect(errorDialog.locator('pre')).toHaveText(/\S/);
  await expect(errorDialog.locator('pre')).not.toHaveText('No error details were recorded.');
  await expectNoSeriousA11yViolations(page);
  await errorDialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(errorDialog).toBeHidden();
  await expect(row(fail).getByRole('checkbox')).toBeEnabled();
  await expect(row(ok).getByRole('checkbox')).toBeDisabled();
  await expect(row(dup).getByRole('checkbox')).toBeDisabled();

  // Or sent again from the dialog itself.
  const triedBefore = received.filter((r) => r.email === `fail-${tag}@example.com`).length;
  await row(fail).getByRole('button', { name: 'Failed: view the error for Fred Crmtest' }).click();
  await errorDialog.getByRole('button', { name: 'Sync again' }).click();
  await expect(errorDialog).toBeHidden();
  await expectToast(page, 'Lead Queued', 'The lead will be sent to the partner shortly.');
  await expect.poll(() => received.filter((r) => r.email === `fail-${tag}@example.com`).length, { timeout: 15_000 }).toBeGreaterThan(triedBefore);
});
