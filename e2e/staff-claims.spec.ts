// Staff record what a client paid to the scam, see which claims fit, open one, and find it in the Claims
// tab; the screens hold at a phone's width and a desktop's, with no serious accessibility violation.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createClient, expect, test } from './support/sign-in';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function addPayment(page: Page, fields: { paidAt: string; amount: string; from: string }) {
  await page.getByRole('button', { name: 'Add payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Date paid').fill(fields.paidAt);
  await dialog.getByLabel('Amount').fill(fields.amount);
  await dialog.getByLabel('Paid from (bank or provider)').fill(fields.from);
  await dialog.getByRole('button', { name: 'Add payment' }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [375, 1280]) {
  test(`at ${width} px staff add a payment, open a claim and find it in the Claims tab`, async ({
    staffPage: page,
    request,
    staffApiToken,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const client = await createClient(request, staffApiToken, { firstName: 'Claire', lastName: `Claims${Date.now().toString(36)}` });
    await page.goto(`/admin?tab=clients&account=${client.id}`);
    const account = page.getByRole('dialog', { name: `Client account ${client.caseId}` });
    const work = account.getByRole('region', { name: 'Recovery work' });
    await expect(work).toContainText('No payments recorded yet');

    await addPayment(page, { paidAt: daysAgo(20), amount: '2500', from: 'Example Bank' });
    const payment = work.getByTestId('payment');
    await expect(payment).toContainText('£2,500.00');
    await expect(payment).toContainText('APP scam reimbursement');
    await expect(work).toContainText('Confirmed');

    await work.getByRole('button', { name: 'Open a claim' }).click();
    const open = page.getByRole('dialog', { name: 'Open a claim' });
    await open.getByLabel('Made to').fill('Example Bank');
    await open.getByRole('checkbox').first().check();
    await page.screenshot({ path: info.outputPath(`open-claim-${width}.png`) });
    await expectNoSeriousA11yViolations(page);
    await open.getByRole('button', { name: 'Open claim' }).click();
    await expect(open).toBeHidden();
    const claim = work.getByTestId('claim');
    await expect(claim).toContainText('Preparing');
    await expect(claim).toContainText('Why it may fail');
    await work.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`account-${width}.png`), fullPage: false });
    await work.screenshot({ path: info.outputPath(`recovery-work-${width}.png`) });
    await expectNoSeriousA11yViolations(page);

    await claim.getByRole('button', { name: /^Record a change/ }).click();
    const change = page.getByRole('dialog', { name: 'Record a change' });
    await expect(change.getByLabel('New status').locator('option')).toHaveText(['Filed', 'Withdrawn']);
    await change.getByRole('button', { name: 'Record change' }).click();
    await expect(change).toBeHidden();
    await expect(claim).toContainText('Filed');

    await page.goto('/admin?tab=claims');
    const tab = page.getByRole('region', { name: 'Claims', exact: true });
    await tab.getByRole('searchbox', { name: 'Search claims' }).fill(client.caseId);
    const row = tab.locator('tbody tr', { hasText: client.caseId });
    await expect(row).toContainText('APP scam reimbursement');
    await expect(row).toContainText('Filed');
    await page.screenshot({ path: info.outputPath(`claims-tab-${width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);

    await row.getByRole('link', { name: /^Open the account of/ }).click();
    await expect(page.getByRole('dialog', { name: `Client account ${client.caseId}` })).toBeVisible();
  });
}
