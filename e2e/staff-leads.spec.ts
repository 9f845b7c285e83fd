// Staff working leads: sign in, search, filter, sort, page, reload, details, edit, delete, export, log out.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { LEAD_DELETE_PROMPT } from '../src/contract/leads/lead';
import { AMOUNT_LOST_LABELS, AMOUNT_LOST_RANGES, COUNTRIES } from '../src/contract/shared/options';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { defined } from './support/defined';

const FIRST_NAMES = [
  'Ann',
  'Bob',
  'Cara',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kai',
  'Lena',
  'Milo',
  'Nia',
  'Omar',
  'Pia',
  'Quin',
  'Rosa',
  'Sam',
  'Tara',
  'Uma',
  'Vik',
  'Wren',
  'Xena',
  'Yuri',
  'Zoe',
  'Abe',
  'Bea',
  'Cal',
  'Dora',
];
const LEAD_COUNT = FIRST_NAMES.length;

interface SeededLead {
  firstName: string;
  lastName: string;
  email: string;
  amountLost: (typeof AMOUNT_LOST_RANGES)[number];
}

/** Thirty leads through the public intake, tagged so a search finds exactly these. */
async function seedLeads(request: APIRequestContext, tag: string): Promise<SeededLead[]> {
  const seeded: SeededLead[] = [];
  for (const [i, firstName] of FIRST_NAMES.entries()) {
    const lead: SeededLead = {
      firstName,
      lastName: i === 0 ? 'Lee' : `Tester${i}`,
      email: `${firstName.toLowerCase()}.${i}@${tag}.example.com`,
      // Shuffled so creation order and amount order differ.
      amountLost: defined(AMOUNT_LOST_RANGES[(i * 7) % AMOUNT_LOST_RANGES.length], 'amount range'),
    };
    const response = await request.post('/api/client-submissions', {
      data: {
        ...lead,
        phone: `+44 20 7946 ${String(1000 + i)}`,
        country: COUNTRIES[i % COUNTRIES.length],
        currency: 'GBP',
        depositMethod: 'bank-transfer',
        companyName: `Fake Broker ${i}`,
        expertCallTime: 'Weekday mornings',
        caseDetails: `I sent money to a fake trading platform, case number ${i}, and cannot withdraw it.`,
        consentToShare: i % 2 === 0,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    seeded.push(lead);
  }
  return seeded;
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description)).toBeVisible();
}

const rows = (page: Page) => page.getByRole('region', { name: 'Client leads' }).locator('tbody tr');

/** The amount range of every row shown, as indexes into the ordered list of ranges. */
async function amountRanks(page: Page): Promise<number[]> {
  const cells = await rows(page).locator('td:nth-child(6)').allTextContents();
  return cells.map((text) => {
    const label = text.replace(/\s+GBP$/, '').trim();
    const index = AMOUNT_LOST_RANGES.findIndex((range) => AMOUNT_LOST_LABELS[range] === label);
    expect(index, `amount label ${text}`).toBeGreaterThanOrEqual(0);
    return index;
  });
}

const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every((v, i) => {
    const before = values[i - 1];
    return before === undefined || (order === 'asc' ? before <= v : before >= v);
  });

const showing = (page: Page) => page.getByText(/^Showing /);

async function selectOption(select: Locator, value: string) {
  await select.selectOption(value);
}

test('staff sign in, work leads, export them and sign out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `run${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const seeded = await seedLeads(request, tag);
  const ann = defined(seeded[0], 'first lead');
  const bob = defined(seeded[1], 'second lead');
  const today = new Date().toISOString().slice(0, 10);

  // The gate: a wrong password is refused, the right one lets staff in.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expectToast(page, 'Access Denied', 'Incorrect password. Please try again.');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expectToast(page, 'Access Granted', 'Welcome to the admin dashboard.');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const tab of ['Client Leads', 'Clients', 'Withdrawal Requests', 'Documents', 'CRM Integration', 'Live Chat']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const summary = page.getByRole('region', { name: 'Lead summary' });
  for (const card of ['Total Leads', 'Assigned Leads', 'High Priority', 'New Leads']) await expect(summary.getByText(card)).toBeVisible();
  const totalCard = summary.getByText('Total Leads').locator('xpath=following-sibling::p');
  await expect(totalCard).toHaveText(/^\d[\d,]*$/);
  expect(Number(defined(await totalCard.textContent(), 'total').replace(/,/g, ''))).toBeGreaterThanOrEqual(LEAD_COUNT);

  // Search: exactly the thirty seeded leads, twenty a page.
  await page.getByLabel('Search leads').fill(tag);
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${LEAD_COUNT} leads`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Default order: newest first, so the last seeded lead leads the list.
  const newest = defined(seeded.at(-1), 'last lead');
  await expect(rows(page).first()).toContainText(`${newest.firstName} ${newest.lastName}`);
  await expectNoSeriousA11yViolations(page);

  // Paging.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(showing(page)).toHaveText(`Showing 21 to ${LEAD_COUNT} of ${LEAD_COUNT} leads`);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(LEAD_COUNT - 20);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${LEAD_COUNT} leads`);

  // Sort by amount, by the ranges' order (not alphabetically), both ways.
  await selectOption(page.getByLabel('Sort by'), 'amountLost');
  await expect(page).toHaveURL(/[?&]sort=amountLost/);
  await expect.poll(async () => isSorted(await amountRanks(page), 'desc')).toBe(true);
  await expect.poll(async () => (await amountRanks(page))[0]).toBe(AMOUNT_LOST_RANGES.length - 1);
  await page.getByRole('button', { name: 'Descending' }).click();
  await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=asc/);
  await expect.poll(async () => (await amountRanks(page))[0]).toBe(0);
  const ascending = await amountRanks(page);
  expect(isSorted(ascending, 'asc')).toBe(true);
  expect(new Set(ascending).size).toBeGreaterThan(3);

  // A reload keeps the view: search, sort, order and the rows.
  const firstRowBefore = await rows(page).first().locator('td:nth-child(2)').textContent();
  await page.reload();
  await expect(page.getByLabel('Search leads')).toHaveValue(tag);
  await expect(page.getByLabel('Sort by')).toHaveValue('amountLost');
  await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${LEAD_COUNT} leads`);
  await expect(rows(page).first().locator('td:nth-child(2)')).toHaveText(defined(firstRowBefore, 'first row'));

  // Narrow the search to one lead and open its details.
  await page.getByLabel('Search leads').fill(ann.email);
  await expect(showing(page)).toHaveText('Showing 1 to 1 of 1 leads');
  await page.getByRole('button', { name: 'View details for Ann Lee' }).click();
  const details = page.getByRole('dialog', { name: 'Lead details: Ann Lee' });
  await expect(details).toBeVisible();
  await expect(details.getByText(ann.email)).toBeVisible();
  await expect(details.getByText('Fake Broker 0')).toBeVisible();
  await expect(details.getByText('Consent to share with partner')).toBeVisible();
  // A fresh lead: no notes, and its activity begins with the assessment received.
  await expect(details.getByText('No notes yet.')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Activity' }).getByText('Assessment received')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Edit status and notes: toast, then the history shows who changed what.
  // Creating a client account from a lead is covered by staff-client-accounts.spec.ts.
  await expect(page.getByRole('button', { name: 'Create client account for Ann Lee' })).toBeEnabled();
  await page.getByRole('button', { name: 'Edit Ann Lee' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit lead: Ann Lee' });
  await expect(edit.getByText(ann.email)).toBeVisible();
  await edit.getByLabel('Status').selectOption('contacted');
  const note = 'Called back, <b>not</b> bold: wants a call on Monday.';
  await edit.getByLabel('Notes').fill(note);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Lead Updated');
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: 'View details for Ann Lee' }).click();
  await expect(details.getByText(note, { exact: true }).first()).toBeVisible();
  const history = details.getByRole('list', { name: 'Activity' }).locator('li').first();
  await expect(history).toContainText('Status: New → Contacted');
  await expect(history).toContainText(`Notes: (empty) → ${note}`);
  await expect(history).toContainText(/Updated/);
  await page.keyboard.press('Escape');

  // Filter by status: the contacted lead alone.
  await page.getByLabel('Search leads').fill(tag);
  await selectOption(page.getByLabel('Status', { exact: true }), 'contacted');
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await expect(showing(page)).toHaveText('Showing 1 to 1 of 1 leads');
  await expect(rows(page).first()).toContainText('Ann Lee');
  await selectOption(page.getByLabel('Priority'), 'high');
  await expect(page.getByText('No leads found matching your criteria.')).toBeVisible();
  await selectOption(page.getByLabel('Priority'), 'all');
  await selectOption(page.getByLabel('Status', { exact: true }), 'all');
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${LEAD_COUNT} leads`);

  // Delete one lead after confirming.
  await page.getByLabel('Search leads').fill(bob.email);
  await expect(showing(page)).toHaveText('Showing 1 to 1 of 1 leads');
  await page.getByRole('button', { name: `Delete ${bob.firstName} ${bob.lastName}` }).click();
  const confirm = page.getByRole('alertdialog');
  // The delete prompt word for word, and a title naming the lead, so the right one goes.
  await expect(confirm.getByRole('heading')).toHaveText(`Delete the lead of ${bob.firstName} ${bob.lastName} (${bob.email})`);
  await expect(confirm.getByText(LEAD_DELETE_PROMPT, { exact: true })).toBeVisible();
  expect(LEAD_DELETE_PROMPT).toBe('Are you sure you want to delete this lead? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Lead Deleted', /permanently deleted/);
  await expect(page.getByText('No leads found matching your criteria.')).toBeVisible();

  // Exports of the current search and filter (status new: 30 less the deleted and the contacted lead).
  await page.getByLabel('Search leads').fill(tag);
  await selectOption(page.getByLabel('Status', { exact: true }), 'new');
  const expected = seeded.filter((lead) => lead !== ann && lead !== bob);
  await expect(showing(page)).toHaveText(`Showing 1 to 20 of ${expected.length} leads`);

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`leads-${today}.csv`);
  const csv = (await readFile(defined(await csvDownload.path(), 'CSV file'), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('First Name');
  expect(lines[0]).toContain('Email');
  expect(lines).toHaveLength(expected.length + 1);
  for (const lead of expected) expect(csv).toContain(lead.email);
  expect(csv).not.toContain(ann.email);
  expect(csv).not.toContain(bob.email);

  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(xlsxDownload.suggestedFilename()).toBe(`leads-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(defined(await xlsxDownload.path(), 'Excel file'));
  const sheet = defined(workbook.getWorksheet('Leads'), 'Leads sheet');
  const emails: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) emails.push(String(row.getCell(4).value));
  });
  expect(emails.sort()).toEqual(expected.map((lead) => lead.email).sort());

  // Log out: the gate returns and the old token is refused by the server.
  const token = await page.evaluate(() => window.localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  expect((await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  const after = await request.get('/api/admin/client-submissions', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a refused stored token is dropped on load and the gate shows', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('adminToken', 'not-a-real-token'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
});
