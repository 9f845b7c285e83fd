// Staff turn a lead into a client account with a recorded recovery, keep the ledger honest (a second
// recovery, then its reversal), review the client's document and move the client's payout along
// pending -> processing -> completed; the account then shows the amount transferred.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { REFERENCE_REQUIRED_MESSAGE } from '../src/contract/accounts/accounts';
import { formatMoney } from '../src/contract/shared/money';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { submitLead } from './support/sign-in';
import { defined } from './support/defined';

const CLIENT_PASSWORD = 'a-long-client-passphrase';
const VALID_BTC_WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const gbp = (amount: string) => formatMoney(amount, 'GBP');

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

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/authenticate', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function optionValues(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
}

test('staff create a client account with a recorded recovery, keep the ledger, review a document and complete a payout', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `acc${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `nadia.${tag}@example.com`;
  const lastName = `Quist${tag}`;
  const name = `Nadia ${lastName}`;

  await submitLead(request, { firstName: 'Nadia', lastName, email, phone: '+44 20 7946 0199' });

  // Staff sign in and find the lead.
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByLabel('Search leads').fill(email);
  await expect(page.getByRole('region', { name: 'Client leads' }).locator('tbody tr')).toHaveCount(1);

  // The create-client-account dialog: email prefilled, amount 0.00 by default, a reference needed above zero.
  await page.getByRole('button', { name: `Create client account for ${name}` }).click();
  const create = page.getByRole('dialog', { name: 'Create Client Account' });
  await expect(create.getByLabel('Email')).toHaveValue(email);
  await expect(create.getByLabel('Recovered amount')).toHaveValue('0.00');
  await expect(create.getByLabel('Recovered amount')).toHaveAttribute('step', '0.01');
  await expect(create.getByLabel('Currency')).toHaveValue('GBP');
  expect(await optionValues(create.getByLabel('Currency'))).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
  await expect(create.getByLabel('Date received')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await create.getByLabel('Password').fill('short');
  await create.getByLabel('Recovered amount').fill('1500.00');
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expect(create.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(create.getByText(REFERENCE_REQUIRED_MESSAGE)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await create.getByLabel('Password').fill(CLIENT_PASSWORD);
  await create.getByLabel('Reference').fill('CHB-2026-0042');
  await create.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Client Account Created');
  await expect(create).toBeHidden();
  // The lead became a client: the open list says so at once.
  await expect(page.getByRole('region', { name: 'Client leads' }).locator('tbody tr').first()).toContainText('Converted');

  // The Clients tab: the balance comes from the ledger.
  await page.getByRole('tab', { name: 'Clients' }).click();
  const accounts = page.getByRole('region', { name: 'Client accounts' });
  await page.getByLabel('Search client accounts').fill(email);
  const accountRow = accounts.locator('tbody tr', { hasText: email });
  await expect(accounts.locator('tbody tr')).toHaveCount(1);
  await expect(accountRow).toContainText(gbp('1500.00'));
  await expect(accountRow).toContainText('Under Review');
  const caseId = defined(await accountRow.locator('td').first().textContent(), 'case ID cell').trim();
  expect(caseId).toMatch(/^[A-Z]{2}-\d{6}$/);
  await expectNoSeriousA11yViolations(page);

  await accountRow.getByRole('button', { name: /^Open account/ }).click();
  const account = page.getByRole('dialog', { name: `Client account ${caseId}` });
  const ledger = account.getByRole('region', { name: 'Ledger entries' });
  await expect(ledger.locator('tbody tr')).toHaveCount(1);
  await expect(ledger.locator('tbody tr').first()).toContainText('CHB-2026-0042');
  await expect(ledger.locator('tbody tr').first()).toContainText(gbp('1500.00'));
  // Recorded by a named staff member.
  await expect(ledger.locator('tbody tr').first().locator('td').nth(4)).not.toHaveText(/^—/);
  // No field anywhere takes a balance: the only money inputs are the recovery form's amount.
  await expect(account.getByRole('spinbutton')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // A second recovery, then its reversal.
  await account.getByLabel(/^Amount/).fill('200');
  await account.getByLabel('Reference').fill('BANK-REF-0002');
  await account.getByLabel('Note (optional)').fill('Second chargeback <b>not html</b>');
  await account.getByRole('button', { name: 'Record recovery' }).click();
  await expectToast(page, 'Recovery Recorded');
  await expect(account.getByTestId('balance-recovered')).toHaveText(gbp('1700.00'));
  await expect(ledger.locator('tbody tr')).toHaveCount(2);
  await expect(ledger.getByText('Second chargeback <b>not html</b>')).toBeVisible();

  await account.getByRole('button', { name: `Reverse ${gbp('200.00')} (BANK-REF-0002)` }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse ledger entry' });
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(reverse.getByText('Say why the entry is reversed')).toBeVisible();
  await reverse.getByLabel('Reason').fill('Recorded twice by mistake');
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expectToast(page, 'Entry Reversed');
  await expect(reverse).toBeHidden();
  await expect(account.getByTestId('balance-recovered')).toHaveText(gbp('1500.00'));
  await expect(ledger.locator('tbody tr')).toHaveCount(3);
  await expect(ledger.locator('tbody tr', { hasText: 'Recorded twice by mistake' })).toContainText('Reversal');
  await expect(ledger.locator('tbody tr', { hasText: 'Second chargeback' })).toContainText('Reversed');
  // Only the untouched first entry can still be reversed.
  await expect(ledger.getByRole('button', { name: /^Reverse / })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('account-dialog.png'), fullPage: true });
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(account).toBeHidden();

  // The client, through the API with its own session: a payout request and a document.
  const client = await playwright.request.newContext({ baseURL });
  const login = await client.post('/api/client/login', { data: { email, password: CLIENT_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const clientAccountId = ((await login.json()) as { id: number }).id;
  const requestPayout = async () => {
    const response = await client.post('/api/withdrawal-requests', {
      data: {
        clientAccountId,
        amount: '1500.00',
        currency: 'GBP',
        withdrawalMethod: 'cryptocurrency',
        cryptoType: 'BTC',
        walletAddress: VALID_BTC_WALLET,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const firstPayout = await requestPayout();
  const upload = await client.post('/api/client/documents', {
    data: {
      clientAccountId,
      documentType: 'id',
      fileName: `passport-${tag}.pdf`,
      fileSize: SMALL_PDF.length,
      mimeType: 'application/pdf',
      fileData: SMALL_PDF.toString('base64'),
      status: 'pending',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // Documents: listed with the client's name and email, downloadable, approved with a note.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const documents = page.getByRole('region', { name: 'Client documents' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const docRow = documents.locator('tbody tr', { hasText: `passport-${tag}.pdf` });
  await expect(docRow).toContainText(name);
  await expect(docRow).toContainText(email);
  await expect(docRow).toContainText('ID Document');
  await expect(docRow).toContainText('Pending Review');
  await expectNoSeriousA11yViolations(page);
  const downloadEvent = page.waitForEvent('download');
  await docRow.getByRole('button', { name: `Download passport-${tag}.pdf` }).click();
  expect((await downloadEvent).suggestedFilename()).toBe(`passport-${tag}.pdf`);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(docRow).toBeVisible();
  await docRow.getByRole('button', { name: `Review passport-${tag}.pdf` }).click();
  const review = page.getByRole('dialog', { name: 'Review Document' });
  await review.getByLabel('Status').selectOption('approved');
  await review.getByLabel('Admin notes').fill('Matches the account holder');
  await review.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(page, 'Document Updated');
  await expect(review).toBeHidden();
  // Filtered on pending, the approved document leaves the list; on All it shows Approved.
  await expect(docRow).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('all');
  await expect(docRow).toContainText('Approved');
  await page.screenshot({ path: testInfo.outputPath('documents-tab.png'), fullPage: true });

  // Withdrawal Requests: an update made elsewhere first (the request is rejected through the API) makes
  // a stale move illegal: the server's 409 message shows in the toast.
  await page.getByRole('tab', { name: 'Withdrawal Requests' }).click();
  const withdrawals = page.getByRole('region', { name: 'Withdrawal requests' });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const firstRow = withdrawals.locator('tbody tr', { hasText: email }).first();
  await expect(firstRow).toContainText(gbp('1500.00'));
  await expect(firstRow).toContainText('Cryptocurrency');
  await expect(firstRow).toContainText(VALID_BTC_WALLET);
  await expect(firstRow).toContainText('Pending');
  await firstRow.getByRole('button', { name: `Update withdrawal request from ${email}` }).click();
  let update = page.getByRole('dialog', { name: 'Update Withdrawal Request' });
  expect(await optionValues(update.getByLabel('Status'))).toEqual(['pending', 'processing', 'rejected']);
  const token = await staffToken(request);
  const rejected = await request.patch(`/api/admin/withdrawal-requests/${firstPayout}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'rejected', adminNotes: 'Wallet belongs to someone else', reason: 'The wallet is not in your name.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await update.getByLabel('Status').selectOption('processing');
  await update.getByRole('button', { name: 'Update Request' }).click();
  await expectToast(page, 'Failed to update withdrawal request', 'A rejected withdrawal request cannot become processing');
  await update.getByRole('button', { name: 'Cancel' }).click();
  await expect(update).toBeHidden();
  await expect(firstRow).toContainText('Rejected');

  // Rejecting freed the balance: a new request, moved pending -> processing -> completed.
  await requestPayout();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(withdrawals.locator('tbody tr', { hasText: email })).toHaveCount(2);
  const payoutRow = withdrawals.locator('tbody tr', { hasText: email }).first();
  await expect(payoutRow).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
  await payoutRow.getByRole('button', { name: `Update withdrawal request from ${email}` }).click();
  update = page.getByRole('dialog', { name: 'Update Withdrawal Request' });
  // Completed is not a legal move from pending, so it is not offered.
  expect(await optionValues(update.getByLabel('Status'))).toEqual(['pending', 'processing', 'rejected']);
  await update.getByLabel('Status').selectOption('processing');
  await update.getByRole('button', { name: 'Update Request' }).click();
  await expectToast(page, 'Withdrawal request updated successfully');
  await expect(payoutRow).toContainText('Processing');
  await payoutRow.getByRole('button', { name: `Update withdrawal request from ${email}` }).click();
  expect(await optionValues(update.getByLabel('Status'))).toEqual(['processing', 'completed', 'rejected']);
  await update.getByLabel('Status').selectOption('completed');
  await update.getByLabel('Payment reference').fill('0x5e1f0000000000000000000000000000000000000000000000000000000000aa');
  await update.getByLabel('Admin notes').fill('Sent on chain');
  await update.getByRole('button', { name: 'Update Request' }).click();
  // Completing is final and moves money: it is confirmed first, naming the client and the amount.
  const confirmPayout = page.getByRole('alertdialog', { name: 'Complete this payout?' });
  await expect(confirmPayout).toContainText(gbp('1500.00'));
  await expect(confirmPayout).toContainText(email);
  await confirmPayout.getByRole('button', { name: `Complete payout of ${gbp('1500.00')}` }).click();
  await expectToast(page, 'Withdrawal request updated successfully');
  await expect(payoutRow).toContainText('Completed');
  // A completed request is final: it opens read-only.
  await payoutRow.getByRole('button', { name: `View withdrawal request from ${email}` }).click();
  const completed = page.getByRole('dialog', { name: 'Withdrawal Request', exact: true });
  await expect(completed).toContainText('Sent on chain');
  await expect(completed.getByLabel('Status')).toHaveCount(0);
  await expect(completed.getByRole('button', { name: 'Update Request' })).toHaveCount(0);
  await completed.getByRole('button', { name: 'Close' }).last().click();
  await expect(completed).toBeHidden();

  // The account (on the Clients tab) now shows the amount transferred and nothing left to pay out.
  await page.getByRole('tab', { name: 'Clients' }).click();
  await page.getByLabel('Search client accounts').fill(email);
  const cells = accountRow.locator('td');
  await expect(cells.nth(3)).toHaveText(gbp('0.00'));
  await expect(cells.nth(4)).toHaveText(gbp('1500.00'));
  await expect(cells.nth(5)).toHaveText(gbp('0.00'));
  await page.screenshot({ path: testInfo.outputPath('withdrawals-tab.png'), fullPage: true });

  // The recovery has been paid out: reversing it would make the balance negative, so it is not offered.
  await accountRow.getByRole('button', { name: /^Open account/ }).click();
  const paidOut = page.getByRole('dialog', { name: `Client account ${caseId}` });
  const paidLedger = paidOut.getByRole('region', { name: 'Ledger entries' });
  const firstEntry = paidLedger.locator('tbody tr', { hasText: 'CHB-2026-0042' });
  await expect(firstEntry).toContainText('Paid out');
  await expect(paidLedger.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
  await paidOut.getByRole('button', { name: 'Close' }).first().click();
  await client.dispose();
});
