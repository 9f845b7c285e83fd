// A visitor pastes a wallet recovery phrase and a card number into the chat: they see why both were
// removed, and neither ever reaches the staff inbox, live or after a reload, nor the transcript.
import { readFile } from 'node:fs/promises';
import { REMOVED_PHRASE_MARKER, removedCardMarker, SENSITIVE_REMOVED_NOTICE } from '../src/contract/chat/messages';
import { expect, test } from './support/sign-in';
import { openLanding, uniqueEmail } from './support/visitor';

// The BIP-39 test phrase: twelve words of the English list with a valid checksum.
const PHRASE = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const CARD = '4111 1111 1111 1111';

test('a pasted recovery phrase and card number are removed before anyone sees them', async ({ page, staffPage }) => {
  const lastName = `Phrase${Date.now().toString(36)}`;
  await openLanding(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  await widget.getByLabel('First name').fill('Pat');
  await widget.getByLabel('Last name').fill(lastName);
  await widget.getByLabel('Email').fill(uniqueEmail('phrase'));
  await widget.getByLabel('Phone').fill('+44 20 7946 0000');
  await widget.getByRole('button', { name: 'Start Chat' }).click();
  // Live, with no staff in the chat yet: 'Connected' all the same.
  await expect(widget.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

  const box = widget.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(`The broker asked for my wallet words: ${PHRASE} and my card ${CARD}. Is that normal?`);
  await box.press('Enter');
  const log = widget.getByRole('log', { name: 'Messages' });
  const expected = `The broker asked for my wallet words: ${REMOVED_PHRASE_MARKER} and my card ${removedCardMarker('1111')}. Is that normal?`;
  await expect(log.getByText(expected, { exact: true })).toBeVisible();
  await expect(log.getByText(SENSITIVE_REMOVED_NOTICE)).toBeVisible();
  await expect(log).not.toContainText('abandon');

  await staffPage.getByRole('tab', { name: 'Live Chat' }).click();
  const inbox = staffPage.getByRole('region', { name: 'Live Chat' });
  await inbox.getByRole('button', { name: new RegExp(lastName) }).click();
  const staffLog = inbox.getByRole('log', { name: 'Messages' });
  await expect(staffLog).toContainText(expected);
  await expect(staffLog).not.toContainText('abandon');
  await expect(staffLog).not.toContainText('4111');
  // The sender's warning is for the sender.
  await expect(staffLog.getByText(SENSITIVE_REMOVED_NOTICE)).toHaveCount(0);
  await staffPage.reload();
  await staffPage.getByRole('tab', { name: 'Live Chat' }).click();
  await inbox.getByRole('button', { name: new RegExp(lastName) }).click();
  await expect(staffLog).toContainText(expected);
  await expect(staffPage.locator('body')).not.toContainText('abandon abandon');

  const [file] = await Promise.all([staffPage.waitForEvent('download'), inbox.getByRole('button', { name: 'Download the transcript' }).click()]);
  const transcript = await readFile((await file.path()) ?? '', 'utf8');
  expect(transcript).toContain(REMOVED_PHRASE_MARKER);
  expect(transcript).not.toContain('abandon');
  expect(transcript).not.toContain('4111');
});
