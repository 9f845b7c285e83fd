// A staff member finds a campaign's lead by its source, takes it into their queue, opens "My leads", gives the lead a follow-up with a
// note, and saves the view, which then opens as a tab.
import { expect, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

test('assign to me, My leads, a follow-up with its note, and a saved view', async ({ staffPage: page, request }) => {
  test.setTimeout(90_000);
  const lastName = `Queue${Date.now().toString(36)}`;
  const submitted = await request.post('/api/client-submissions', {
    data: {
      firstName: 'Quinn',
      lastName,
      email: uniqueEmail('queue'),
      phone: '+44 20 7946 0077',
      country: 'United Kingdom',
      amountLost: '2000-5000',
      depositMethod: 'bank-transfer',
      companyName: 'FakeBroker Ltd',
      caseDetails: 'An investment site took my savings.',
      utmSource: `campaign-${lastName.toLowerCase()}`,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  // The campaign it came from is counted, and opens its leads.
  await page.getByText('Where leads come from').click();
  await page
    .getByRole('region', { name: 'Leads by source and status' })
    .getByRole('button', { name: `campaign-${lastName.toLowerCase()}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`source=campaign-${lastName.toLowerCase()}`));
  await expect(page.getByRole('region', { name: 'Client leads' }).locator('tbody tr', { hasText: lastName })).toBeVisible();
  await page.getByRole('button', { name: 'Show every source' }).click();

  await page.getByLabel('Search leads').fill(lastName);
  await page.getByRole('button', { name: `View details for Quinn ${lastName}` }).click();
  const details = page.getByRole('dialog', { name: `Lead details: Quinn ${lastName}` });
  await details.getByRole('button', { name: 'Assign to me' }).click();
  await expect(details.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).click();

  // Today's follow-up, with what it is for.
  await page.getByRole('button', { name: `Edit Quinn ${lastName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit lead: Quinn ${lastName}` });
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const inAMinute = new Date(now.getTime() + 60_000);
  // Due later today (in UTC, as the queues count days), unless the day is about to end.
  const due = inAMinute.getUTCDate() === now.getUTCDate() ? inAMinute : now;
  await edit
    .getByLabel('Next follow-up')
    .fill(`${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}T${pad(due.getHours())}:${pad(due.getMinutes())}`);
  await edit.getByLabel('Follow-up note').fill('Call about the bank letter');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);

  await page.getByLabel('Search leads').fill('');
  await page.getByLabel('Assigned').selectOption({ label: 'Mine' });
  await page.getByLabel('Follow-up').selectOption({ label: 'Due today' });
  const row = page.getByRole('region', { name: 'Client leads' }).locator('tbody tr', { hasText: lastName });
  await expect(row).toContainText('Follow-up today');
  await expect(page.getByRole('region', { name: 'Lead summary' }).getByText('My Leads')).toBeVisible();

  await page.getByRole('button', { name: 'Save this view' }).click();
  await page.getByLabel('View name').fill(`Due today ${lastName}`);
  await page.getByLabel('Share with the team').check();
  await page.getByRole('button', { name: 'Save view', exact: true }).click();
  const views = page.getByRole('navigation', { name: 'Saved views' });
  await expect(views.getByRole('button', { name: new RegExp(`^Due today ${lastName}`) })).toHaveAttribute('aria-current', 'page');

  await views.getByRole('button', { name: 'All leads' }).click();
  await expect(page.getByLabel('Assigned')).toHaveValue('all');
  await views.getByRole('button', { name: new RegExp(`^Due today ${lastName}`) }).click();
  await expect(page.getByLabel('Assigned')).toHaveValue('me');
  await expect(page).toHaveURL(/assignedTo=me/);
  await expect(row).toBeVisible();

  await views.getByRole('button', { name: `Delete the view Due today ${lastName}` }).click();
  await expect(views.getByRole('button', { name: new RegExp(`^Due today ${lastName}`) })).toHaveCount(0);
});
