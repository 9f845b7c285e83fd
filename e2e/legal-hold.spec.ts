// An admin places a legal hold on a lead and downloads the person's data: deleting the lead is refused
// with the hold's reason until the hold is released.
import { heldRecordMessage } from '../src/contract/shared/fields';
import { expect, test } from './support/sign-in';
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
