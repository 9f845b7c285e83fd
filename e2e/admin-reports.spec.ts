// Journey: an admin opens the Reports tab, reads each chart's numbers in words, switches a report to
// its table, chooses a custom period (kept in the address), downloads the CSV, and is told why a
// backwards period counts nothing. Axe clean; the charts are reachable from the keyboard.
import { readFile } from 'node:fs/promises';
import { REPORT_PERIOD_BACKWARDS } from '../src/contract/reports/reports';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { defined } from './support/defined';
import { expect, recordLedgerEntry, test } from './support/sign-in';

// A month no other journey records money in, so the report's numbers are this journey's own.
const MAY_1998 = { from: '1998-05-01', to: '1998-05-31' };

test('an admin reads each report as a chart and a table, over a custom period, and downloads its CSV', async ({
  staffPage: page,
  client,
  request,
  staffApiToken,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36).toUpperCase();
  await recordLedgerEntry(request, staffApiToken, client.id, { amount: '400.00', receivedOn: '1998-05-04', reference: `RPT-${tag}-1` });
  await recordLedgerEntry(request, staffApiToken, client.id, { amount: '250.00', receivedOn: '1998-05-20', reference: `RPT-${tag}-2` });

  await page.getByRole('tab', { name: 'Reports' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Reports', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('12months');
  // The client's lead came in today: the last 12 months count it, and the chart draws it.
  const leads = panel.getByRole('region', { name: 'Leads', exact: true });
  await expect(leads.getByTestId('report-leads-summary')).toContainText(/^[\d,]+ leads? in this period/);
  const chart = leads.getByRole('figure', { name: 'Leads chart' });
  await expect(chart.locator('svg').first()).toBeVisible();
  // The chart takes the keyboard's focus (its points are then read out one by one with the arrow keys).
  await expect(chart.locator('[tabindex="0"]').first()).toBeAttached();
  for (const name of ['Money recovered', 'Claims decided', 'Complaints', 'Live chat']) {
    const card = panel.getByRole('region', { name, exact: true });
    await expect(card.locator('[data-testid$="-summary"]'), name).toContainText('in this period');
  }
  await expectNoSeriousA11yViolations(page, '#main');

  await page.getByLabel('Period').selectOption({ label: 'Custom range' });
  await page.getByLabel('From').fill(MAY_1998.from);
  await page.getByLabel('To').fill(MAY_1998.to);
  await expect(page).toHaveURL(/period=custom&from=1998-05-01&to=1998-05-31/);
  const recovered = panel.getByRole('region', { name: 'Money recovered', exact: true });
  await expect(recovered.getByTestId('report-recovered-summary')).toHaveText('Recovered £650.00 in this period.');
  await expect(leads.getByTestId('report-leads-summary')).toHaveText('No leads in this period.');
  await expect(panel.getByTestId('report-claims-summary')).toHaveText('No claims decided in this period.');
  await expect(panel.getByTestId('report-complaints-summary')).toHaveText('No complaints received in this period.');
  await expect(panel.getByTestId('report-chat-summary')).toHaveText('No chat conversations in this period.');
  await expect(recovered.getByRole('figure', { name: 'Money recovered chart' }).locator('svg').first()).toBeVisible();

  await recovered.getByRole('button', { name: 'Table' }).click();
  await expect(recovered.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  const table = recovered.getByRole('region', { name: 'Money recovered table' });
  await expect(table.locator('thead th')).toHaveText(['Month', 'Currency', 'Recovered', 'Entries', 'Reversals']);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr td')).toHaveText(['May 1998', 'GBP', '£650.00', '2', '0']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    recovered.getByRole('button', { name: 'Download Money recovered CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recourse-recovered-1998-05-01-to-1998-05-31.csv');
  const csv = (await readFile(defined(await download.path(), 'downloaded file'), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')).toEqual(['Month,Currency,Recovered,Entries,Reversals', '1998-05,GBP,650.00,2,0', '']);

  // The address keeps the period: a reload (or a shared link) counts the same days.
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('custom');
  await expect(panel.getByTestId('report-recovered-summary')).toHaveText('Recovered £650.00 in this period.');

  await page.getByLabel('To').fill('1998-04-30');
  await expect(panel.getByRole('alert').filter({ hasText: REPORT_PERIOD_BACKWARDS })).toBeVisible();
  await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(recovered.getByText('Choose a period to count over.')).toBeVisible();
  await expect(recovered.getByRole('button', { name: 'Download Money recovered CSV' })).toBeDisabled();
});
