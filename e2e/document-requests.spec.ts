// Staff ask a client for a document from the account view; the client sees it on their checklist,
// uploads it there, and sees it accepted once staff approve the upload.
import { createClient, expect, signInAsClient, test } from './support/sign-in';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const TITLE = 'Bank statement showing the transfer';

test('staff request a document, the client uploads it from their checklist, and staff accept it', async ({
  staffPage,
  page,
  request,
  staffApiToken,
}) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Dora', lastName: 'Docs' });

  await staffPage.getByRole('tab', { name: 'Withdrawal Requests' }).click();
  await staffPage.getByLabel('Search client accounts').fill(client.email);
  const row = staffPage.getByRole('region', { name: 'Client accounts' }).locator('tbody tr', { hasText: client.email });
  await row.getByRole('button', { name: /^Open account/ }).click();
  const account = staffPage.getByRole('dialog', { name: `Client account ${client.caseId}` });
  await account.getByLabel('Document needed').fill(TITLE);
  await account.getByLabel('Note for the client (optional)').fill('The page with the payment is enough.');
  await account.getByRole('button', { name: 'Request document' }).click();
  await expect(account.getByRole('list', { name: 'Documents requested from the client' })).toContainText(`${TITLE}Requested`);

  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  const checklist = page.getByRole('list', { name: 'Requested documents' });
  await expect(checklist).toContainText(TITLE);
  await expect(checklist).toContainText('The page with the payment is enough.');
  await checklist.getByRole('button', { name: `Upload ${TITLE}` }).click();
  await page.getByLabel(`Upload: ${TITLE}`).setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(checklist).toContainText('Received, being checked');

  // Staff approve the upload: the request is accepted.
  const docs = (await (await request.get('/api/admin/documents', { headers: { Authorization: `Bearer ${staffApiToken}` } })).json()) as {
    id: number;
    clientEmail: string;
  }[];
  const uploaded = docs.find((doc) => doc.clientEmail === client.email);
  expect(uploaded).toBeDefined();
  const approved = await request.patch(`/api/admin/documents/${uploaded?.id}/status`, {
    headers: { Authorization: `Bearer ${staffApiToken}` },
    data: { status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Requested documents' })).toContainText('Accepted');
  await expect(page.getByRole('list', { name: 'Requested documents' }).getByRole('button')).toHaveCount(0);
});
