// The client's claims and payments on their dashboard: what staff made visible, in plain words, at 375 and 1280 px.
import { claimEndpoints, paymentEndpoints } from '../src/contract/claims/endpoints';
import { endpointUrl } from '../src/contract/shared/endpoint';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectNothingOverflows } from './support/layout';
import { expect, test } from './support/sign-in';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('the client reads their claims with the free route, never an internal note, and adds a payment they made', async ({
  clientPage: page,
  client,
  staffApiToken,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { Authorization: `Bearer ${staffApiToken}` };
  const recorded = await request.post(endpointUrl(paymentEndpoints.record, { params: { id: client.id } }), {
    headers,
    data: {
      paidAt: daysAgo(20),
      amount: '4000.00',
      currency: 'GBP',
      method: 'faster_payment',
      payerInstitution: 'Example Bank',
      payee: 'Fake Broker Ltd 87654321',
      reference: 'INVEST 1',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const payment = (await recorded.json()) as { id: number };
  const opened = await request.post(endpointUrl(claimEndpoints.open, { params: { id: client.id } }), {
    headers,
    data: { type: 'app_reimbursement', counterparty: 'Example Bank', paymentIds: [payment.id] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const claim = (await opened.json()) as { id: number };
  const step = async (data: Record<string, unknown>) => {
    const reply = await request.post(endpointUrl(claimEndpoints.recordEvent, { params: { id: claim.id } }), { headers, data });
    expect(reply.status(), await reply.text()).toBe(201);
  };
  await step({ status: 'filed', note: 'We sent your claim to Example Bank with your statements.', visibleToClient: true });
  await step({ status: 'information_requested', note: 'Bank contact slow: chase on Friday', visibleToClient: false });

  await page.goto('/client-dashboard');
  const claims = page.getByRole('region', { name: 'Your claims' });
  const item = claims.getByTestId('client-claim');
  await expect(item.getByRole('heading')).toHaveText('Reimbursement claim to Example Bank under the APP scam rules');
  await expect(item).toContainText('We sent your claim to Example Bank with your statements.');
  await expect(item.getByRole('note')).toContainText('You can make this claim yourself, without paying anyone');
  await expect(item.getByTestId('claim-next-date')).toContainText('Your bank should');
  await expect(page.locator('body')).not.toContainText('chase on Friday');

  const payments = page.getByRole('region', { name: 'Your payments' });
  await expect(payments.getByTestId('client-payment')).toHaveCount(1);
  await expect(payments.getByTestId('client-payment')).toContainText('Confirmed');
  await payments.getByRole('button', { name: 'Add a payment you made' }).click();
  const form = payments.getByRole('form', { name: 'Add a payment you made' });
  await form.getByLabel('Date you paid').fill(daysAgo(10));
  await form.getByLabel('Amount', { exact: true }).fill('250.50');
  await form.getByLabel('How you paid').selectOption('crypto_transfer');
  await form.getByLabel('Currency').selectOption('BTC');
  await form.getByLabel('The bank or provider you paid from').fill('Coin Exchange');
  await form.getByLabel('The wallet address you sent it to').fill('not a wallet');
  await form.getByRole('button', { name: 'Add payment' }).click();
  await expect(form.getByLabel('The wallet address you sent it to')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('The wallet address you sent it to').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await form.getByLabel('Amount', { exact: true }).fill('0.015');
  await form.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByText('Payment added', { exact: true })).toBeVisible();
  await expect(payments.getByTestId('client-payment')).toHaveCount(2);
  await expect(payments.getByTestId('client-payment').nth(1)).toContainText('0.015 BTC');
  await expect(payments.getByTestId('client-payment').nth(1)).toContainText('Reported by you: we will check it');
  await expect(payments.getByTestId('payment-totals')).toContainText('0.015 BTC reported by you, still to check');

  await payments.getByRole('button', { name: 'Add a payment you made' }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNothingOverflows(page, page.locator('main'), `claims and payments at ${width} px`);
    if (process.env.SCREENSHOT_DIR) {
      await claims.screenshot({ path: `${process.env.SCREENSHOT_DIR}/claims-${width}.png` });
      await payments.screenshot({ path: `${process.env.SCREENSHOT_DIR}/payments-${width}.png` });
    }
  }
  await expectNoSeriousA11yViolations(page, '#main');
});
