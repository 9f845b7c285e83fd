// A caseworker records recoveries but cannot reverse one: the ledger says who corrects a mistake.
import { createClient, expect, signInInvitedMember, test } from './support/sign-in';

test('a caseworker sees no Reverse button, and the ledger says an admin corrects a mistake', async ({
  browser,
  baseURL,
  request,
  staffApiToken,
}) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Lena', lastName: `Ledger${Date.now().toString(36)}` });
  const { page, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName: 'Ledger' });
  try {
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByRole('button', { name: `Open account ${client.caseId} (${client.email})` }).click();
    const account = page.getByRole('dialog', { name: `Client account ${client.caseId}` });
    const entries = account.getByRole('region', { name: 'Ledger entries' });
    await expect(entries.locator('tbody tr').first()).toContainText('CHB-E2E-0001');
    await expect(account.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
    await expect(account).toContainText('a mistake is corrected with a reversing entry, which only an admin can add: ask one.');
  } finally {
    await close();
  }
});
