// Staff download a visitor's chat transcript from the inbox: the button is disabled while the file comes,
// and when the room is erased meanwhile (its lead erased, which takes the visitor's chats with it) the
// inbox drops it at once and the toast says the server's reason.
import { readFile } from 'node:fs/promises';
import { expect, submitLead, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';
import { holdRoute } from './support/held-route';

test('a transcript download is disabled while it runs, and a refused one says why', async ({ request, staffApiToken, staffPage }) => {
  const lastName = `Transcript${Date.now().toString(36)}`;
  const email = uniqueEmail('transcript');
  const opened = await request.post('/api/chat/room', {
    data: { contactInfo: { firstName: 'Tess', lastName, email, phone: '+44 20 7946 0002' } },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const sent = await request.post('/api/chat/message', { data: { sessionId, senderType: 'user', message: 'Please keep a copy of this chat.' } });
  expect(sent.status(), await sent.text()).toBe(201);
  const leadId = await submitLead(request, { firstName: 'Tess', lastName, email });

  await staffPage.getByRole('tab', { name: 'Live Chat' }).click();
  const inbox = staffPage.getByRole('region', { name: 'Live Chat' });
  await inbox.getByRole('button', { name: new RegExp(lastName) }).click();
  await expect(inbox.getByRole('log', { name: 'Messages' })).toContainText('Please keep a copy of this chat.');
  const download = inbox.getByRole('button', { name: 'Download the transcript' });

  // While the file comes, the button cannot be pressed again.
  const release = await holdRoute(staffPage, '**/transcript');
  const saved = staffPage.waitForEvent('download');
  await download.click();
  await expect(download).toBeDisabled();
  release();
  const file = await saved;
  expect(await readFile((await file.path()) ?? '', 'utf8')).toContain(': Please keep a copy of this chat.');
  await expect(download).toBeEnabled();
  await staffPage.unroute('**/transcript');

  // The lead is erased while a download is on its way, and the visitor's chat with it: the open inbox drops
  // the chat at once, and the refused download says the server's reason.
  const releaseAgain = await holdRoute(staffPage, '**/transcript');
  const refused = staffPage.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/transcript'));
  await download.click();
  const erased = await request.delete(`/api/admin/client-submissions/${leadId}`, { headers: { Authorization: `Bearer ${staffApiToken}` } });
  expect(erased.status(), await erased.text()).toBe(204);
  await expect(inbox.getByRole('button', { name: new RegExp(lastName) })).toHaveCount(0);
  await expect(inbox.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  releaseAgain();
  expect((await refused).status()).toBe(404);
  const notifications = staffPage.getByRole('region', { name: /Notifications/, includeHidden: true });
  await expect(notifications.getByText('Download failed', { exact: true })).toBeVisible();
  await expect(notifications.getByText('Chat not found', { exact: true })).toBeVisible();
  await staffPage.unroute('**/transcript');
});
