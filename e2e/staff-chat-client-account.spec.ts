// Staff see a signed-in client's chat as that client's: their account's name, whatever the browser
// sent, and a way from the conversation to their account.
import { expect, submitLead, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

test("a client's chat shows their account's name and opens their account", async ({ request, staffApiToken, staffPage }) => {
  const lastName = `Account${Date.now().toString(36)}`;
  const email = uniqueEmail('chat-client');
  const submissionId = await submitLead(request, { firstName: 'Cora', lastName, email });
  const created = await request.post('/api/admin/client-accounts', {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: { submissionId, email, password: 'client password 123', recoveredAmount: '0.00', currency: 'USD', reference: '' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // Signed in, the client's browser says someone else is writing: the server keeps to the account.
  const login = await request.post('/api/client/login', { data: { email, password: 'client password 123' } });
  expect(login.ok(), await login.text()).toBe(true);
  const opened = await request.post('/api/chat/room', {
    data: { contactInfo: { firstName: 'Someone', lastName: 'Else', email: 'someone.else@example.com', phone: '+44 20 7946 0003' } },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const sent = await request.post('/api/chat/message', { data: { sessionId, senderType: 'user', message: 'Is there news on my case?' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await request.get('/api/logout', { maxRedirects: 0 });

  await staffPage.getByRole('tab', { name: 'Live Chat' }).click();
  const inbox = staffPage.getByRole('region', { name: 'Live Chat' });
  await inbox.getByRole('button', { name: new RegExp(`Cora ${lastName}`) }).click();
  await expect(inbox.getByRole('heading', { name: `Cora ${lastName}` })).toBeVisible();
  await expect(inbox.getByText('Someone Else')).toHaveCount(0);
  await inbox.getByRole('button', { name: 'Open their account' }).click();
  const dialog = staffPage.getByRole('dialog', { name: /^Client account / });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
});
