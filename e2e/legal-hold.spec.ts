// An admin places a legal hold on a lead and downloads the person's data: deleting the lead is refused
// with the hold's reason until the hold is released.
import { heldRecordMessage } from '../src/contract/shared/fields';
import { createClient, expect, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

const REASON = 'Complaint open with the Ombudsman';

test('a held lead cannot be deleted, and says why', async ({ staffPage: page, request }) => {
  const email = uniqueEmail('hold');
  const lastName = `Held${Date.now().toString(36)}`;
  const submitted = await request.post('/api/client-submissions', {
    data: {
      firstName: 'Hana',
      lastName,
      email,
      phone: '+44 20 7946 0018',
      country: 'United Kingdom',
      amountLost: '5000-10000',
      depositMethod: 'bank-transfer',
      companyName: 'FakeBroker Ltd',
      caseDetails: 'I sent money to an online broker that vanished.',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  await page.getByLabel('Search leads').fill(email);
  await page.getByRole('button', { name: `View details for Hana ${lastName}` }).click();
  const details = page.getByRole('dialog', { name: `Lead details: Hana ${lastName}` });
  await details.getByLabel('Why must this lead be kept?').fill(REASON);
  await details.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(details.getByTestId('hold-reason')).toHaveText(`Held: ${REASON}`);
  // The person's access request, from the same view.
  const [zip] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Download personal data' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^lead-\d+-personal-data\.zip$/);
  await details.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: `Delete Hana ${lastName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Lead kept', { exact: true })).toBeVisible();
  await expect(toasts.getByText(heldRecordMessage(REASON))).toBeVisible();
  await expect(page.getByRole('button', { name: `View details for Hana ${lastName}` })).toBeVisible();

  // Released, the lead can be deleted.
  await page.getByRole('button', { name: `View details for Hana ${lastName}` }).click();
  await details.getByRole('button', { name: 'Release hold' }).click();
  await expect(details.getByLabel('Why must this lead be kept?')).toBeVisible();
  await expect(details.getByText('Legal hold placed')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `Delete Hana ${lastName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No leads found matching your criteria.')).toBeVisible();
});

test('an admin erases a client from the account view: refused with the reason while held, done once the hold is released', async ({
  staffPage: page,
  request,
  staffApiToken,
}) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Edna', lastName: `Erase${Date.now().toString(36)}` });
  await page.getByRole('tab', { name: 'Clients' }).click();
  await page.getByLabel('Search client accounts').fill(client.email);
  const row = page.getByRole('region', { name: 'Client accounts' }).locator('tbody tr', { hasText: client.email });
  await row.getByRole('button', { name: /^Open account/ }).click();
  const account = page.getByRole('dialog', { name: `Client account ${client.caseId}` });
  await account.getByLabel('Why must this client account be kept?').fill(REASON);
  await account.getByRole('button', { name: 'Place legal hold' }).click();
  await expect(account.getByTestId('hold-reason')).toHaveText(`Held: ${REASON}`);

  // Toasts show over the open account view (outside the modal, so found by text rather than by role).
  await account.getByRole('button', { name: 'Erase client' }).click();
  // The confirmation says what goes, and that what must be kept is kept by a hold.
  await expect(page.getByRole('alertdialog', { name: /^Erase Edna/ })).toContainText('place a legal hold instead');
  await page
    .getByRole('alertdialog', { name: /^Erase Edna/ })
    .getByRole('button', { name: 'Erase client' })
    .click();
  await expect(page.getByText('Client kept', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(heldRecordMessage(REASON)).first()).toBeVisible();
  await expect(account).toBeVisible();

  await account.getByRole('button', { name: 'Release hold' }).click();
  await expect(account.getByLabel('Why must this client account be kept?')).toBeVisible();
  await account.getByRole('button', { name: 'Erase client' }).click();
  await page
    .getByRole('alertdialog', { name: /^Erase Edna/ })
    .getByRole('button', { name: 'Erase client' })
    .click();
  await expect(page.getByText('Client erased', { exact: true }).first()).toBeVisible();
  await expect(account).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test('a bulk delete that meets a held lead deletes nothing and says why', async ({ staffPage: page, request, staffApiToken }) => {
  const campaign = `held-${Date.now().toString(36)}`;
  const ids: number[] = [];
  for (const lastName of ['Kept', 'Beside']) {
    const sent = await request.post('/api/client-submissions', {
      data: {
        firstName: 'Hugo',
        lastName,
        email: uniqueEmail('bulk-hold'),
        phone: '+44 20 7946 0019',
        country: 'United Kingdom',
        amountLost: '5000-10000',
        depositMethod: 'bank-transfer',
        companyName: 'FakeBroker Ltd',
        caseDetails: 'I sent money to an online broker that vanished.',
        utmSource: campaign,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    ids.push(((await sent.json()) as { id: number }).id);
  }
  const held = await request.patch(`/api/admin/client-submissions/${ids[0]}`, {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: { legalHold: true, holdReason: REASON },
  });
  expect(held.status(), await held.text()).toBe(200);

  await page.goto(`/admin?source=${campaign}`);
  const table = page.getByRole('region', { name: 'Client leads' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await table.getByRole('checkbox', { name: 'Select all leads on this page' }).check();
  await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Leads kept', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(heldRecordMessage(REASON)).first()).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(2);
});
