// A bank payout with the account given in the portal and shown masked. The client gives the
// account with the request; the admin reads it whole on that payout only, completes it with the transfer's
// reference; the client then sees the date, the method, the masked destination and that reference.
import { PAYMENT_NOTICE } from '../src/contract/accounts/bank-details';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createClient, expect, signInAsClient, test } from './support/sign-in';

const ACCOUNT_NUMBER = '31926819';

for (const width of [375, 1280]) {
  test(`a bank payout with details given in the portal and shown masked (${width} px)`, async ({ page, staffPage, request, staffApiToken }) => {
    const client = await createClient(request, staffApiToken, { firstName: 'Rita', lastName: `Okafor${width}` });
    await page.setViewportSize({ width, height: 900 });
    await staffPage.setViewportSize({ width, height: 900 });

    // The client asks for the payout, giving the account in their own portal.
    await signInAsClient(page, client);
    await page.goto('/client-dashboard');
    const card = page.getByRole('region', { name: 'Request a payout' });
    await expect(card.getByTestId('payment-notice')).toHaveText(PAYMENT_NOTICE);
    await expect(card.getByLabel('Name on the account')).toHaveValue(`Rita Okafor${width}`);
    await card.getByRole('textbox', { name: 'Sort code' }).fill('12-34-5');
    await card.getByRole('textbox', { name: 'Account number' }).fill(ACCOUNT_NUMBER);
    await card.getByRole('button', { name: 'Request a payout' }).click();
    await expect(card.getByText('A sort code is 6 digits, for example 12-34-56')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Sort code' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('textbox', { name: 'Sort code' }).fill('12-34-56');
    await card.getByRole('button', { name: 'Request a payout' }).click();
    const payouts = page.getByRole('region', { name: 'Your payouts', exact: true });
    const entry = payouts.getByTestId('withdrawal-request');
    await expect(entry).toContainText('Bank transfer · Account ending 6819');
    await expect(entry).toContainText('Payout requested');
    await expect(page.getByTestId('amount-label')).toHaveText('Payout requested');
    await expect(page.locator('body')).not.toContainText(ACCOUNT_NUMBER);

    // The admin sees it masked in the list, whole only on the payout, and completes it with the reference.
    await staffPage.getByRole('tab', { name: 'Withdrawal Requests' }).click();
    const table = staffPage.getByRole('region', { name: 'Withdrawal requests table' });
    const row = table.locator('tbody tr', { hasText: client.email });
    await expect(row).toContainText('Account ending 6819');
    await expect(table).not.toContainText(ACCOUNT_NUMBER);
    await row.getByRole('button', { name: `Update withdrawal request from ${client.email}` }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Update Withdrawal Request' });
    await expect(dialog).not.toContainText(ACCOUNT_NUMBER);
    await dialog.getByRole('button', { name: 'Show full bank details' }).click();
    const whole = dialog.getByRole('group', { name: 'Full bank details' });
    await expect(whole).toContainText(`Rita Okafor${width}`);
    await expect(whole).toContainText(ACCOUNT_NUMBER);
    await expect(whole).toContainText('123456');
    await expectNoSeriousA11yViolations(staffPage);
    await dialog.getByLabel('Status').selectOption('processing');
    await dialog.getByRole('button', { name: 'Update Request' }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: `Update withdrawal request from ${client.email}` }).click();
    await dialog.getByLabel('Status').selectOption('completed');
    await dialog.getByLabel('Payment reference').fill(`FPS-E2E-${width}`);
    await dialog.getByRole('button', { name: 'Update Request' }).click();
    const confirm = staffPage.getByRole('alertdialog', { name: 'Complete this payout?' });
    await confirm.getByRole('button', { name: /^Complete payout of / }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Completed');

    // The client sees it paid: when, how, where (masked) and the reference.
    await page.reload();
    await expect(entry).toContainText('Paid to you');
    await expect(entry).toContainText('Bank transfer · Account ending 6819');
    await expect(entry).toContainText(`Payment reference: FPS-E2E-${width}`);
    await expect(entry).toContainText(/Paid \d/);
    await expect(page.locator('body')).not.toContainText(ACCOUNT_NUMBER);
    await expect(page.getByRole('region', { name: 'Request a payout' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
