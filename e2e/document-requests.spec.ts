// Staff post an update that moves the case and ask the client for a document from the account view;
// the client sees the stage, the update and the checklist, uploads the document there, and sees it
// accepted once staff approve the upload in the documents tab.
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createClient, expect, signInAsClient, test } from './support/sign-in';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const TITLE = 'Bank statement showing the transfer';

test('staff post an update and request a document, the client sees both and uploads it, and staff accept it', async ({
  staffPage,
  page,
  request,
  staffApiToken,
}) => {
  test.setTimeout(90_000);
  const client = await createClient(request, staffApiToken, { firstName: 'Dora', lastName: 'Docs' });

  await staffPage.getByRole('tab', { name: 'Clients' }).click();
  await staffPage.getByLabel('Search client accounts').fill(client.email);
  const row = staffPage.getByRole('region', { name: 'Client accounts' }).locator('tbody tr', { hasText: client.email });
  await row.getByRole('button', { name: /^Open account/ }).click();
  const account = staffPage.getByRole('dialog', { name: `Client account ${client.caseId}` });
  await account.getByLabel('Update', { exact: true }).fill('We have sent your claim to your bank. They usually answer within 8 weeks.');
  await account.getByLabel('Move to stage').selectOption({ label: 'Claim submitted' });
  await expect(account.getByLabel('The client sees this update (and is emailed)')).toBeChecked();
  await account.getByRole('button', { name: 'Post update' }).click();
  await expect(account.getByTestId('staff-case-stage')).toHaveText('Claim submitted');
  const staffTimeline = account.getByRole('list', { name: 'Case timeline' });
  await expect(staffTimeline).toContainText('Stage: Claim submitted');
  await expect(staffTimeline).toContainText('We have sent your claim to your bank.');
  // A note kept from the client.
  await account.getByLabel('Update', { exact: true }).fill('Bank fraud team contact: J. Smith.');
  await account.getByLabel('The client sees this update (and is emailed)').uncheck();
  await account.getByRole('button', { name: 'Post update' }).click();
  await expect(staffTimeline.getByTestId('timeline-event').first()).toContainText('Internal');
  await account.getByLabel('Document needed').fill(TITLE);
  await account.getByLabel('Note for the client (optional)').fill('The page with the payment is enough.');
  // The request says what the upload is stored as: staff must choose it.
  await account.getByRole('button', { name: 'Request document' }).click();
  await expect(account.getByText('Choose the type of document')).toBeVisible();
  await account.getByLabel('Document type').selectOption({ label: 'Transaction Proof' });
  await account.getByRole('button', { name: 'Request document' }).click();
  await expect(account.getByRole('list', { name: 'Documents requested from the client' })).toContainText(`${TITLE} (Transaction Proof)Requested`);

  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  await expect(page.getByTestId('case-stage')).toHaveText('Claim submitted');
  const history = page.getByRole('list', { name: 'Case history' });
  await expect(history).toContainText('We have sent your claim to your bank.');
  await expect(history).not.toContainText('J. Smith');
  const checklist = page.getByRole('list', { name: 'Requested documents' });
  await expect(checklist).toContainText(TITLE);
  await expect(checklist).toContainText('The page with the payment is enough.');
  // On a phone the request's title keeps a readable width next to (or above) its button.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(checklist).toContainText('Type: Transaction Proof');
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(documents.getByLabel('Document type')).toHaveValue('id');
  // The request's own button opens the file chooser at once, for that request.
  const chooserOpened = page.waitForEvent('filechooser');
  await checklist.getByRole('button', { name: `Upload ${TITLE}` }).click();
  const chooser = await chooserOpened;
  await expect(page.getByLabel(`Upload: ${TITLE}`)).toHaveCount(1);
  expect(await chooser.element().getAttribute('id')).toBe(await page.getByLabel(`Upload: ${TITLE}`).getAttribute('id'));
  await expect(checklist.getByRole('button', { name: `Upload ${TITLE}` })).toHaveText('Upload');
  const title = checklist.getByTestId('document-request').getByText(TITLE, { exact: true });
  expect((await title.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(180);
  // Answering the request, the type is the one asked for, not the one the select happened to show.
  await expect(documents.getByLabel('Document type')).toHaveValue('transaction_proof');
  await expect(documents.getByLabel('Document type')).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await chooser.setFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(checklist).toContainText('Received, being checked');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page);
  await expect(documents.getByTestId('client-document').filter({ hasText: 'statement.pdf' })).toContainText('Transaction Proof');
  await expect(documents.getByLabel('Document type')).toBeEnabled();

  // Staff find the upload in the documents tab, marked with the request it answers, and approve it.
  await account.getByRole('button', { name: 'Close' }).click();
  await staffPage.getByRole('tab', { name: 'Documents' }).click();
  const documentRow = staffPage.getByRole('region', { name: 'Client documents' }).locator('tbody tr', { hasText: client.email });
  await expect(documentRow).toContainText(`For the request: ${TITLE}`);
  await documentRow.getByRole('button', { name: /^Review / }).click();
  const review = staffPage.getByRole('dialog');
  await review.getByLabel('Status').selectOption('approved');
  await review.getByRole('button', { name: 'Update Status' }).click();
  await expect(documentRow).toContainText('Approved');
  await expect(staffPage.getByRole('region', { name: 'Documents awaited from clients' })).not.toContainText(client.email);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Requested documents' })).toContainText('Accepted');
  await expect(page.getByRole('list', { name: 'Requested documents' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Case history' }).getByTestId('timeline-event').first()).toContainText(
    'Document accepted: statement.pdf',
  );
});

test('a client who chooses a file in the general upload field is asked which request it answers, and the request is answered', async ({
  page,
  request,
  staffApiToken,
}) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Gene', lastName: 'General' });
  for (const data of [
    { title: TITLE, documentType: 'transaction_proof' },
    { title: 'Photo ID', documentType: 'id' },
  ]) {
    const asked = await request.post(`/api/admin/client-accounts/${client.id}/document-requests`, {
      headers: { Authorization: `Bearer ${staffApiToken}` },
      data,
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }
  await signInAsClient(page, client);
  await page.goto('/client-dashboard');
  const documents = page.getByRole('region', { name: 'Documents', exact: true });
  await documents.getByLabel('Upload a document').setInputFiles({ name: 'March–May statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  const ask = page.getByRole('dialog', { name: 'Which request is this file for?' });
  await expect(ask).toContainText('March–May statement.pdf');
  await expect(documents.getByTestId('client-document')).toHaveCount(0);
  await ask.getByRole('button', { name: 'Upload' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Please choose the request this file answers, or "None of these".');
  await ask.getByRole('radio', { name: TITLE }).check();
  await ask.getByRole('button', { name: 'Upload' }).click();
  await expect(ask).toBeHidden();

  const checklist = page.getByRole('list', { name: 'Requested documents' });
  const answered = checklist.getByTestId('document-request').filter({ hasText: TITLE });
  await expect(answered).toContainText('Received, being checked');
  await expect(checklist.getByTestId('document-request').filter({ hasText: 'Photo ID' })).toContainText('Requested');
  await expect(documents.getByTestId('client-document').filter({ hasText: 'March–May statement.pdf' })).toContainText('Transaction Proof');
  // Staff see it as the answer to their request.
  const staffView = await request.get(`/api/admin/client-accounts/${client.id}/document-requests`, {
    headers: { Authorization: `Bearer ${staffApiToken}` },
  });
  const items = ((await staffView.json()) as { items: { title: string; status: string }[] }).items;
  expect(items.map(({ title, status }) => [title, status])).toEqual([
    [TITLE, 'received'],
    ['Photo ID', 'requested'],
  ]);
});
