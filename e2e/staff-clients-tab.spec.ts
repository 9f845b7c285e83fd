// The Clients tab from lead to account: a caseworker opens a lead's client account, follows the toast's
// link to it in the Clients tab, and back on the lead is offered the account rather than another one.
import { randomBytes } from 'node:crypto';
import { accountToasts } from '../src/contract/accounts/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, signInInvitedMember, submitLead, test } from './support/sign-in';

for (const width of [375, 1280]) {
  test(`at ${width} px the Clients tab from lead to account`, async ({ browser, baseURL, request, staffApiToken }) => {
    test.setTimeout(90_000);
    const tag = `cl${width}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    const email = `oona.${tag}@example.com`;
    const name = `Oona Tab${tag}`;
    await submitLead(request, { firstName: 'Oona', lastName: `Tab${tag}`, email });
    const { page, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName: 'Clients' });
    try {
      await page.setViewportSize({ width, height: 900 });
      const leads = page.getByRole('region', { name: 'Client leads' });
      const findLead = async () => {
        await page.getByLabel('Search leads').fill(email);
        await expect(leads.locator('tbody tr')).toHaveCount(1);
      };
      await findLead();

      // The lead has no account yet: it offers to create one.
      await expect(page.getByRole('link', { name: `Open client account of ${name}` })).toHaveCount(0);
      await page.getByRole('button', { name: `Create client account for ${name}` }).click();
      const create = page.getByRole('dialog', { name: 'Create Client Account' });
      await create.getByRole('button', { name: 'Create Account' }).click();
      await expect(create).toBeHidden();

      // The toast links to the new account: it opens in the Clients tab.
      const notifications = page.getByRole('region', { name: /Notifications/ });
      await expect(notifications.getByText(accountToasts.created, { exact: true })).toBeVisible();
      await notifications.getByRole('link', { name: accountToasts.open }).click();
      await expect(page).toHaveURL(/[?&]tab=clients&account=\d+/);
      // The account view is a modal dialog over the tab (the tabs are behind it until it closes).
      const account = page.getByRole('dialog', { name: /^Client account [A-Z]{2}-\d{6}$/ });
      await expect(account).toContainText(email);
      await expect(account.getByRole('region', { name: 'Ledger entries' })).toBeVisible();
      await expect(account.getByRole('button', { name: 'Post update' })).toBeVisible();
      await expect(account.getByLabel('Document needed')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const caseId = ((await account.getByRole('heading').first().textContent()) ?? '').replace('Client account ', '');
      await account.getByRole('button', { name: 'Close' }).last().click();
      await expect(account).toBeHidden();
      await expect(page.getByRole('tab', { name: 'Clients', selected: true })).toBeVisible();
      await expect(page).toHaveURL(/[?&]tab=clients$/);

      // The list of the tab finds the account by its case ID.
      await page.getByLabel('Search client accounts').fill(caseId);
      const accounts = page.getByRole('region', { name: 'Client accounts' });
      await expect(accounts.locator('tbody tr')).toHaveCount(1);
      await expect(accounts.locator('tbody tr')).toContainText(email);
      await expectNoSeriousA11yViolations(page);

      // Back on the lead: it offers its account, not a second one.
      await page.getByRole('tab', { name: 'Client Leads' }).click();
      await findLead();
      await expect(page.getByRole('button', { name: `Create client account for ${name}` })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: `Open client account of ${name}` }).click();
      const again = page.getByRole('dialog', { name: `Client account ${caseId}` });
      await expect(again).toContainText(email);
      await again.getByRole('button', { name: 'Close' }).last().click();
      await expect(page.getByRole('tab', { name: 'Clients', selected: true })).toBeVisible();
    } finally {
      await close();
    }
  });
}
