// The lead desk: a staff member finds a campaign's lead by its source, takes it into their queue, opens "My leads", gives the lead a
// follow-up with a note, and saves the view; a caseworker adds a note and merges a duplicate; an admin changes every lead of a filter.
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, signInInvitedMember, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

/** A valid assessment of a person of their own (a unique email). */
const assessment = (firstName: string, lastName: string, overrides: Record<string, unknown> = {}) => ({
  firstName,
  lastName,
  email: uniqueEmail(lastName.toLowerCase()),
  phone: '+44 20 7946 0077',
  country: 'United Kingdom',
  amountLost: '2000-5000',
  depositMethod: 'bank-transfer',
  companyName: 'FakeBroker Ltd',
  caseDetails: 'An investment site took my savings.',
  ...overrides,
});

test('assign to me, My leads, a follow-up with its note, and a saved view', async ({ staffPage: page, request }) => {
  test.setTimeout(90_000);
  const lastName = `Queue${Date.now().toString(36)}`;
  const submitted = await request.post('/api/client-submissions', {
    data: assessment('Quinn', lastName, { utmSource: `campaign-${lastName.toLowerCase()}` }),
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
  // Quinn gave no consent to share: the record must not suggest a sync to the partner is coming.
  await expect(details.getByText('Not shared with the partner: no consent')).toBeVisible();
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

test('a caseworker takes a lead, adds a note and merges its duplicate', async ({ browser, baseURL, request, staffApiToken }) => {
  test.setTimeout(90_000);
  const lastName = `Merge${Date.now().toString(36)}`;
  const phone = `+44 7700 ${String(Date.now()).slice(-6)}`;
  const first = await request.post('/api/client-submissions', { data: assessment('Mira', lastName, { phone }) });
  expect(first.status()).toBe(201);
  // The same person again, from another address, with the phone written the national way.
  const again = await request.post('/api/client-submissions', {
    data: assessment('Mira', lastName, { phone: `0${phone.slice(4)}`, caseDetails: 'Second form: the same broker.' }),
  });
  expect(again.status()).toBe(201);

  const { page, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken);
  try {
    await page.getByLabel('Search leads').fill(lastName);
    const rows = page.getByRole('region', { name: 'Client leads' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // The older lead is the one kept.
    await rows
      .last()
      .getByRole('button', { name: `View details for Mira ${lastName}` })
      .click();
    const details = page.getByRole('dialog', { name: `Lead details: Mira ${lastName}` });
    await details.getByRole('button', { name: 'Assign to me' }).click();
    await expect(details.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
    await expect(details.getByRole('list', { name: 'Activity' })).toContainText('Assigned to: Unassigned → Dee Desk');

    await details.getByLabel('New note').fill('Asked for the bank statement.');
    await details.getByRole('button', { name: 'Add note' }).click();
    const notes = details.getByRole('list', { name: 'Notes' });
    await expect(notes).toContainText('Asked for the bank statement.');
    await expect(notes).toContainText('Dee Desk');
    // The caret is back in the emptied note box, ready for the next note (not on the button, which is
    // disabled while the note is saved and would drop the keyboard's focus out of the dialog).
    await expect(details.getByLabel('New note')).toBeFocused();
    await expect(details.getByLabel('New note')).toHaveValue('');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    // Escape closes the dialog, even with the "Note Added" toast showing over it.
    await expect(page.getByText('Note Added', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await rows
      .last()
      .getByRole('button', { name: `View details for Mira ${lastName}` })
      .click();
    await expect(notes).toContainText('Asked for the bank statement.');

    const duplicates = details.getByRole('list', { name: 'Possible duplicates' });
    await expect(duplicates).toContainText('Same phone number');
    await expect(duplicates).toContainText('Same name and country');
    await duplicates.getByRole('button', { name: 'Merge into this lead' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Merge leads' });
    // Which lead is kept and which goes into it, by name and email (both leads bear the same name).
    await expect(confirm).toContainText(new RegExp(`Keep Mira ${lastName} \\(\\S+@\\S+\\) and merge Mira ${lastName} \\(\\S+@\\S+\\) into it\\?`));
    await confirm.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByText('Leads Merged', { exact: true })).toBeVisible();
    await expect(details.getByText('No possible duplicates.')).toBeVisible();

    const activity = details.getByRole('list', { name: 'Activity' });
    await expect(activity).toContainText('Merged a duplicate into this lead');
    await activity.getByText(/^Lead #\d+/).click();
    await expect(activity).toContainText('Second form: the same broker.');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(rows).toHaveCount(1);
  } finally {
    await close();
  }
});

test('an admin changes every lead of a filter after confirming how many', async ({ staffPage: page, request }) => {
  test.setTimeout(90_000);
  const campaign = `bulk-${Date.now().toString(36)}`;
  // More than one page of leads from one campaign.
  for (let i = 0; i < 23; i++) {
    const sent = await request.post('/api/client-submissions', { data: assessment('Bea', `Bulk${i}`, { utmSource: campaign }) });
    expect(sent.status()).toBe(201);
  }
  await page.goto(`/admin?source=${campaign}`);
  const table = page.getByRole('region', { name: 'Client leads' });
  await expect(table.locator('tbody tr')).toHaveCount(20);
  // Ticking rows shows the bulk bar without moving the rows (the next click must land where it was aimed).
  const lastRow = table.locator('tbody tr').last();
  const before = await lastRow.boundingBox();
  await table.locator('tbody tr').first().getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('1 selected');
  expect(await lastRow.boundingBox()).toEqual(before);
  await table.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
  await page.getByRole('button', { name: 'Select all 23 leads matching this filter' }).click();
  expect(await lastRow.boundingBox()).toEqual(before);
  await expect(bar).toContainText('All leads matching this filter');
  await bar.getByLabel('New status').selectOption('qualified');
  await bar.getByRole('button', { name: 'Change status' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change status' });
  await expect(confirm).toContainText('Change the status of all 23 leads matching this filter to Qualified?');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('23 leads updated.', { exact: true })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('qualified');
  await expect(page.getByText(/^Showing 1 to 20 of 23 leads$/)).toBeVisible();
});
