// A caseworker keeps notes on payout requests an admin has closed: they open read-only, and 'Edit notes' lets a
// completed one take a note; a rejected one shows the client's reason, which only an admin may change.
import type { APIRequest, APIRequestContext } from '@playwright/test';
import { payoutToasts } from '../src/contract/accounts/payouts';
import { createClient, expect, signInInvitedMember, test } from './support/sign-in';

/** The client asks for their balance by bank transfer; the admin moves the request through `steps`. */
async function payoutMovedTo(
  clients: APIRequest,
  baseURL: string | undefined,
  request: APIRequestContext,
  token: string,
  steps: Record<string, unknown>[],
) {
  const client = await createClient(request, token, { firstName: 'Paula', lastName: `Payee${Date.now().toString(36)}` });
  const session = await clients.newContext({ baseURL });
  expect((await session.post('/api/client/login', { data: { email: client.email, password: client.password } })).status()).toBe(200);
  const asked = await session.post('/api/withdrawal-requests', { data: { clientAccountId: client.id, withdrawalMethod: 'bank' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };
  for (const step of steps) {
    const moved = await request.patch(`/api/admin/withdrawal-requests/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: step });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  await session.dispose();
  return client;
}

test('a caseworker notes a completed payout request, and sees the reason of a rejected one without being able to change it', async ({
  browser,
  baseURL,
  playwright,
  request,
  staffApiToken,
}) => {
  const paid = await payoutMovedTo(playwright.request, baseURL, request, staffApiToken, [
    { status: 'processing' },
    { status: 'completed', paymentReference: 'FPS-NOTES-1' },
  ]);
  const refused = await payoutMovedTo(playwright.request, baseURL, request, staffApiToken, [
    { status: 'rejected', reason: 'The account is not in your name: ask again for one that is.' },
  ]);
  const { page, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName: 'Notes' });
  try {
    await page.getByRole('tab', { name: 'Withdrawal Requests' }).click();
    await page.getByRole('button', { name: `View withdrawal request from ${paid.email}` }).click();
    // A closed request opens read-only; its notes stay editable on purpose.
    const dialog = page.getByRole('dialog', { name: 'Withdrawal Request', exact: true });
    await expect(dialog.getByRole('button', { name: 'Update Request' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Edit notes' }).click();
    await expect(dialog.getByLabel('Status')).toHaveCount(0);
    await dialog.getByLabel('Staff notes (staff only)').fill('The client confirmed the money arrived.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect(page.getByText(payoutToasts.adminUpdated, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(payoutToasts.adminUpdateFailed, { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: `View withdrawal request from ${refused.email}` }).click();
    await expect(dialog).toContainText('The account is not in your name: ask again for one that is.');
    await dialog.getByRole('button', { name: 'Edit notes' }).click();
    const reason = dialog.getByLabel('Reason for the client');
    await expect(reason).toHaveValue('The account is not in your name: ask again for one that is.');
    await expect(reason).not.toBeEditable();
    await expect(dialog).toContainText('Only an admin can change it.');
    await dialog.getByLabel('Staff notes (staff only)').fill('The client will send a statement.');
    await dialog.getByRole('button', { name: 'Save Notes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(payoutToasts.adminUpdateFailed, { exact: true })).toHaveCount(0);
  } finally {
    await close();
  }
});
