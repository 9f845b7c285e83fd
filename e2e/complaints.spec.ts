// A client makes a complaint from the portal, rereads it and follows it; staff acknowledge it and send
// a final response; the client then sees the response and the Financial Ombudsman Service's terms.
import { NO_ACCOUNT_RESPONSE_HINT, OMBUDSMAN_AFTER_FINAL_RESPONSE } from '../src/contract/complaints/complaints';
import { expect, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

test('a client complains, staff acknowledge and send a final response, and the client sees it with the Ombudsman terms', async ({
  clientPage: page,
  staffPage,
}) => {
  test.setTimeout(90_000);
  const subject = `Slow answers ${Date.now().toString(36)}`;
  await page.goto('/client-dashboard');
  const card = page.getByRole('region', { name: 'Complaints' });
  await card.getByRole('button', { name: 'Make a complaint' }).click();
  // The form opens with the focus in its first field; Cancel gives it back to the button.
  await expect(card.getByLabel('What is it about?')).toBeFocused();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByRole('button', { name: 'Make a complaint' })).toBeFocused();
  await card.getByRole('button', { name: 'Make a complaint' }).click();
  await card.getByRole('button', { name: 'Send complaint' }).click();
  await expect(card.getByText('Say what your complaint is about')).toBeVisible();
  await card.getByLabel('What is it about?').fill(subject);
  const written = 'Nobody answered my messages for two weeks.\n<b>I called twice.</b>';
  await card.getByLabel('What went wrong, and what would put it right?').fill(written);
  await card.getByRole('button', { name: 'Send complaint' }).click();
  const mine = card.getByTestId('complaint').filter({ hasText: subject });
  await expect(card.getByRole('button', { name: 'Make a complaint' })).toBeFocused();
  await expect(mine.getByTestId('complaint-status')).toHaveText('Received');
  const reference = (await mine.locator('.font-mono').textContent()) ?? '';
  expect(reference).toMatch(/^CMP-/);
  // The client rereads what they sent, from the keyboard: typed markup stays text, line breaks stay.
  const read = mine.getByRole('button', { name: `Read your complaint ${reference}` });
  await expect(read).toHaveAttribute('aria-expanded', 'false');
  await read.focus();
  await page.keyboard.press('Enter');
  await expect(read).toHaveAttribute('aria-expanded', 'true');
  const sent = mine.getByTestId('complaint-details');
  await expect(sent).toContainText('What you wrote');
  await expect(sent).toContainText(subject);
  await expect(sent.getByText('Nobody answered my messages for two weeks.', { exact: false })).toHaveText(written);
  await expect(sent.locator('b')).toHaveCount(0);
  await expect(sent).toContainText('You sent it from your client portal on');
  await page.keyboard.press('Enter');
  await expect(read).toHaveAttribute('aria-expanded', 'false');
  await expect(sent).toHaveCount(0);

  await staffPage.getByRole('tab', { name: 'Complaints' }).click();
  const row = staffPage.getByRole('region', { name: 'Complaints' }).locator('tbody tr', { hasText: reference });
  await expect(row).toContainText('Summary by');
  await row.getByRole('button', { name: `Work complaint ${reference}` }).click();
  let dialog = staffPage.getByRole('dialog', { name: `Complaint ${reference}` });
  await dialog.getByLabel('Move to').selectOption({ label: 'Acknowledged' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Acknowledged');

  await row.getByRole('button', { name: `Work complaint ${reference}` }).click();
  dialog = staffPage.getByRole('dialog', { name: `Complaint ${reference}` });
  await dialog.getByLabel('Move to').selectOption({ label: 'Final response sent' });
  await dialog.getByLabel('Outcome').selectOption({ label: 'Upheld' });
  await expect(dialog).not.toContainText(NO_ACCOUNT_RESPONSE_HINT);
  await dialog.getByLabel('Final response (sent to the complainant)').fill('You are right: we have added a second caseworker to your case.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Final response sent');
  await expect(row.getByRole('button', { name: `Work complaint ${reference}` })).toHaveCount(0);
  // Closed, it can still be read as it was closed: what the complainant was sent.
  await row.getByRole('button', { name: `View complaint ${reference}` }).click();
  const closed = staffPage.getByRole('dialog', { name: `Complaint ${reference}` });
  await expect(closed).toContainText('Upheld');
  await expect(closed).toContainText('You are right: we have added a second caseworker to your case.');
  await closed.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  const answered = page.getByRole('region', { name: 'Complaints' }).getByTestId('complaint').filter({ hasText: subject });
  await expect(answered.getByTestId('complaint-status')).toHaveText('Final response sent');
  await expect(answered).toContainText('Outcome: Upheld');
  await expect(answered).toContainText('we have added a second caseworker');
  await expect(answered.getByTestId('ombudsman-notice')).toHaveText(OMBUDSMAN_AFTER_FINAL_RESPONSE);
  await answered.getByRole('button', { name: `Read your complaint ${reference}` }).click();
  await expect(answered.getByTestId('complaint-details')).toContainText('Nobody answered my messages for two weeks.');
  // The six months the notice speaks of run from a date the client can see.
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await expect(answered).toContainText(`final response sent ${today}`);
});

test('a complaint left unacknowledged past the summary window stands out, and offers no summary date that has passed', async ({
  staffPage,
  request,
  staffApiToken,
}) => {
  const name = `Late ${Date.now().toString(36)}`;
  const recorded = await request.post('/api/admin/complaints', {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: {
      name,
      email: uniqueEmail('late-complaint'),
      channel: 'letter',
      summary: 'My letter has not been answered.',
      receivedAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await staffPage.getByRole('tab', { name: 'Complaints' }).click();
  const row = staffPage.getByRole('region', { name: 'Complaints' }).locator('tbody tr', { hasText: name });
  await expect(row).toContainText('Not acknowledged');
  await expect(row).toContainText('Final by');
  await expect(row).not.toContainText('Summary by');
  // Recorded from a letter, with no client account: staff are told the response must go to them by hand.
  await row.getByRole('button', { name: /^Work complaint/ }).click();
  const dialog = staffPage.getByRole('dialog', { name: /^Complaint CMP-/ });
  await dialog.getByLabel('Move to').selectOption({ label: 'Final response sent' });
  await expect(dialog).toContainText(NO_ACCOUNT_RESPONSE_HINT);
});
