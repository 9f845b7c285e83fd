// Staff choose the documents a claim's evidence pack encloses and a paragraph for its letter, download the
// PDF and the ZIP, and page 1 is rendered as an image with Debian's pdftoppm; the client downloads the same
// letter from their dashboard.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { claimEndpoints, paymentEndpoints } from '../src/contract/claims/endpoints';
import { endpointUrl } from '../src/contract/shared/endpoint';
import { tinyPdf } from '../src/server/testing/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/sign-in';

const hasPdftoppm = spawnSync('pdftoppm', ['-v']).error === undefined;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const statementPdf = (words: string) => tinyPdf(`${words} `.repeat(5000));

const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

test('staff choose documents for a claim pack, download its PDF and ZIP, and the client downloads the same letter', async ({
  staffPage,
  clientPage,
  client,
  staffApiToken,
  request,
}, info) => {
  // CI installs it (.ci/run); elsewhere the journey says how to get it rather than passing without it.
  test.skip(!hasPdftoppm && process.env.CI !== 'true', 'needs pdftoppm: apt-get install -y poppler-utils');
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${staffApiToken}` };
  const company = await request.put('/api/admin/content/company', {
    headers,
    data: {
      legalName: 'Harbour Recovery Partners Ltd',
      registeredAddress: '12 Quayside Lane, Bristol BS1 4XY',
      companyNumber: '09876543',
      regulatorReference: 'FRN 834512',
    },
  });
  expect(company.status(), await company.text()).toBe(200);
  const recorded = await request.post(endpointUrl(paymentEndpoints.record, { params: { id: client.id } }), {
    headers,
    data: {
      paidAt: daysAgo(12),
      amount: '3250.00',
      currency: 'GBP',
      method: 'faster_payment',
      payerInstitution: 'Northgate Bank',
      payee: 'Apex Yield Markets',
      reference: 'INVEST 7',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const opened = await request.post(endpointUrl(claimEndpoints.open, { params: { id: client.id } }), {
    headers,
    data: { type: 'app_reimbursement', counterparty: 'Northgate Bank', paymentIds: [((await recorded.json()) as { id: number }).id] },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  // The client uploads two documents; staff enclose one.
  // Different bytes each, so the ZIP's check tells which one was enclosed.
  const upload = async (fileName: string, bytes: Buffer) => {
    const uploaded = await clientPage.request.post('/api/client/documents', {
      data: {
        clientAccountId: client.id,
        documentType: 'transaction_proof',
        fileName,
        fileSize: bytes.length,
        mimeType: 'application/pdf',
        fileData: bytes.toString('base64'),
        status: 'pending',
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  };
  const statement = statementPdf('statement');
  await upload('Northgate statement.pdf', statement);
  await upload('Unrelated letter.pdf', statementPdf('unrelated'));

  const page = staffPage;
  await page.goto(`/admin?tab=clients&account=${client.id}`);
  const claim = page
    .getByRole('dialog', { name: `Client account ${client.caseId}` })
    .getByRole('region', { name: 'Recovery work' })
    .getByTestId('claim');
  await claim.getByRole('button', { name: 'Evidence pack' }).click();
  const pack = claim.getByRole('region', { name: 'Evidence pack of the APP scam reimbursement to Northgate Bank' });
  await pack.getByLabel(/^Northgate statement\.pdf/).check();
  await pack.getByLabel('Paragraph added to the letter (optional)').fill('Our client first told you of this scam by phone on 3 May.');
  await expect(pack.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  // The client uploads another document while the chooser is open: coming back to the page shows it,
  // with what staff had ticked and written kept.
  await upload('Bank reply.pdf', statementPdf('reply'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(pack.getByLabel(/^Bank reply\.pdf/)).not.toBeChecked();
  await expect(pack.getByLabel(/^Northgate statement\.pdf/)).toBeChecked();
  await expect(pack.getByLabel('Paragraph added to the letter (optional)')).toHaveValue(
    'Our client first told you of this scam by phone on 3 May.',
  );
  await pack.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Evidence pack saved').first()).toBeVisible();
  await expect(pack.getByLabel(/^Northgate statement\.pdf/)).toBeChecked();
  await expect(pack.getByLabel(/^Unrelated letter\.pdf/)).not.toBeChecked();
  // One uploaded after the chooser was last opened is there when it is opened again.
  await upload('Second reply.pdf', statementPdf('second'));
  await claim.getByRole('button', { name: 'Evidence pack' }).click();
  await expect(pack).toBeHidden();
  await claim.getByRole('button', { name: 'Evidence pack' }).click();
  await expect(pack.getByLabel(/^Second reply\.pdf/)).not.toBeChecked();
  await expect(pack.getByLabel(/^Northgate statement\.pdf/)).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await pack.screenshot({ path: info.outputPath('evidence-pack-section.png') });

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdfDownload.suggestedFilename()).toBe(`${client.caseId}-app-reimbursement-pack.pdf`);
  const pdfPath = info.outputPath('pack.pdf');
  await pdfDownload.saveAs(pdfPath);
  const pdf = readFileSync(pdfPath);
  const text = await pdfText(pdf);
  for (const expected of [
    'Harbour Recovery Partners Ltd',
    'FRN 834512',
    `${client.firstName} ${client.lastName}`,
    '£3,250.00',
    'Our client first told you of this scam',
    '1. Northgate statement.pdf',
    'Page 1 of 1',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('Unrelated letter.pdf');

  // Page 1 as an image, as a person would see it: A4 at 72 dpi is 595 x 842 points.
  const prefix = info.outputPath('pack-page');
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfPath, prefix]);
  const png = readFileSync(`${prefix}.png`);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const size = pngSize(png);
  expect(size.width).toBeGreaterThanOrEqual(590);
  expect(size.width).toBeLessThanOrEqual(600);
  expect(size.height).toBeGreaterThanOrEqual(837);
  expect(size.height).toBeLessThanOrEqual(847);
  // A page with a letter on it, not a blank one: a good part of the image is not white.
  expect(png.length).toBeGreaterThan(10_000);
  await info.attach('evidence pack, page 1', { path: `${prefix}.png`, contentType: 'image/png' });

  const [zipDownload] = await Promise.all([page.waitForEvent('download'), pack.getByRole('button', { name: 'Download ZIP' }).click()]);
  expect(zipDownload.suggestedFilename()).toBe(`${client.caseId}-app-reimbursement-pack.zip`);
  const zipPath = info.outputPath('pack.zip');
  await zipDownload.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const names = Object.keys(entries);
  expect(names[0]).toBe(`${client.caseId}-app-reimbursement-pack.pdf`);
  expect(names.slice(1)).toEqual([expect.stringMatching(/^documents\/\d+-Northgate statement\.pdf$/)]);
  expect(Buffer.from(entries[names[1]]).equals(statement)).toBe(true);

  // The client's dashboard offers the same letter, and says they can file the claim with it themselves.
  await clientPage.goto('/client-dashboard');
  const item = clientPage.getByRole('region', { name: 'Your claims' }).getByTestId('client-claim');
  await expect(item.getByTestId('claim-pack-notice')).toContainText('you can make the claim yourself, for free');
  const [clientDownload] = await Promise.all([
    clientPage.waitForEvent('download'),
    item.getByRole('link', { name: /^Download claim pack \(PDF\)/ }).click(),
  ]);
  const clientPath = info.outputPath('client-pack.pdf');
  await clientDownload.saveAs(clientPath);
  const clientText = await pdfText(readFileSync(clientPath));
  expect(clientText).toContain('Our client first told you of this scam by phone on 3 May.');
  expect(clientText).toContain('1. Northgate statement.pdf');
  await expectNoSeriousA11yViolations(clientPage);
});
