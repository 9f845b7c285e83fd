// The recovery work end to end: a client adds two payments from their dashboard, staff confirm them and
// file an APP claim covering both, the bank's decision becomes overdue, a partial refund comes back
// (recorded in the ledger against the claim), and staff refer the claim to the Ombudsman; the client
// sees each step on their dashboard.
//
// The clock: the server takes the day from the real clock (nothing sets it in a journey), so the claim
// is filed 30 days ago, as staff may date an event: the bank's 5 business days to decide have passed by
// today, as they would have under a clock moved on.
import type { Page } from '@playwright/test';
import { claimEndpoints } from '../src/contract/claims/endpoints';
import { accountEndpoints } from '../src/contract/accounts/endpoints';
import { endpointUrl } from '../src/contract/shared/endpoint';
import { createClient, expect, signInAsClient, test } from './support/sign-in';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const TITLE = 'Reimbursement claim to Example Bank under the APP scam rules';

async function addPaymentAsClient(page: Page, fields: { paidAt: string; amount: string }) {
  const payments = page.getByRole('region', { name: 'Your payments' });
  await payments.getByRole('button', { name: 'Add a payment you made' }).click();
  const form = payments.getByRole('form', { name: 'Add a payment you made' });
  await form.getByLabel('Date you paid').fill(fields.paidAt);
  await form.getByLabel('Amount', { exact: true }).fill(fields.amount);
  await form.getByLabel('How you paid').selectOption('faster_payment');
  await form.getByLabel('Currency').selectOption('GBP');
  await form.getByLabel('The bank or provider you paid from').fill('Example Bank');
  await form.getByLabel('Who you paid').fill('Fake Broker Ltd 87654321');
  await form.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByText('Payment added', { exact: true }).first()).toBeVisible();
  await expect(form).toBeHidden();
}

async function recordChange(page: Page, claim: ReturnType<Page['getByTestId']>, change: Record<string, string>) {
  await claim.getByRole('button', { name: /^Record a change/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a change' });
  await dialog.getByLabel('New status').selectOption(change.status);
  await dialog.getByLabel('When it happened').fill(change.at);
  if (change.finalResponseAt) await dialog.getByLabel('Date of their final response (optional)').fill(change.finalResponseAt);
  if (change.amountDecided) await dialog.getByLabel('Amount they will pay (optional)').fill(change.amountDecided);
  await dialog.getByLabel('Note (optional)').fill(change.note);
  await dialog.getByLabel(/^Show this change and its note to the client/).check();
  await dialog.getByRole('button', { name: 'Record change' }).click();
  await expect(dialog).toBeHidden();
}

test('a client reports two payments, staff claim for both, the decision is overdue, part is refunded, the claim goes to the Ombudsman', async ({
  page,
  staffPage,
  request,
  staffApiToken,
}) => {
  test.setTimeout(120_000);
  const client = await createClient(request, staffApiToken, {
    firstName: 'Jo',
    lastName: `Journey${Date.now().toString(36)}`,
    recoveredAmount: '0.00',
  });
  await signInAsClient(page, client);

  // 1. The client adds the two payments they made.
  await page.goto('/client-dashboard');
  const payments = page.getByRole('region', { name: 'Your payments' });
  await addPaymentAsClient(page, { paidAt: daysAgo(40), amount: '1200.00' });
  await addPaymentAsClient(page, { paidAt: daysAgo(35), amount: '800.00' });
  const clientPayments = payments.getByTestId('client-payment');
  await expect(clientPayments).toHaveCount(2);
  for (const payment of await clientPayments.all()) await expect(payment).toContainText('Reported by you: we will check it');
  await expect(page.getByRole('region', { name: 'Your claims' })).not.toContainText(TITLE);

  // 2. Staff confirm them on the client's account.
  await staffPage.goto(`/admin?tab=clients&account=${client.id}`);
  const account = staffPage.getByRole('dialog', { name: `Client account ${client.caseId}` });
  const work = account.getByRole('region', { name: 'Recovery work' });
  await expect(work.getByTestId('payment')).toHaveCount(2);
  for (const amount of ['£1,200.00', '£800.00']) {
    await work.getByRole('button', { name: new RegExp(`^Confirm the payment of ${amount}`) }).click();
    await expect(work.getByTestId('payment').filter({ hasText: amount })).toContainText('Confirmed');
  }
  await expect(work.getByRole('button', { name: /^Confirm the payment/ })).toHaveCount(0);

  await page.reload();
  await expect(clientPayments).toHaveCount(2);
  for (const payment of await clientPayments.all()) {
    await expect(payment).toContainText('Confirmed');
    await expect(payment).not.toContainText('Reported by you');
  }

  // 3. Staff open an APP claim over both and file it, 30 days ago.
  await work.getByRole('button', { name: 'Open a claim' }).click();
  const open = staffPage.getByRole('dialog', { name: 'Open a claim' });
  await expect(open.getByLabel('Type of claim')).toHaveValue('app_reimbursement');
  await open.getByLabel('Made to').fill('Example Bank');
  const boxes = open.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await box.check();
  await open.getByRole('button', { name: 'Open claim' }).click();
  await expect(open).toBeHidden();
  const claim = work.getByTestId('claim').filter({ hasText: 'APP scam reimbursement' });
  await expect(claim).toContainText('Preparing');
  await expect(claim).toContainText('£2,000.00');
  await recordChange(staffPage, claim, { status: 'filed', at: daysAgo(30), note: 'We sent your claim to Example Bank with your statements.' });
  await expect(claim).toContainText('Filed');

  // 4. Its decision is overdue: marked on the claim and in the Claims tab's queue.
  await expect(claim).toContainText('(overdue)');
  const claimId = await (async () => {
    const listed = await request.get(endpointUrl(claimEndpoints.listForAccount, { params: { id: client.id } }), {
      headers: { Authorization: `Bearer ${staffApiToken}` },
    });
    expect(listed.status(), await listed.text()).toBe(200);
    const { items } = (await listed.json()) as { items: { id: number; type: string }[] };
    expect(items).toHaveLength(1);
    return items[0].id;
  })();
  const claimsTab = await staffPage.context().newPage();
  await claimsTab.goto('/admin?tab=claims');
  const tab = claimsTab.getByRole('region', { name: 'Claims', exact: true });
  await tab.getByRole('button', { name: /^Decision overdue/ }).click();
  await expect(tab.getByRole('button', { name: /^Decision overdue/ })).toHaveAttribute('aria-pressed', 'true');
  await tab.getByRole('searchbox', { name: 'Search claims' }).fill(client.caseId);
  const row = tab.locator('tbody tr', { hasText: client.caseId });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('APP scam reimbursement');
  await expect(row).toContainText('Filed');
  await claimsTab.close();

  await page.reload();
  const claims = page.getByRole('region', { name: 'Your claims' });
  const clientClaim = claims.getByTestId('client-claim').filter({ hasText: TITLE });
  await expect(clientClaim.getByRole('heading')).toHaveText(TITLE);
  await expect(clientClaim).toContainText('Filed');
  await expect(clientClaim).toContainText('The claim was sent');
  await expect(clientClaim).toContainText('We sent your claim to Example Bank with your statements.');
  await expect(clientClaim.getByTestId('claim-next-date')).toContainText(/^Your bank should have decided by \d{1,2} [A-Z][a-z]+/);

  // 5. The bank partly upholds it and refunds £1,500.00: recorded in the ledger against the claim.
  await recordChange(staffPage, claim, {
    status: 'partly_upheld',
    at: daysAgo(5),
    finalResponseAt: daysAgo(5),
    amountDecided: '1500.00',
    note: 'Example Bank will refund £1,500.00 of the £2,000.00.',
  });
  await expect(claim).toContainText('Partly upheld');
  await expect(claim).not.toContainText('(overdue)');
  // The account's recovery form has no claim to choose: the entry naming the claim is recorded through the API.
  const recorded = await request.post(endpointUrl(accountEndpoints.recordRecovery, { params: { id: client.id } }), {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: { amount: '1500.00', currency: 'GBP', receivedOn: daysAgo(3), reference: 'FPS EXAMPLEBANK 1500', note: 'APP refund', claimId },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const detail = await request.get(endpointUrl(claimEndpoints.read, { params: { id: claimId } }), {
    headers: { Authorization: `Bearer ${staffApiToken}` },
  });
  expect(detail.status(), await detail.text()).toBe(200);
  const { ledgerEntries } = (await detail.json()) as { ledgerEntries: { amount: string; reference: string }[] };
  expect(ledgerEntries).toEqual([expect.objectContaining({ amount: '1500.00', reference: 'FPS EXAMPLEBANK 1500' })]);
  await staffPage.reload();
  await expect(account.getByRole('cell', { name: 'FPS EXAMPLEBANK 1500', exact: true })).toBeVisible();

  await page.reload();
  await expect(clientClaim).toContainText('Partly upheld');
  await expect(clientClaim).toContainText('The claim was partly accepted');
  await expect(clientClaim).toContainText('Example Bank will refund £1,500.00 of the £2,000.00.');
  await expect(clientClaim.getByTestId('claim-next-date')).toContainText(/^You can refer this to the Financial Ombudsman Service until /);
  const funds = page.getByRole('region', { name: 'Recovered Funds' });
  await expect(funds.getByTestId('amount-value')).toHaveText('£1,500.00');

  // 6. Staff refer the claim to the Ombudsman.
  await claim.getByRole('button', { name: /^Refer the .* to the Ombudsman$/ }).click();
  const referral = work.getByTestId('claim').filter({ hasText: 'Financial Ombudsman referral' });
  await expect(referral).toContainText('Preparing');
  await expect(claim.getByRole('button', { name: /to the Ombudsman$/ })).toHaveCount(0);

  await page.reload();
  await expect(claims.getByTestId('client-claim')).toHaveCount(2);
  const clientReferral = claims.getByTestId('client-claim').filter({ hasText: 'Referral of your complaint' });
  await expect(clientReferral.getByRole('heading')).toHaveText('Referral of your complaint to the Financial Ombudsman Service');
  await expect(clientReferral.getByRole('note')).toContainText('You can refer your complaint yourself, without paying anyone');
  await expect(clientClaim.getByTestId('claim-next-date')).toHaveCount(0);
  await expect(funds.getByTestId('amount-value')).toHaveText('£1,500.00');
});
