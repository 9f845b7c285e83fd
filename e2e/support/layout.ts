// The layout journeys at one width: staff walk every admin tab and a client their dashboard, with some
// data present; nothing may overflow its card or the page, and every row action must be reachable.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createClient, recordLedgerEntry, type SignedInClient, submitLead } from './sign-in';

/** A card: the bordered, rounded boxes the screens are built from (section cards, table wrappers, stat cards). */
const CARD_SELECTOR = '[class*="rounded-xl"][class*="border"], [class*="rounded-lg"][class*="border"]';

export const ADMIN_TABS = [
  'Client Leads',
  'Clients',
  'Withdrawal Requests',
  'Documents',
  'CRM Integration',
  'Live Chat',
  'Messages',
  'Claims',
  'Complaints',
  'Reports',
  'Site Content',
] as const;

// Spaced words, as real file names have, and one word longer than any line.
const LONG_FILE_NAME = `Bank statement for the whole of the last financial year ${'x'.repeat(60)}.pdf`;
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Data every tab shows: leads with and without consent (long names and emails), the signed-in
 * client's open payout request and a document with a long file name, and a live chat.
 */
export async function seedLayoutData(request: APIRequestContext, clientPage: Page, client: SignedInClient, token: string) {
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  await createClient(request, token, {
    firstName: 'Maximiliana',
    lastName: `Featherstonehaugh-Worthington${tag}`,
    consentToShare: true,
    caseDetails: 'A very long description of a fake investment platform that took everything over many months. '.repeat(5),
  });
  await createClient(request, token, { firstName: 'Bo', lastName: `Li${tag}`, recoveredAmount: '0.00' });
  // A lead whose email is very long: one such row must not push every row's actions off a wide screen.
  await submitLead(request, {
    firstName: 'Zoe',
    lastName: 'Long',
    email: `zoe.averylongemailaddressfortesting.${tag}@subdomain.example-company.co.uk`,
  });

  // A recovery with a long unbroken reference, and a crypto payout whose wallet address is shown.
  await recordLedgerEntry(request, token, client.id, {
    amount: '10.00',
    receivedOn: new Date().toISOString().slice(0, 10),
    reference: `CHARGEBACK-${'0123456789'.repeat(8)}`,
  });
  // A contact message with a long unbroken word, for the Messages tab.
  const contact = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Maximiliana',
      lastName: `Featherstonehaugh${tag}`,
      email: `contact-${tag}@example.com`,
      subject: 'About my case',
      message: `Please read https://forum.example/threads/${'y'.repeat(90)} before you call me.`,
    },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  // A claim to a counterparty with a long unbroken name, for the Claims tab and the account's recovery work.
  const auth = { Authorization: `Bearer ${token}` };
  const payment = await request.post(`/api/admin/client-accounts/${client.id}/payments`, {
    headers: auth,
    data: {
      paidAt: new Date().toISOString().slice(0, 10),
      amount: '1500.00',
      currency: 'GBP',
      method: 'faster_payment',
      payerInstitution: 'Example Bank',
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const claim = await request.post(`/api/admin/client-accounts/${client.id}/claims`, {
    headers: auth,
    data: { type: 'app_reimbursement', counterparty: `Bank${'q'.repeat(80)}`, paymentIds: [((await payment.json()) as { id: number }).id] },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  // A complaint with a long unbroken word, for the client's card and the register.
  const complaint = await clientPage.request.post('/api/client/complaints', {
    data: { subject: `Refund ${'z'.repeat(80)}`, details: `See https://bank.example/${'w'.repeat(120)} for what happened.` },
  });
  expect(complaint.status(), await complaint.text()).toBe(201);
  // A case update with a long unbroken word, on the client's timeline.
  const update = await request.post(`/api/admin/client-accounts/${client.id}/updates`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { message: `Claim lodged under https://bank.example/claims/${'x'.repeat(90)}`, stage: 'claim_submitted', visibleToClient: true },
  });
  expect(update.status(), await update.text()).toBe(201);
  const payout = await clientPage.request.post('/api/withdrawal-requests', {
    data: {
      clientAccountId: client.id,
      withdrawalMethod: 'cryptocurrency',
      cryptoType: 'BTC',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
  });
  expect(payout.status(), await payout.text()).toBe(201);
  const upload = await clientPage.request.post('/api/client/documents', {
    data: {
      clientAccountId: client.id,
      documentType: 'transaction_proof',
      fileName: LONG_FILE_NAME,
      fileSize: SMALL_PDF.length,
      mimeType: 'application/pdf',
      fileData: SMALL_PDF.toString('base64'),
      status: 'pending',
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  const room = await request.post('/api/chat/room', {
    data: {
      contactInfo: {
        firstName: 'Visitorwithaverylongfirstname',
        lastName: `Chat${tag}`,
        email: `chat.${tag}@example.com`,
        phone: '+44 7700 900123',
      },
    },
  });
  expect(room.ok(), await room.text()).toBe(true);
  const { sessionId } = (await room.json()) as { sessionId: string };
  const message = await request.post('/api/chat/message', {
    data: { sessionId, senderType: 'user', message: `Hello, I need help with my case ${'please '.repeat(20)}` },
  });
  expect(message.status(), await message.text()).toBe(201);
  return { fileName: LONG_FILE_NAME };
}

interface Overflow {
  card: string;
  element: string;
  by: number;
}

/** Elements sticking out of their card by more than a pixel (content scrolling inside a clipped box is fine). */
async function overflowsInCards(scope: Locator): Promise<Overflow[]> {
  return scope.evaluate((root, selector) => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.textContent ?? '').trim().slice(0, 40)}]`;
    const clips = (el: Element) => {
      const style = getComputedStyle(el);
      return ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
    };
    const found: Overflow[] = [];
    const cards = [root, ...root.querySelectorAll(selector)].filter((el) => el.matches(selector));
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (box.width === 0) continue;
      for (const el of card.querySelectorAll('*')) {
        const style = getComputedStyle(el);
        if (style.position === 'absolute' && style.clip !== 'auto') continue; // sr-only text
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        // Clipped by a scrolling box between it and the card: it scrolls inside the card.
        let clipped = false;
        for (let parent = el.parentElement; parent && parent !== card; parent = parent.parentElement) {
          if (clips(parent)) {
            clipped = true;
            break;
          }
        }
        if (clipped) continue;
        const by = Math.max(box.left - rect.left, rect.right - box.right);
        if (by > 1) found.push({ card: describe(card), element: describe(el), by: Math.round(by) });
      }
    }
    return found;
  }, CARD_SELECTOR);
}

/** Nothing sticks out of its card, and the page itself never scrolls sideways. */
export async function expectNothingOverflows(page: Page, scope: Locator, where: string): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where}: the page is wider than the ${viewport} px screen`).toBeLessThanOrEqual(viewport);
  expect(await overflowsInCards(scope), `${where}: elements outside their card`).toEqual([]);
}

/** Every action button of every row can be scrolled to, is then on screen, and can be used. */
export async function expectRowActionsReachable(rows: Locator, where: string): Promise<void> {
  const count = await rows.count();
  expect(count, `${where}: rows to check`).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const buttons = rows.nth(i).locator('button, a[href]');
    for (let j = 0; j < (await buttons.count()); j += 1) {
      const button = buttons.nth(j);
      if (!(await button.isVisible()) && (await button.evaluate((el) => getComputedStyle(el).display === 'none'))) continue;
      await button.scrollIntoViewIfNeeded();
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      await expect(button, `${where}: row ${i + 1} action '${name}' on screen`).toBeInViewport({ ratio: 0.9 });
      await expect(button, `${where}: row ${i + 1} action '${name}' enabled`).toBeEnabled();
    }
  }
}

/** Signed-in staff walk every admin tab; each must fit its width and keep its row actions reachable. */
export async function walkAdminTabs(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ADMIN_TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(panel.getByText(/^Loading/)).toHaveCount(0);
    const where = `${name} at ${width} px`;
    if (width < 640) {
      // On a phone the lead counts stand above the leads only, not above every tab's work.
      const summary = page.getByRole('region', { name: 'Lead summary' });
      if (name === 'Client Leads') await expect(summary, `${where}: the lead counts show`).toBeVisible();
      else await expect(summary, `${where}: the lead counts give way to the tab`).toBeHidden();
    }
    if (name === 'Site Content') {
      await expectNothingOverflows(page, main, where);
      continue;
    }
    if (name === 'Reports') {
      // The leads seeded today are in the leads chart; its table view fits too.
      const leads = panel.getByRole('region', { name: 'Leads', exact: true });
      await expect(leads.getByRole('figure', { name: 'Leads chart' }).locator('svg').first(), `${where}: the chart draws`).toBeVisible();
      await expectNothingOverflows(page, main, where);
      await leads.getByRole('button', { name: 'Table' }).click();
      await expect(leads.locator('tbody tr').first(), `${where}: the table shows`).toBeVisible();
      await expectNothingOverflows(page, main, `${where}, as a table`);
      continue;
    }
    // Table rows (not a placeholder row), or the chat inbox's rooms.
    const rows = panel.locator('tbody tr:not(:has(td[colspan]))').or(panel.locator('ul[aria-label="Chat rooms"] > li'));
    await expect(rows.first(), `${where}: some data shows`).toBeVisible();
    await expectNothingOverflows(page, main, where);
    if (name === 'Client Leads') {
      expect(await cutOffSelectLabels(panel), `${where}: select labels cut off`).toEqual([]);
    }
    if (name === 'Client Leads' && width >= 1280) {
      // On a wide screen the lead list fits without scrolling sideways, whatever one lead's email.
      const table = panel.locator('table').first();
      const sideways = await table.evaluate((el) => (el.parentElement ? el.parentElement.scrollWidth - el.parentElement.clientWidth : 0));
      expect(sideways, `${where}: the lead table scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
    }
    await expectRowActionsReachable(rows, where);
    if (name === 'Live Chat') {
      // The open conversation fits too, and its Delete is reachable.
      await rows.first().getByRole('button').click();
      const remove = panel.getByRole('button', { name: 'Delete' });
      await expect(remove).toBeVisible();
      await expectNothingOverflows(page, main, `${where}, a room open`);
      await remove.scrollIntoViewIfNeeded();
      await expect(remove).toBeInViewport();
      await expect(remove).toBeEnabled();
      if (width < 768) {
        // On a phone the conversation takes the list's place, and opens with its reply box in view.
        await page.getByRole('button', { name: 'All chats' }).click();
        await expect(rows.first()).toBeVisible();
        await rows.first().getByRole('button').click();
        await expect(panel.locator('ul[aria-label="Chat rooms"]'), `${where}: the list gives way to the room`).toBeHidden();
        await expect(panel.getByPlaceholder('Type your reply...'), `${where}: the reply box is in view`).toBeInViewport();
      }
    }
  }
}

/**
 * The selects in `scope` too narrow to show their longest option in full once it is chosen: a select's own width
 * (max-content) is that of its longest option with its paddings and arrow.
 */
async function cutOffSelectLabels(scope: Locator): Promise<string[]> {
  return scope.locator('select').evaluateAll((selects) => {
    const cut: string[] = [];
    for (const select of selects as HTMLSelectElement[]) {
      if (select.offsetParent === null || !select.parentElement) continue;
      const natural = select.cloneNode(true) as HTMLSelectElement;
      natural.removeAttribute('id');
      Object.assign(natural.style, { position: 'absolute', visibility: 'hidden', width: 'max-content', minWidth: '0', maxWidth: 'none' });
      select.parentElement.append(natural);
      const needed = natural.getBoundingClientRect().width;
      natural.remove();
      const has = select.getBoundingClientRect().width;
      if (needed > has + 0.5) {
        const longest = [...select.options].map((option) => option.text).sort((x, y) => y.length - x.length)[0];
        cut.push(`${select.id || select.name}: needs ${Math.ceil(needed)} px for '${longest}', has ${Math.floor(has)} px`);
      }
    }
    return cut;
  });
}

/** The client's dashboard at this width, with a recovery, an open payout and a long-named document. */
/** The words of an element's text, short enough to fit any line, that the browser broke across two lines. */
async function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((el) => {
    const text = el.firstChild;
    if (!(text instanceof Text)) throw new Error('expected the element to hold its text directly');
    const broken: string[] = [];
    let at = 0;
    for (const word of text.data.split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (word.length <= 12 && lines.size > 1) broken.push(word);
      at += word.length + 1;
    }
    return broken;
  });
}

export async function walkClientDashboard(page: Page, width: number, fileName: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/client-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(documents.getByTestId('client-document').filter({ hasText: fileName })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your payouts', exact: true }).getByTestId('withdrawal-request')).toHaveCount(1);
  await expectNothingOverflows(page, page.getByRole('main'), `client dashboard at ${width} px`);
  // Each document row fits its card.
  const card = await documents.boundingBox();
  for (const row of await documents.getByTestId('client-document').all()) {
    const box = await row.boundingBox();
    expect(box && card && box.x >= card.x - 1 && box.x + box.width <= card.x + card.width + 1, `document row inside its card at ${width} px`).toBe(
      true,
    );
  }
  await expectRowActionsReachable(documents.getByTestId('client-document'), `client documents at ${width} px`);
  // A complaint opened to reread, with its long unbroken word, fits its card too.
  const complaints = page.getByRole('region', { name: 'Complaints', exact: true });
  await complaints
    .getByRole('button', { name: /^Read your complaint/ })
    .first()
    .click();
  await expect(complaints.getByTestId('complaint-details').first()).toContainText('What you wrote');
  await expectNothingOverflows(page, page.getByRole('main'), `client dashboard, a complaint open, at ${width} px`);
  expect(
    await wordsBrokenAcrossLines(documents.getByRole('paragraph').filter({ hasText: fileName })),
    `file name wraps at its spaces at ${width} px`,
  ).toEqual([]);
  // Scrolled to the end, the last card clears the floating chat button.
  const launcher = await page.getByRole('button', { name: /^Open chat/ }).boundingBox();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const lastCard = await page.getByRole('main').locator(':scope > *').last().boundingBox();
  expect((lastCard?.y ?? 0) + (lastCard?.height ?? 0), `the dashboard's end clears the chat button at ${width} px`).toBeLessThanOrEqual(
    (launcher?.y ?? 0) - 4,
  );
}
