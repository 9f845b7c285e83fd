// The client portal: a client signs in, sees the truth about their case, requests a payout of the
// available balance, uploads documents; staff act through the API; the client sees the result.
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { IMPORTANT_NOTICE } from '../src/contract/accounts/accounts';
import { CHAT_OFFLINE_NOTICE_CLIENT, CHAT_SESSION_STORAGE_KEY } from '../src/contract/chat/messages';
import { FREE_ROUTES_REMINDER } from '../src/contract/content/links';
import { formatMoney } from '../src/contract/shared/money';
import { SESSION_ENDED_MESSAGE } from '../src/web/features/accounts/lib/session-ended';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';
import { submitLead } from './support/sign-in';
import { defined } from './support/defined';

const PASSWORD = 'a-long-client-passphrase';
const VALID_BTC_WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/authenticate', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface CreatedAccount {
  id: number;
  caseId: string;
  email: string;
}

/** A lead through the public intake, then its client account created by staff with a recorded recovery. */
async function createClient(
  request: APIRequestContext,
  token: string,
  options: { firstName: string; lastName: string; recoveredAmount: string; reference?: string },
): Promise<CreatedAccount> {
  const email = uniqueEmail(options.firstName.toLowerCase());
  const submissionId = await submitLead(request, { firstName: options.firstName, lastName: options.lastName, email });

  const created = await request.post('/api/admin/client-accounts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      submissionId,
      email,
      password: PASSWORD,
      recoveredAmount: options.recoveredAmount,
      currency: 'GBP',
      reference: options.reference ?? '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { account } = (await created.json()) as { account: CreatedAccount };
  return { id: account.id, caseId: account.caseId, email };
}

async function staffPatch(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.patch(url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/** Moves a case to `stage` as staff do: with a case update (the recovery status follows from it). */
async function postCaseUpdate(request: APIRequestContext, token: string, accountId: number, stage: string) {
  const response = await request.post(`/api/admin/client-accounts/${accountId}/updates`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { stage, visibleToClient: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function expectToast(page: Page, title: string, description?: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** No serious or critical violation, nor any of `alsoRules` whatever its impact. */
async function expectNoSeriousA11yViolations(page: Page, alsoRules: string[] = []) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.includes(v.id));
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a client with recovered funds requests a payout, uploads documents and sees the transfer', async ({ page, request }) => {
  // A long journey (two axe scans, a 10 MB file handed to the browser): more than the default 30 s.
  test.setTimeout(90_000);
  const token = await staffToken(request);
  const client = await createClient(request, token, {
    firstName: 'Rita',
    lastName: 'Okafor',
    recoveredAmount: '1250.00',
    reference: 'CHB-2026-0042',
  });
  const recovered = formatMoney('1250.00', 'GBP');

  // Signed out, the dashboard sends the visitor to sign in.
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/client-login$/);
  await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
  await expect(page.getByText('We will never ask you for a fee, tax or deposit to release your funds', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expectNoSeriousA11yViolations(page);

  // A wrong password: the server's message in the toast.
  await signIn(page, client.email, 'not-the-password');
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await expect(page).toHaveURL(/\/client-login$/);

  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rita' })).toBeVisible();
  // The refusal before no longer holds: its toast goes at once (left alone, it would stay its five seconds).
  await expect(page.getByText('Login Failed', { exact: true }).filter({ visible: true })).toHaveCount(0, { timeout: 1_500 });
  await expect(page.getByTestId('client-name')).toHaveText('Rita Okafor');
  await expect(page.getByTestId('case-id')).toHaveText(client.caseId);
  await expect(page.getByText('Case Active', { exact: true })).toBeVisible();
  // The last login is the visit before this one: there was none.
  await expect(page.getByTestId('last-login')).toHaveText('First visit');

  // The status card: a new case is under review (25 %), whatever was recorded; the green badge and the funds step
  // done, because money was recorded.
  const status = section(page, 'Recovery Status');
  await expect(status.getByTestId('recovery-stage')).toHaveText('Under Review');
  await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(status.getByText('25%')).toBeVisible();
  const badge = status.locator('[data-tone]', { hasText: /^Funds recovered$/ });
  await expect(badge).toHaveAttribute('data-tone', 'success');
  await expect(status.locator('li', { hasText: 'Funds recovered' })).toHaveAttribute('data-state', 'done');

  await expect(page.getByTestId('amount-label')).toHaveText('Available to pay out');
  await expect(page.getByTestId('amount-value')).toHaveText(recovered);

  // The evidence behind the balance.
  const ledger = section(page, 'Recorded Recoveries');
  await expect(ledger.getByTestId('ledger-entry')).toHaveCount(1);
  await expect(ledger.getByText(recovered)).toBeVisible();
  await expect(ledger.getByText('Reference: CHB-2026-0042')).toBeVisible();

  const notice = section(page, 'Important Notice');
  await expect(notice.getByText(IMPORTANT_NOTICE)).toBeVisible();
  // A client is told the free routes stay open to them (CMCOB 4).
  await expect(notice.getByTestId('free-routes-reminder')).toHaveText(FREE_ROUTES_REMINDER);
  await expect(notice.getByRole('link', { name: /Report Fraud/ })).toHaveAttribute('href', 'https://www.reportfraud.police.uk/');
  await expect(notice.getByRole('link', { name: /Police Scotland/ })).toHaveAttribute('href', 'https://www.scotland.police.uk/');
  await expect(notice.getByRole('link', { name: /IC3/ })).toHaveAttribute('href', 'https://www.ic3.gov/');
  await expect(notice).toContainText('or call 0300 123 2040');
  await expect(notice).not.toContainText(/action\s*fraud/i);
  await expect(page.getByText(/\bfees?\b/i).filter({ hasNotText: /no fee|never ask/i })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A crypto payout of the full balance: the wallet address is required, and the server checks its format.
  const withdraw = section(page, 'Request a payout');
  await expect(withdraw.getByTestId('withdraw-amount')).toHaveText(recovered);
  await expect(withdraw.getByText('Bank transfers take 3-5 business days.')).toBeVisible();
  // Payout words: no trading platform's promise, no invitation to a call about bank details.
  for (const card of [withdraw, section(page, 'Recovered Funds')])
    await expect(card.getByText(/within 24 hours|confirm your bank details|withdraw/i)).toHaveCount(0);
  await withdraw.getByLabel('Cryptocurrency', { exact: true }).check();
  const submit = withdraw.getByRole('button', { name: 'Request a payout' });
  await expect(submit).toBeDisabled();
  await withdraw.getByLabel('Cryptocurrency type').selectOption('BTC');
  await withdraw.getByLabel('Wallet address').fill('   ');
  await expect(submit).toBeDisabled();
  await withdraw.getByLabel('Wallet address').fill('not-a-wallet');
  await expect(submit).toBeEnabled();
  await submit.click();
  // The refusal is said once, at the wallet field, which takes the focus: no "try again later" toast.
  await expect(withdraw.getByText('That is not a valid BTC wallet address')).toHaveCount(1);
  await expect(withdraw.getByLabel('Wallet address')).toBeFocused();
  await expect(withdraw.getByLabel('Wallet address')).toHaveAttribute('aria-invalid', 'true');
  await expect(toasts(page).getByText('Payout Request Failed')).toHaveCount(0);

  await withdraw.getByLabel('Wallet address').fill(VALID_BTC_WALLET);
  await submit.click();
  await expectToast(page, 'Payout Requested');
  const requests = section(page, 'Your payouts');
  await expect(requests.getByTestId('withdrawal-request')).toHaveCount(1);
  await expect(requests.getByTestId('withdrawal-request')).toContainText(recovered);
  await expect(requests.getByTestId('withdrawal-request')).toContainText('Cryptocurrency (BTC)');
  await expect(requests.getByText('Payout requested', { exact: true })).toBeVisible();
  // One open request at a time: nothing is left to pay out.
  await expect(section(page, 'Request a payout')).toHaveCount(0);
  // The card is gone: the focus is on the new request, not lost to the page body.
  await expect(requests.getByTestId('withdrawal-request')).toBeFocused();
  await expect(page.getByText('Your payout request for this amount is waiting for review.')).toBeVisible();
  // The money is in a pending request: requested, not available to pay out, and not yet being processed.
  await expect(page.getByTestId('amount-label')).toHaveText('Payout requested');
  await expect(page.getByText('Available to pay out')).toHaveCount(0);

  // Documents: a PDF is uploaded and waits for review; a file over 10 MB never leaves the browser.
  const documents = section(page, 'Documents');
  await documents.getByLabel('Document type').selectOption({ label: 'Transaction Proof' });
  await documents.getByLabel('Upload a document').setInputFiles({ name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
  await expectToast(page, 'Document Uploaded');
  const uploaded = documents.getByTestId('client-document');
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toContainText('bank-statement.pdf');
  await expect(uploaded).toContainText('Transaction Proof');
  await expect(uploaded.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(uploaded.getByRole('link', { name: 'Download bank-statement.pdf' })).toHaveAttribute(
    'href',
    /\/api\/client\/documents\/download\/\d+$/,
  );

  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/client/documents')) uploads += 1;
  });
  await documents.getByLabel('Upload a document').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  // A refusal is said beside the field, and stays there (a toast would be gone in five seconds).
  const uploadError = documents.getByTestId('upload-error');
  await expect(uploadError).toHaveText('File Too Large. Please select a file smaller than 10MB.');
  await expect(documents.getByLabel('Upload a document')).toHaveAttribute('aria-invalid', 'true');
  await documents.getByLabel('Upload a document').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(uploadError).toHaveText('Invalid File Type. Please upload an image file or PDF document.');
  expect(uploads).toBe(0);
  await expect(uploaded).toHaveCount(1);
  // HTML renamed to .pdf passes the browser's look at the name; the server reads its bytes and refuses the type.
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/client/documents'));
  await documents.getByLabel('Upload a document').setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  });
  expect((await refused).status()).toBe(415);
  await expect(documents.getByRole('status')).toHaveText('');
  await expect(uploadError).toHaveText('Invalid File Type. Please upload an image file or PDF document.');
  await expect(toasts(page).getByText('Upload Failed', { exact: true })).toHaveCount(0);
  await expect(toasts(page).getByText('Invalid File Type', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(uploads).toBe(1);
  await expect(uploaded).toHaveCount(1);

  // The download is the client's own file, served as an attachment.
  const href = await uploaded.getByRole('link', { name: /^Download/ }).getAttribute('href');
  const download = await page.request.get(defined(href, 'download link'));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  expect((await download.body()).equals(SMALL_PDF)).toBe(true);

  // Staff approve the document and complete the payout.
  const auth = { Authorization: `Bearer ${token}` };
  const docs = (await (await request.get('/api/admin/documents?status=pending', { headers: auth })).json()) as Array<{
    id: number;
    clientAccountId: number;
  }>;
  const doc = defined(
    docs.find((d) => d.clientAccountId === client.id),
    "the client's pending document",
  );
  await staffPatch(request, token, `/api/admin/documents/${doc.id}/status`, { status: 'approved' });

  const payouts = (await (await request.get('/api/admin/withdrawal-requests?status=pending', { headers: auth })).json()) as Array<{
    id: number;
    clientAccountId: number;
  }>;
  const payout = defined(
    payouts.find((p) => p.clientAccountId === client.id),
    "the client's pending payout",
  );
  await staffPatch(request, token, `/api/admin/withdrawal-requests/${payout.id}`, { status: 'processing' });
  await page.reload();
  await expect(page.getByTestId('amount-label')).toHaveText('Payout being processed');
  await expect(page.getByText('Available to pay out')).toHaveCount(0);
  await staffPatch(request, token, `/api/admin/withdrawal-requests/${payout.id}`, { status: 'completed', paymentReference: '0xabc123' });

  await page.reload();
  await expect(page.getByTestId('amount-label')).toHaveText('Transferred');
  await expect(page.getByTestId('amount-value')).toHaveText(recovered);
  const transferred = section(page, 'Funds Transferred');
  await expect(transferred.getByTestId('transferred-amount')).toHaveText(recovered);
  await expect(section(page, 'Request a payout')).toHaveCount(0);
  // Money was recovered and paid out: still a success, honestly.
  await expect(section(page, 'Recovery Status').locator('[data-tone]', { hasText: /^Funds recovered$/ })).toHaveAttribute('data-tone', 'success');
  await expect(section(page, 'Your payouts').getByText('Paid to you', { exact: true })).toBeVisible();
  await expect(section(page, 'Your payouts').getByText('Payment reference: 0xabc123')).toBeVisible();
  await expect(section(page, 'Documents').getByText('Approved', { exact: true })).toBeVisible();

  // Account information.
  const info = section(page, 'Account Information');
  await expect(info.getByText(client.email)).toBeVisible();
  await expect(info.getByText(client.caseId)).toBeVisible();
  await expect(info.getByText('GBP', { exact: true })).toBeVisible();

  // Logout ends the session on the server: the dashboard then sends the visitor to sign in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/client-login$/);
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/client-login$/);
  expect((await page.request.get('/api/client/session')).status()).toBe(401);
});

test('a client with nothing recovered sees no success and no withdrawal, and the important notice', async ({ page, request }) => {
  const token = await staffToken(request);
  const client = await createClient(request, token, { firstName: 'Sam', lastName: 'Nguyen', recoveredAmount: '0.00' });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/client-login');
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId('case-id')).toHaveText(client.caseId);

  const status = section(page, 'Recovery Status');
  await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(status.locator('[data-tone]', { hasText: /^Funds recovered$/ })).toHaveCount(0);
  await expect(status.getByText('No funds recovered yet', { exact: true })).toHaveAttribute('data-tone', 'neutral');
  const lastStep = status.locator('li', { hasText: 'Funds recovered' });
  await expect(lastStep).toHaveAttribute('data-state', 'upcoming');
  await expect(lastStep).toContainText('Not yet');

  await expect(page.getByTestId('amount-label')).toHaveText('Recovered Amount');
  await expect(page.getByTestId('amount-value')).toHaveText(formatMoney('0.00', 'GBP'));
  await expect(page.getByText('Available to pay out')).toHaveCount(0);
  await expect(section(page, 'Request a payout')).toHaveCount(0);
  await expect(section(page, 'Funds Transferred')).toHaveCount(0);
  await expect(section(page, 'Recorded Recoveries').getByText('No recovered funds have been recorded yet.')).toBeVisible();

  const notice = section(page, 'Important Notice');
  await expect(notice.getByText(IMPORTANT_NOTICE)).toBeVisible();
  await expect(notice.getByRole('link', { name: /Report Fraud/ })).toBeVisible();

  // How to ask for their data, and where their rights are explained.
  const account = section(page, 'Account Information');
  await expect(account.getByTestId('your-data')).toContainText('to ask us to correct or erase it');
  await expect(account.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');

  // The progress bar follows the case stage (decision 043): 75 % once a claim is made, 25 % before and when closed
  // with nothing recorded.
  for (const [stage, progress] of [
    ['claim_submitted', '75'],
    ['closed', '25'],
    ['evidence', '25'],
    ['awaiting_response', '75'],
  ] as const) {
    await postCaseUpdate(request, token, client.id, stage);
    await page.reload();
    await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', progress);
    await expect(status.getByText(`${progress}%`, { exact: true })).toBeVisible();
  }

  // Signing in again: "Last login" is the previous visit, not this one.
  const firstVisit = await page.request.get('/api/client/session');
  const previous = ((await firstVisit.json()) as { lastLogin: string }).lastLogin;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/client-login$/);
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId('last-login')).not.toHaveText('First visit');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  const shown = await page.getByTestId('last-login').textContent();
  const now = ((await (await page.request.get('/api/client/session')).json()) as { lastLogin: string }).lastLogin;
  expect(Date.parse(now)).toBeGreaterThan(Date.parse(previous));
  expect(shown).toBe(
    await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
          new Date(iso),
        ),
      previous,
    ),
  );

  // Fits a 375 px phone without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  // With the chat panel open the page still has one banner: the panel's top bar is not another.
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Live Support' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['landmark-no-duplicate-banner']);
});

test("a staff chat reply waits in the client's own conversation when they sign in again", async ({ page, request }) => {
  const token = await staffToken(request);
  const client = await createClient(request, token, { firstName: 'Nora', lastName: 'Reply', recoveredAmount: '0.00' });
  const clientRooms = async () => {
    const reply = await request.get('/api/chat/admin/rooms', { headers: { Authorization: `Bearer ${token}` } });
    type Room = { id: number; sessionId: string; clientAccountId: number | null; contactFirstName: string | null; contactEmail: string | null };
    return ((await reply.json()) as Room[]).filter((room) => room.clientAccountId === client.id);
  };

  await page.goto('/client-login');
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  // Signed in, the client is not asked who they are: the message box is there at once.
  const box = widget.getByRole('textbox', { name: 'Message', exact: true });
  await expect(box).toBeVisible();
  await expect(widget.getByLabel('First name')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await box.fill('Is there any news on my case?');
  await box.press('Enter');
  await expect(widget.getByText('Is there any news on my case?', { exact: true })).toBeVisible();
  // Staff see the conversation as this client's: the account's name and email.
  expect(await clientRooms()).toEqual([expect.objectContaining({ contactFirstName: 'Nora', contactEmail: client.email })]);
  // No staff online: the chat is live ('Connected') and the notice below says nobody is there.
  await expect(widget.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(widget.getByText('Connecting...')).toHaveCount(0);
  await expect(widget.getByText(CHAT_OFFLINE_NOTICE_CLIENT)).toBeVisible();

  // The client leaves; Logout forgets the conversation in this browser, then staff answer.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/client-login$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CHAT_SESSION_STORAGE_KEY)).toBeNull();
  const [room] = await clientRooms();
  const answered = await request.post(`/api/chat/admin/rooms/${room.id}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { message: 'We have heard back from your bank.' },
  });
  expect(answered.status(), await answered.text()).toBe(201);

  // Signed in again: the launcher counts the waiting reply and the chat opens on the conversation.
  // Only opening it reads the reply (and spares the client the email saying one waits).
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/chat\/room\/[^/]+\/read$/.test(sent.url())) reads.push(sent.url());
  });
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('button', { name: 'Open chat (1 unread)' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads, 'the folded chat told the server the reply was read').toEqual([]);
  await page.getByRole('button', { name: 'Open chat (1 unread)' }).click();
  const log = widget.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem')).toHaveText([/Is there any news on my case\?/, /Support Team\s*We have heard back from your bank\./]);
  await expect.poll(() => reads.length, { message: 'the open chat tells the server the reply was read' }).toBe(1);
  expect(reads[0]).toContain(`/api/chat/room/${encodeURIComponent(room.sessionId)}/read`);
  await expect(widget.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await box.fill('Thank you.');
  await box.press('Enter');
  await expect(widget.getByText('Thank you.', { exact: true })).toBeVisible();
  expect((await clientRooms()).map((r) => r.id)).toEqual([room.id]);

  // Away again, one more reply. Meanwhile someone chats on the landing page of this browser, signed out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/client-login$/);
  const more = await request.post(`/api/chat/admin/rooms/${room.id}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { message: 'One more thing: please call us.' },
  });
  expect(more.status(), await more.text()).toBe(201);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).click();
  await widget.getByLabel('First name').fill('Val');
  await widget.getByLabel('Last name').fill('Visitor');
  await widget.getByLabel('Email').fill(uniqueEmail('landing-visitor'));
  await widget.getByLabel('Phone').fill('+44 20 7946 0999');
  await widget.getByRole('button', { name: 'Start Chat' }).click();
  await box.fill('A question from the landing page');
  await box.press('Enter');
  await expect(widget.getByText('A question from the landing page', { exact: true })).toBeVisible();

  // Signed in: the client's own conversation, with only the reply they have not answered counted.
  await page.goto('/client-login');
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByRole('button', { name: 'Open chat (1 unread)' })).toBeVisible();
  await page.getByRole('button', { name: 'Open chat (1 unread)' }).click();
  await expect(log.getByText('One more thing: please call us.')).toBeVisible();
  await expect(log.getByText('A question from the landing page')).toHaveCount(0);
});

test('a signed-in client chats from the landing page without being asked who they are', async ({ page, request }) => {
  const token = await staffToken(request);
  const client = await createClient(request, token, { firstName: 'Lana', lastName: 'Landing', recoveredAmount: '0.00' });
  await page.goto('/client-login');
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  await page.goto('/');
  await expect(page.getByTestId('signed-in-name')).toHaveText('Lana Landing');
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: 'Live Support' });
  const box = widget.getByRole('textbox', { name: 'Message', exact: true });
  await expect(box).toBeVisible();
  await expect(widget.getByLabel('First name')).toHaveCount(0);
  await box.fill('Hello from the home page');
  await box.press('Enter');
  await expect(widget.getByText('Hello from the home page', { exact: true })).toBeVisible();
  const rooms = (await (await request.get('/api/chat/admin/rooms', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    clientAccountId: number | null;
    contactFirstName: string | null;
  }[];
  expect(rooms.filter((room) => room.clientAccountId === client.id)).toEqual([expect.objectContaining({ contactFirstName: 'Lana' })]);
});

test('a client whose session ended while on the dashboard is taken to sign in and told why', async ({ page, request }) => {
  const token = await staffToken(request);
  const client = await createClient(request, token, { firstName: 'Enid', lastName: 'Ended', recoveredAmount: '0.00' });
  await page.goto('/client-login');
  await signIn(page, client.email, PASSWORD);
  await expect(page).toHaveURL(/\/client-dashboard$/);

  const complaints = section(page, 'Complaints');
  await page.waitForLoadState('networkidle');
  await complaints.getByRole('button', { name: 'Make a complaint' }).click();
  await complaints.getByLabel('What is it about?').fill('Nobody called back');
  await complaints.getByLabel('What went wrong, and what would put it right?').fill('I waited a week for the promised call.');
  // The session is gone (it expired, or ended elsewhere) while the page stays open.
  await page.context().clearCookies();
  await complaints.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page).toHaveURL(/\/client-login\?ended=1$/);
  await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED_MESSAGE })).toBeVisible();

  // Someone who simply was not signed in is sent to sign in without it.
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/client-login$/);
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toHaveCount(0);
});

test("a new client's dashboard (25%, one list of steps)", async ({ page, request }) => {
  const token = await staffToken(request);
  for (const width of [375, 1280]) {
    const client = await createClient(request, token, { firstName: 'Nia', lastName: 'Fresh', recoveredAmount: '0.00' });
    const session = await request.get(`/api/admin/client-accounts/${client.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const { account } = (await session.json()) as { account: { assessmentReference: string | null } };
    await page.setViewportSize({ width, height: 900 });
    await page.context().clearCookies();
    await page.goto('/client-login');
    await signIn(page, client.email, PASSWORD);
    await expect(page).toHaveURL(/\/client-dashboard$/);
    await expect(page.getByTestId('case-id')).toHaveText(client.caseId);
    // The reference the assessment receipt gave them, beside the case ID.
    await expect(page.getByTestId('assessment-reference')).toHaveText(defined(account.assessmentReference, 'the assessment reference'));

    const status = section(page, 'Recovery Status');
    await expect(status.getByTestId('recovery-stage')).toHaveText('Under Review');
    await expect(status.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await expect(status.getByText('25%', { exact: true })).toBeVisible();
    await expect(status.getByText('No funds recovered yet', { exact: true })).toHaveAttribute('data-tone', 'neutral');
    // One list: the case's stages, the first one current since the day it was set, none claimed done.
    await expect(status.getByRole('list')).toHaveCount(1);
    const steps = status.getByRole('list', { name: 'Case steps' }).getByRole('listitem');
    await expect(steps).toHaveText([
      /^AssessmentCurrent stage, since /,
      'Evidence gatheringNot yet',
      'Claim submittedNot yet',
      'Awaiting responseNot yet',
      'Funds recoveredNot yet',
      'ClosedNot yet',
    ]);
    await expect(steps.first()).toHaveAttribute('aria-current', 'step');
    await expect(status.getByText('In Progress')).toHaveCount(0);
    await expect(status.getByText('75%')).toHaveCount(0);
    // The history card no longer repeats the stages as a list of its own.
    await expect(section(page, 'Case Progress').getByRole('list', { name: 'Stages of your case' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
