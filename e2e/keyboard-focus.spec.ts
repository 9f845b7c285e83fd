// A keyboard user's focus after an action: it stays on (or next to) what they used, never dropped on
// the page, and wherever it lands it can be seen.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { createClient, expect, signInAsClient, submitLead, test } from './support/sign-in';
import { openLanding, uniqueEmail } from './support/visitor';
import { holdRoute } from './support/held-route';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A new lead, listed alone by searching its email, and its tick box. */
async function listedLeadTick(page: Page, request: APIRequestContext, token: string, firstName: string, lastName: string) {
  const client = await createClient(request, token, { firstName, lastName });
  await page.getByLabel('Search leads').fill(client.email);
  return page.getByRole('checkbox', { name: `Select ${firstName} ${lastName}` });
}

/** The element draws a focus ring as the other controls do: a solid outline at least 2 px wide. */
async function expectFocusRing(element: Locator) {
  const outline = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

test('changing the status of ticked leads from the keyboard keeps the focus in the bulk bar', async ({
  staffPage: page,
  request,
  staffApiToken,
}) => {
  const tick = await listedLeadTick(page, request, staffApiToken, 'Kit', 'Keys');
  await tick.focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  const newStatus = bar.getByLabel('New status');
  await newStatus.focus();
  await newStatus.selectOption('contacted');
  await page.keyboard.press('Tab');
  const apply = bar.getByRole('button', { name: 'Change status' });
  await expect(apply).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /Kit Keys/ })).toContainText('Contacted');
  // The button is disabled again (no status chosen), yet the focus is still on it, not on the page.
  await expect(apply).toBeDisabled();
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(apply).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar.getByLabel('New priority')).toBeFocused();
});

test('an assessment the server refuses leaves the focus on the send button', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  await submitLead(request, { firstName: 'Tess', lastName: 'Twice', email, phone: '+44 20 7946 0101' });

  await openLanding(page);
  const form = page.locator('#assessment-form form');
  await form.getByLabel('First name').fill('Tess');
  await form.getByLabel('Last name').fill('Twice');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+44 20 7946 0101');
  await form.getByLabel('Country').selectOption('United Kingdom');
  await form.getByLabel('Amount lost').selectOption('5000-10000');
  await form.getByLabel('Currency').selectOption('GBP');
  await form.getByLabel('How you sent money').selectOption('bank-transfer');
  await form.getByLabel('Company or website name').fill('Fake Broker Ltd');
  await form.getByRole('textbox', { name: 'Case details' }).fill('I paid a fake trading platform and could not withdraw my money.');
  // The form's own code (not the placeholder that posts without it) sends it.
  await page.waitForLoadState('networkidle');
  const send = form.getByRole('button', { name: 'Start Recovery Process' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast-root')).toContainText('Duplicate Submission Detected');
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(send).toBeFocused();
});

test('a client answering a document request from the keyboard keeps the focus on the file field after the upload', async ({
  page,
  request,
  staffApiToken,
}) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Uma', lastName: 'Upload' });
  const asked = await request.post(`/api/admin/client-accounts/${client.id}/document-requests`, {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: { title: 'Bank statement', documentType: 'transaction_proof' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  const answer = page.getByRole('button', { name: 'Upload Bank statement' });
  await answer.focus();
  await page.keyboard.press('Enter');
  const file = page.getByLabel('Upload: Bank statement');
  await expect(file).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Requested documents' })).toContainText('Received, being checked');
  await expect(page.getByTestId('client-document').filter({ hasText: 'statement.pdf' })).toBeVisible();
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(page.getByLabel('Upload a document')).toBeFocused();
});

test('the admin tab panel, a stop after the tabs, shows that it has the focus', async ({ staffPage: page }) => {
  await page.getByRole('tab', { name: 'Client Leads' }).focus();
  await page.keyboard.press('Tab');
  const panel = page.getByRole('tabpanel', { name: 'Client Leads' });
  await expect(panel).toBeFocused();
  await expectFocusRing(panel);
});

test('the notifications region reached with F8 shows that it has the focus', async ({ page, request, staffApiToken }) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Tia', lastName: 'Toast' });
  await page.goto('/client-login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast-root')).toBeVisible();
  await page.keyboard.press('F8');
  const notifications = page.getByRole('region', { name: /^Notifications/ }).getByRole('list');
  await expect(notifications).toBeFocused();
  await expectFocusRing(notifications);
});

test('ticking a lead near the bottom of the screen keeps its box on screen when the bulk bar appears above', async ({
  staffPage: page,
  request,
  staffApiToken,
}) => {
  const tick = await listedLeadTick(page, request, staffApiToken, 'Bea', 'Bottom');
  await expect(tick).toBeVisible();
  // The screen ends just below the box, as it does for a row at the bottom of a long list.
  const box = await tick.boundingBox();
  if (!box) throw new Error('checkbox not laid out');
  await page.setViewportSize({ width: 1280, height: Math.ceil(box.y + box.height + 16) });
  await expect(tick).toBeInViewport({ ratio: 1 });
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toBeVisible();
  await expect(tick).toBeFocused();
  await expect(tick).toBeInViewport({ ratio: 1 });
});

test('deleting a lead from the keyboard puts the focus on the row that takes its place', async ({ staffPage: page, request, staffApiToken }) => {
  const tag = uniqueEmail('gone').split('@')[0];
  // Two leads one search finds: the newer is listed first.
  await createClient(request, staffApiToken, { firstName: 'Stay', lastName: tag, recoveredAmount: '0.00' });
  await createClient(request, staffApiToken, { firstName: 'Gone', lastName: tag, recoveredAmount: '0.00' });
  await page.getByLabel('Search leads').fill(tag);
  const remove = page.getByRole('button', { name: `Delete Gone ${tag}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  // The dialog's title names the lead; its prompt is LEAD_DELETE_PROMPT.
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`^Delete the lead of Gone ${tag}`) });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(remove).toHaveCount(0);
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(page.getByRole('checkbox', { name: `Select Stay ${tag}` })).toBeFocused();
});

test('signing in from the keyboard puts the focus on the title of the page behind the form', async ({ page, request, staffApiToken }) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Sia', lastName: 'Signin' });
  await page.goto('/client-login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sia' })).toBeFocused();

  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeFocused();
});

test("signing in on the staff sign-in page from the keyboard puts the focus on the home page's title", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeFocused();
});

test('logging out of the client dashboard from the keyboard puts the focus on the client login title', async ({ clientPage: page }) => {
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Logout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeFocused();
});

test('logging out of the admin panel from the keyboard puts the focus on the title of its sign-in form', async ({ staffPage: page }) => {
  await page.getByRole('button', { name: 'Logout' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeFocused();
  // Once only: the same page opened again starts at the top, as any page does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' })).toBeVisible();
  expect(await focusIsOnBody(page)).toBe(true);
});

for (const [where, path] of [
  ['staff home page', '/home'],
  ['landing page', '/'],
] as const) {
  test(`logging out of the ${where} from the keyboard puts the focus on the landing page's title`, async ({ page }) => {
    const signedIn = await page.request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await page.goto(path);
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();
  });
}

/** The first Tab reaches a visible 'Skip to content' link; following it, the next Tab lands inside <main>. */
async function expectSkipLinkIntoMain(screen: Page) {
  await screen.keyboard.press('Tab');
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screen.keyboard.press('Enter');
  await screen.keyboard.press('Tab');
  expect(await screen.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

for (const where of ['client dashboard', 'admin panel'] as const) {
  test(`the ${where} starts with a skip link that takes the next Tab into the page's main content`, async ({ page, staffPage, client }) => {
    let screen = staffPage;
    // Opened afresh (signing in puts the focus on the title, past the link).
    await staffPage.reload();
    await expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible();
    if (where === 'client dashboard') {
      await signInAsClient(page, client);
      await page.goto('/client-dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      screen = page;
    }
    await expectSkipLinkIntoMain(screen);
  });
}

// Every page with a header of links before its content starts with the same link past them.
for (const [where, path] of [
  ['client login', '/client-login'],
  ['staff sign-in page', '/login'],
  ['privacy notice', '/privacy'],
  ['verification page', '/verify'],
  ['password reset page', '/reset-password?kind=client&token=unused'],
] as const) {
  test(`the ${where} starts with a skip link that takes the next Tab into the page's main content`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectSkipLinkIntoMain(page);
  });
}

for (const [where, path] of [
  ['home page', '/home'],
  ['profile page', '/profile'],
] as const) {
  test(`a signed-in staff member's ${where} starts with a skip link that takes the next Tab into the page's main content`, async ({ page }) => {
    const signedIn = await page.request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectSkipLinkIntoMain(page);
  });
}

test('on a phone, the landing menu closes when Tab leaves it, so it never covers the field that has the focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openLanding(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const links = await menu.getByRole('link').count();
  for (let i = 0; i < links; i += 1) await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#assessment-form').getByLabel('First name', { exact: true })).toBeFocused();
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test("'Assign to me' in a lead's details leaves the focus on who the lead is now assigned to", async ({ staffPage: page, request }) => {
  const email = uniqueEmail('mine');
  await submitLead(request, { firstName: 'Mia', lastName: 'Mine', email, phone: '+44 20 7946 0102' });
  await page.getByLabel('Search leads').fill(email);
  await page.getByRole('button', { name: 'View details for Mia Mine' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lead details: Mia Mine' });
  const assign = dialog.getByRole('button', { name: 'Assign to me' });
  await assign.focus();
  await page.keyboard.press('Enter');
  await expect(assign).toHaveCount(0);
  const assignedTo = dialog.getByTestId('lead-assigned-to');
  await expect(assignedTo).not.toHaveText('Unassigned');
  await expect(assignedTo).toBeFocused();
});

test('opening the chat from the keyboard keeps the focus in it while it loads, then puts it in the first field', async ({ page }) => {
  // The panel's code arrives only when let through: until then the chat says it is loading.
  const release = await holdRoute(page, '**/assets/chat-panel-*.js');
  await openLanding(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open chat' }).focus();
  await page.keyboard.press('Enter');
  const loading = page.getByRole('status').filter({ hasText: 'Loading chat...' });
  await expect(loading).toBeVisible();
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(loading).toBeFocused();
  release();
  await expect(page.getByRole('dialog', { name: 'Live Support' }).getByLabel('First name')).toBeFocused();
});

test("a signed-in client's chat keeps the focus while it looks for their conversation, then puts it in the message box", async ({
  clientPage: page,
}) => {
  const release = await holdRoute(page, '**/api/client/chat');
  await page.goto('/client-dashboard');
  await page.getByRole('button', { name: 'Open chat' }).focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Live Support' });
  await expect(chat.getByRole('status').filter({ hasText: 'Loading chat...' })).toBeVisible();
  expect(await focusIsOnBody(page)).toBe(false);
  await expect(chat.getByRole('heading', { name: 'Live Support' })).toBeFocused();
  release();
  // No conversation yet: a signed-in client is not asked who they are, the message box takes the focus.
  await expect(chat.getByRole('textbox', { name: 'Message', exact: true })).toBeFocused();
});
