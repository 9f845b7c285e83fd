// Live chat between a visitor on the landing page and staff in the admin Live Chat tab, in two
// browser contexts: live messages both ways, text shown literally, minimise and reload, typing,
// 'Seen', the unread badge, and deletion resetting the visitor's widget.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type WebSocketRoute } from '@playwright/test';
import {
  CHAT_OFFLINE_NOTICE,
  CHAT_OFFLINE_NOTICE_CLIENT,
  CHAT_PRESENCE_POLL_MS,
  CHAT_ROOM_DELETE_PROMPT,
  CHAT_SESSION_STORAGE_KEY,
} from '../src/contract/chat/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { test as withClient } from './support/sign-in';
import { openLanding, uniqueEmail } from './support/visitor';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { defined } from './support/defined';

const XSS = '<script>alert(1)</script>';

async function signInStaff(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Live Chat' }).click();
}

const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CHAT_SESSION_STORAGE_KEY);
const bubble = (scope: Locator, text: string) => scope.getByRole('log', { name: 'Messages' }).locator('li').filter({ hasText: text });

test('a visitor and staff chat live, across minimise and reload, until staff delete the room', async ({ browser }) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const staff = await staffContext.newPage();
  // Nothing anyone types may run as script.
  const alerts: string[] = [];
  for (const page of [visitor, staff]) {
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
  }

  const email = uniqueEmail('chat');
  const firstName = 'Vera';
  const lastName = `Visitor${Date.now().toString(36)}`;

  // No staff online yet: the visitor is told replies may take a while.
  await openLanding(visitor);
  const launcher = visitor.getByRole('button', { name: 'Open chat' });
  await expect(launcher).toBeVisible();
  await launcher.click();
  const widget = visitor.getByRole('dialog', { name: 'Live Support' });
  await expect(widget).toBeVisible();
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE)).toBeVisible();
  // A visitor who leaves is emailed a link when staff reply: the notice says so.
  await expect(widget.getByText(/not online right now/)).toContainText(/email you a link/i);
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.screenshot({ path: test.info().outputPath('widget-contact-375.png') });
  await visitor.setViewportSize({ width: 1280, height: 720 });

  // Staff sign in and open the inbox: now someone is online.
  await signInStaff(staff);
  const inbox = staff.getByRole('region', { name: 'Live Chat' });
  await expect(inbox.getByText('Connected')).toBeVisible();

  // The contact step: four required fields; the phone drops letters as typed.
  const start = widget.getByRole('button', { name: 'Start Chat' });
  await expect(start).toBeDisabled();
  await widget.getByLabel('First name').fill(firstName);
  await widget.getByLabel('Last name').fill(lastName);
  await expect(widget.getByLabel('Email')).toHaveAttribute('type', 'email');
  await widget.getByLabel('Email').fill(email);
  await expect(start).toBeDisabled();
  await widget.getByLabel('Phone').pressSequentially('+44 abc 20 7946 0000x');
  await expect(widget.getByLabel('Phone')).toHaveValue('+44  20 7946 0000');
  await expect(start).toBeEnabled();
  await start.click();

  await expect(widget.getByText('Connected')).toBeVisible();
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE)).toHaveCount(0);
  const sessionId = await storedSession(visitor);
  expect(sessionId).toMatch(/^session_/);

  // Send rules: nothing to send, button disabled; Enter sends trimmed text; Shift+Enter is a new line.
  const box = widget.getByRole('textbox', { name: 'Message', exact: true });
  const send = widget.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await box.fill('   \n  ');
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(widget.getByRole('log', { name: 'Messages' }).locator('li')).toHaveCount(0);
  await box.fill('   Hello, I lost money to a fake broker.   ');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(bubble(widget, 'Hello, I lost money to a fake broker.')).toHaveCount(1);
  await expect(widget.getByText('Hello, I lost money to a fake broker.', { exact: true })).toBeVisible();
  await box.pressSequentially('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  await box.press('Enter');
  await expect(widget.getByText('First line\nsecond line', { exact: true })).toBeVisible();
  await box.fill(XSS);
  await send.click();
  await expect(widget.getByText(XSS, { exact: true })).toBeVisible();
  await expect(widget.getByText('Just now').first()).toBeVisible();

  // Staff see the new room live, with three unread messages, and open it.
  const room = inbox.getByRole('button', { name: new RegExp(lastName) });
  await expect(room).toBeVisible();
  await expect(room).toContainText(email);
  await expect(room).toContainText('3 unread');
  await room.click();
  await expect(inbox.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(bubble(inbox, XSS)).toHaveCount(1);
  await expect(bubble(inbox, XSS)).toContainText(XSS);
  await expect(room).not.toContainText('unread');
  await expectNoSeriousA11yViolations(staff);
  // The visitor sees that staff have read it, under their last message only.
  await expect(bubble(widget, XSS).getByText('Seen')).toBeVisible();
  await expect(widget.getByText('Seen', { exact: true })).toHaveCount(1);

  // Staff reply; the visitor sees it live, once.
  const staffBox = inbox.getByRole('textbox', { name: 'Message', exact: true });
  await staffBox.fill('Hello Vera, we are looking at your case now.');
  await staffBox.press('Enter');
  await expect(bubble(widget, 'Hello Vera, we are looking at your case now.')).toHaveCount(1);
  await expect(bubble(widget, 'Hello Vera, we are looking at your case now.')).toContainText('Support Team');

  // Typing, both ways, never shown to the typist.
  await box.pressSequentially('I have the receipts');
  await expect(inbox.getByText(`${firstName} is typing...`)).toBeVisible();
  await expect(widget.getByText('Support is typing...')).toHaveCount(0);
  await staffBox.pressSequentially('Great, please');
  await expect(widget.getByText('Support is typing...')).toBeVisible();
  await expect(inbox.getByText('Support is typing...')).toHaveCount(0);
  await box.press('Enter');
  await expect(bubble(inbox, 'I have the receipts')).toHaveCount(1);
  await staffBox.fill('');

  // Both sides can keep the conversation as a text file.
  const [visitorFile] = await Promise.all([
    visitor.waitForEvent('download'),
    widget.getByRole('button', { name: 'Download the conversation' }).click(),
  ]);
  expect(visitorFile.suggestedFilename()).toMatch(/^chat-transcript-\d{4}-\d{2}-\d{2}\.txt$/);
  const visitorText = await readFile((await visitorFile.path()) ?? '', 'utf8');
  expect(visitorText).toContain('Support Team: Hello Vera, we are looking at your case now.');
  expect(visitorText).toContain(': I have the receipts');
  const [staffFile] = await Promise.all([staff.waitForEvent('download'), inbox.getByRole('button', { name: 'Download the transcript' }).click()]);
  expect(await readFile((await staffFile.path()) ?? '', 'utf8')).toContain(': I have the receipts');
  // A download that fails says so on both sides (before, nothing happened); staff are given the server's reason.
  for (const page of [visitor, staff])
    await page.route('**/transcript', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }));
  await widget.getByRole('button', { name: 'Download the conversation' }).click();
  await expect(widget.getByRole('alert')).toHaveText('The conversation could not be downloaded. Please try again.');
  await inbox.getByRole('button', { name: 'Download the transcript' }).click();
  await expect(staff.getByRole('region', { name: /Notifications/, includeHidden: true }).getByText('Unavailable', { exact: true })).toBeVisible();
  for (const page of [visitor, staff]) await page.unroute('**/transcript');

  await visitor.screenshot({ path: test.info().outputPath('widget-open-1280.png') });
  await staff.screenshot({ path: test.info().outputPath('inbox-1280.png'), fullPage: true });
  await visitor.setViewportSize({ width: 375, height: 740 });
  await visitor.screenshot({ path: test.info().outputPath('widget-open-375.png') });
  await expectNoSeriousA11yViolations(visitor);
  await visitor.setViewportSize({ width: 1280, height: 720 });

  // Accessibility with the widget open.
  await expectNoSeriousA11yViolations(visitor);

  // Minimise to a bar, expand again.
  await widget.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(widget).toBeHidden();
  const bar = visitor.getByRole('button', { name: 'Expand chat' });
  await expect(bar).toBeVisible();
  await visitor.screenshot({ path: test.info().outputPath('widget-minimised-1280.png') });
  await bar.click();
  await expect(widget).toBeVisible();

  // Minimise, reload: same room, history still there, and the conversation goes on.
  await widget.getByRole('button', { name: 'Minimise chat' }).click();
  await visitor.reload();
  await expect(launcher).toBeVisible();
  expect(await storedSession(visitor)).toBe(sessionId);
  await launcher.click();
  await expect(widget.getByText('Connected')).toBeVisible();
  await expect(bubble(widget, 'Hello, I lost money to a fake broker.')).toHaveCount(1);
  await expect(bubble(widget, 'Hello Vera, we are looking at your case now.')).toHaveCount(1);
  await expect(widget.getByText(XSS, { exact: true })).toBeVisible();
  await box.fill('Back again after a reload.');
  await box.press('Enter');
  await expect(bubble(inbox, 'Back again after a reload.')).toHaveCount(1);
  await expect(inbox.getByRole('button', { name: new RegExp(lastName) })).toHaveCount(1);
  // Staff have the room open: the new message is seen at once.
  await expect(bubble(widget, 'Back again after a reload.').getByText('Seen')).toBeVisible();

  // A staff reply while the widget is closed shows as a badge on the launcher.
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(launcher).toBeVisible();
  await staffBox.fill('Thanks, we will email you the next steps.');
  await staffBox.press('Enter');
  await expect(visitor.getByRole('button', { name: 'Open chat (1 unread)' })).toBeVisible();
  await expect(visitor.getByTestId('chat-unread')).toHaveText('1');
  await visitor.screenshot({ path: test.info().outputPath('launcher-unread-1280.png') });
  await launcher.click();
  await expect(bubble(widget, 'Thanks, we will email you the next steps.')).toHaveCount(1);
  await widget.getByRole('button', { name: 'Close chat' }).click();
  await expect(visitor.getByRole('button', { name: 'Open chat', exact: true })).toBeVisible();
  await launcher.click();

  // Staff delete the room after confirming; the visitor's widget starts over.
  await inbox.getByRole('button', { name: 'Delete' }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText(CHAT_ROOM_DELETE_PROMPT);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(inbox.getByRole('button', { name: new RegExp(lastName) })).toBeVisible();
  await inbox.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(inbox.getByRole('button', { name: new RegExp(lastName) })).toHaveCount(0);
  await expect(inbox.getByText('Select a conversation to read and reply.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Start Chat' })).toBeVisible();
  await expect(widget.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  expect(await storedSession(visitor)).toBeNull();
  expect(alerts).toEqual([]);

  await visitorContext.close();
  await staffContext.close();
});

test('a dropped connection comes back with backoff and shows what it missed, each message once', async ({ page, request }) => {
  test.setTimeout(60_000);
  // The first socket goes straight through; later ones are held until the test lets them reach the server.
  const sockets: WebSocketRoute[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/ws$/, async (ws) => {
    sockets.push(ws);
    if (sockets.length === 1) {
      ws.connectToServer();
      return;
    }
    const early: (string | Buffer)[] = [];
    let server: WebSocketRoute | null = null;
    ws.onMessage((message) => (server ? server.send(message) : early.push(message)));
    await held;
    server = ws.connectToServer();
    for (const message of early) server.send(message);
  });

  const token = (
    (await (await request.post('/api/admin/authenticate', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json()) as { token: string }
  ).token;
  const staffSays = async (roomId: number, message: string) => {
    const response = await request.post(`/api/chat/admin/rooms/${roomId}/messages`, {
      data: { message },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(201);
  };

  await openLanding(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  await widget.getByLabel('First name').fill('Dee');
  await widget.getByLabel('Last name').fill('Dropped');
  await widget.getByLabel('Email').fill(uniqueEmail('chat-drop'));
  await widget.getByLabel('Phone').fill('+44 20 7946 0001');
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat/room');
  await widget.getByRole('button', { name: 'Start Chat' }).click();
  const { id: roomId } = (await (await opened).json()) as { id: number };
  // No staff online: once connected the line under the title says so all the same, the notice below it that nobody is there.
  // (The journey before this one had staff signed in: their going is seen at the widget's next presence poll.)
  await expect(widget.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE)).toBeVisible({ timeout: CHAT_PRESENCE_POLL_MS + 5_000 });

  const box = widget.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill('Before the drop');
  await box.press('Enter');
  await staffSays(roomId, 'Staff reply while connected');
  await expect(bubble(widget, 'Staff reply while connected')).toHaveCount(1);

  // The connection drops; staff keep writing; the visitor writes too (shown from the send answer).
  await defined(sockets[0], 'first socket').close();
  await expect(widget.getByText('Connecting...')).toBeVisible();
  await staffSays(roomId, 'Missed reply one');
  await staffSays(roomId, 'Missed reply two');
  await box.fill('Sent while offline');
  await box.press('Enter');
  await expect(bubble(widget, 'Sent while offline')).toHaveCount(1);
  await expect(bubble(widget, 'Missed reply one')).toHaveCount(0);
  // It keeps trying (backoff) and, once through, fetches what it missed.
  await expect.poll(() => sockets.length).toBeGreaterThan(1);
  release();
  await expect(widget.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(bubble(widget, 'Missed reply one')).toHaveCount(1);
  await expect(bubble(widget, 'Missed reply two')).toHaveCount(1);
  await staffSays(roomId, 'Live again');
  await expect(bubble(widget, 'Live again')).toHaveCount(1);
  const texts = await widget.getByRole('log', { name: 'Messages' }).locator('li').count();
  expect(texts).toBe(6);
});

withClient('a signed-in client who opens the chat while staff are away is told a waiting reply will be emailed', async ({ clientPage: page }) => {
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE_CLIENT)).toBeVisible();
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE)).toHaveCount(0);
});
