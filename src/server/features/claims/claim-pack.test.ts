import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../../contract/accounts/endpoints';
import { claimEndpoints, paymentEndpoints } from '../../../contract/claims/endpoints';
import { packDocumentNotStoredMessage } from '../../../contract/claims/pack';
import { claimPackEndpoints } from '../../../contract/claims/pack-endpoints';
import { contentEndpoints } from '../../../contract/content/endpoints';
import { addDays, londonDate } from '../../../contract/shared/business-days';
import { type BodyOf, endpointUrl } from '../../../contract/shared/endpoint';
import { queryRows } from '../../platform/db/client';
import { documentPieces } from '../documents';
import {
  api,
  callApi,
  heldDownload,
  messageOf,
  quickClient,
  setUpAppWithMailAndAdmin,
  setUpCaseworker,
  tinyPdf,
  tinyPng,
  unchecked,
  unzipped,
  uploadDocument,
} from '../../testing';

const t = setUpAppWithMailAndAdmin();
const caseworker = setUpCaseworker(() => t.open, { firstName: 'Wilhelmina', lastName: 'Staffordshire' });
const today = londonDate(new Date());
const base = () => t.open.baseUrl;
const db = () => t.open.database.db;

const COMPANY = {
  legalName: 'Harbour Recovery Partners Ltd',
  registeredAddress: '12 Quayside Lane, Bristol BS1 4XY',
  companyNumber: '09876543',
  regulatorStatement: 'Authorised and regulated by the Financial Conduct Authority',
  regulatorReference: 'FRN 834512',
  email: 'claims@harbour.example',
  phone: '0117 496 0000',
};

/** The text of each page of a PDF, read back with a PDF parser. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}

const payment = (
  paidAt: string,
  amount: string,
  extra: Partial<BodyOf<typeof paymentEndpoints.record>> = {},
): BodyOf<typeof paymentEndpoints.record> => ({
  paidAt,
  amount,
  currency: 'GBP',
  method: 'faster_payment',
  payerInstitution: 'Northgate Bank',
  payee: 'Apex Yield Markets 20-45-77 41872233',
  reference: 'INVEST-ALPHA',
  note: 'Staff-only note: client sounded unsure on the phone',
  ...extra,
});

/** A PDF of `size` bytes whose padding is random, so that a byte out of place anywhere shows. */
const randomPdf = (size: number) => Buffer.concat([tinyPdf(), Buffer.from('%'), randomBytes(size - tinyPdf().length - 2), Buffer.from('\n')]);

/** Records a payment on a client's case, as the caseworker. */
const recordPayment = async (clientId: number, body: BodyOf<typeof paymentEndpoints.record>) =>
  (await callApi(base(), paymentEndpoints.record, { params: { id: clientId }, body, token: caseworker.token })).reply(201);

/** Opens a claim on a client's case, as the caseworker. */
const openClaim = async (clientId: number, body: BodyOf<typeof claimEndpoints.open>) =>
  (await callApi(base(), claimEndpoints.open, { params: { id: clientId }, body, token: caseworker.token })).reply(201);

/** Uploads a document to a client's account, as the client. */
const upload = async (client: { id: number; cookie: string }, fileName: string, bytes: Buffer) =>
  (await uploadDocument(base(), client.cookie, { clientAccountId: client.id, fileName, bytes })).reply(201);

/** A client with one payment and a claim over it, both recorded by the caseworker. */
async function claimOverOnePayment(
  currency: string,
  paid: BodyOf<typeof paymentEndpoints.record>,
  claim: Omit<BodyOf<typeof claimEndpoints.open>, 'paymentIds'>,
) {
  const client = await quickClient(db(), currency);
  const { id } = await recordPayment(client.id, paid);
  return { client, claim: await openClaim(client.id, { ...claim, paymentIds: [id] }) };
}

/** A client named Petra Quenby with a police report and an APP claim over their payments, two documents uploaded. */
async function caseWithClaim(payments: BodyOf<typeof paymentEndpoints.record>[]) {
  const client = await quickClient(db(), 'GBP');
  await db().execute(sql`update client_accounts set first_name = 'Petra', last_name = 'Quenby' where id = ${client.id}`);
  const ids: number[] = [];
  for (const body of payments) {
    ids.push((await recordPayment(client.id, body)).id);
  }
  const open = (body: BodyOf<typeof claimEndpoints.open>) => openClaim(client.id, body);
  await open({ type: 'police_report', counterparty: 'Report Fraud', paymentIds: [ids[0]], reference: 'NFRC240611-0042' });
  const claim = await open({ type: 'app_reimbursement', counterparty: 'Northgate Bank', paymentIds: ids, reference: 'NB-APP-7731' });
  // A note staff keep to themselves, on an event the client does not see.
  (
    await callApi(base(), claimEndpoints.recordEvent, {
      params: { id: claim.id },
      body: { status: 'filed', note: 'Internal: chase Wilhelmina about the bank statement', visibleToClient: false },
      token: caseworker.token,
    })
  ).reply(201);
  const statementBytes = randomPdf(2_600_000);
  const statement = await upload(client, 'Northgate statement May.pdf', statementBytes);
  const screenshot = await upload(client, 'chat screenshot.png', tinyPng());
  return { client, claim, statement, statementBytes, screenshot, paymentIds: ids };
}

const choose = (claimId: number, body: BodyOf<typeof claimPackEndpoints.choose>) =>
  callApi(base(), claimPackEndpoints.choose, { params: { id: claimId }, body, token: caseworker.token });

const packAudits = async (claimId: number) =>
  queryRows<{ action: string; actor: number | null; after: Record<string, unknown> | null }>(
    db(),
    sql`select action, actor_user_id as actor, after from audit_log where entity_type = 'claim' and entity_id = ${String(claimId)}
      and action like 'claim.pack_%' order by id`,
  );

describe('evidence packs', () => {
  it("writes the claim's letter on the practice's details with its rule, the schedule and totals, the crime reference, the enclosed documents and page numbers", async () => {
    (await callApi(base(), contentEndpoints.saveSection, { params: { key: 'company' }, body: COMPANY, token: t.adminToken })).reply(200);
    // Enough payments for the schedule to run over a page.
    const payments = Array.from({ length: 34 }, (_, i) => payment(addDays(today, -60 + i), i === 0 ? '1200.00' : '100.50'));
    const { claim, statement, screenshot } = await caseWithClaim(payments);
    const note = 'Our client first reported this to you by phone on 3 May.\nThey have since closed the account.';
    const chosen = (await choose(claim.id, { documentIds: [statement.id, screenshot.id], letterNote: note })).reply(200);
    expect(chosen.letterNote).toBe(note);
    expect(chosen.documents.filter((d) => d.chosen).map((d) => d.id)).toEqual([statement.id, screenshot.id]);

    const reply = await callApi(base(), claimPackEndpoints.pdf, { params: { id: claim.id }, token: caseworker.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toContain(`attachment; filename="${claim.caseId}-app-reimbursement-pack.pdf"`);
    expect(reply.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pages = await pdfPages(reply.bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    const text = pages.join('\n');
    // The practice's details from site content, the client, the case, the claim in plain words and its rule.
    for (const value of [COMPANY.legalName, COMPANY.registeredAddress, '09876543', 'FRN 834512', COMPANY.regulatorStatement]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('To: Northgate Bank');
    expect(text).toContain('Petra Quenby');
    expect(text).toContain(claim.caseId);
    expect(text).toContain('NB-APP-7731');
    expect(text).toContain('Claim for reimbursement of an authorised push payment (APP) scam');
    expect(text).toContain("Payment Systems Regulator's reimbursement requirement");
    // Every payment of the schedule, and the total: 1,200.00 + 33 x 100.50 = 4,516.50.
    expect(text.match(/£100\.50/g)).toHaveLength(33);
    expect(text).toContain('£1,200.00');
    expect(text).toContain('Total (GBP)');
    expect(text).toContain('34 payments, in total £4,516.50');
    // Table cells wrap: their words are read with the line breaks as spaces.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Apex Yield Markets 20-45-77 41872233');
    expect(text).toContain('INVEST-ALPHA');
    expect(flat).toContain('UK bank transfer (Faster Payment)');
    expect(text).toContain('Northgate Bank');
    expect(text).toContain('crime reference NFRC240611-0042');
    expect(text).toContain('Our client first reported this to you by phone on 3 May.');
    expect(text).toContain('They have since closed the account.');
    expect(text).toContain('1. Northgate statement May.pdf');
    expect(text).toContain('2. chat screenshot.png');
    // Nothing of staff: no names, no internal notes.
    for (const internal of ['Wilhelmina', 'Staffordshire', 'Staff-only note', 'Internal: chase']) expect(text).not.toContain(internal);

    const audits = await packAudits(claim.id);
    expect(audits.map((a) => [a.action, a.actor])).toEqual([
      ['claim.pack_chosen', caseworker.id],
      ['claim.pack_generated', caseworker.id],
    ]);
    expect(audits[1].after).toMatchObject({ format: 'pdf', by: 'staff', documentIds: [statement.id, screenshot.id] });
  });

  it('cites the Consumer Credit Act for a Section 75 claim, and says when nothing is enclosed', async () => {
    const { client, claim } = await claimOverOnePayment(
      'GBP',
      payment(addDays(today, -10), '649.99', { method: 'credit_card', payee: 'Lumen Watches Online', reference: null }),
      { type: 'section_75', counterparty: 'Crestline Card Services' },
    );
    const reply = await callApi(base(), claimPackEndpoints.pdf, { params: { id: claim.id }, token: caseworker.token });
    expect(reply.headers.get('content-disposition')).toContain(`${claim.caseId}-section-75-pack.pdf`);
    const text = (await pdfPages(reply.bytes)).join('\n');
    expect(text).toContain('Claim under section 75 of the Consumer Credit Act 1974');
    expect(text).toContain('Rule relied on: Section 75 of the Consumer Credit Act 1974');
    expect(text).toContain('£649.99');
    expect(text).toContain('Credit card');
    expect(text).toContain('No documents are enclosed.');
    expect(text).not.toContain('crime reference');
    expect(text).toContain('Page 1 of 1');
    // An account without a name: the counterparty reads 'our client', never the client's email.
    expect(text).toContain('We act for our client');
    expect(text).not.toContain(client.email);
  });

  it('prints names, payees and notes in the scripts people write them in, in the regular and the bold font', async () => {
    const { client, claim } = await claimOverOnePayment(
      'EUR',
      payment(addDays(today, -6), '1500.00', {
        currency: 'EUR',
        payerInstitution: 'Alior Bank',
        payee: 'ООО «Альфа Инвест»',
        reference: 'Αναφορά 7',
      }),
      { type: 'app_reimbursement', counterparty: 'Банк «Восток»' },
    );
    await db().execute(sql`update client_accounts set first_name = 'Zoë', last_name = 'Łukasz-王' where id = ${client.id}`);
    (await choose(claim.id, { documentIds: [], letterNote: 'Клієнтка повідомила банк 3 травня.' })).reply(200);

    for (const reply of [
      await callApi(base(), claimPackEndpoints.pdf, { params: { id: claim.id }, token: caseworker.token }),
      await callApi(base(), claimPackEndpoints.pdfForClient, { params: { claimId: claim.id }, cookie: client.cookie }),
    ]) {
      expect(reply.status).toBe(200);
      const flat = (await pdfPages(reply.bytes)).join('\n').replace(/\s+/g, ' ');
      // DejaVu Sans has no Chinese: that character shows as "?", the rest of the name as written.
      expect(flat).toContain('Our client: Zoë Łukasz-?');
      expect(flat).toContain('We act for Zoë Łukasz-?');
      expect(flat).toContain('To: Банк «Восток»');
      expect(flat).toContain('ООО «Альфа Инвест»');
      expect(flat).toContain('Αναφορά 7');
      expect(flat).toContain('Клієнтка повідомила банк 3 травня.');
      expect(flat).toContain('€1,500.00');
    }
  });

  it("gives the client their own claim's pack, the same letter without staff's names or notes, and 404 for another's", async () => {
    const { client, claim, statement } = await caseWithClaim([payment(addDays(today, -5), '980.00')]);
    (await choose(claim.id, { documentIds: [statement.id], letterNote: 'We ask you to act quickly: the client is in hardship.' })).reply(200);
    const other = await quickClient(db(), 'GBP');

    const own = await callApi(base(), claimPackEndpoints.pdfForClient, { params: { claimId: claim.id }, cookie: client.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(`${claim.caseId}-app-reimbursement-pack.pdf`);
    const text = (await pdfPages(own.bytes)).join('\n');
    expect(text).toContain('Petra Quenby');
    expect(text).toContain('£980.00');
    expect(text).toContain('We ask you to act quickly: the client is in hardship.');
    expect(text).toContain('1. Northgate statement May.pdf');
    expect(text).toContain('Page 1 of 1');
    for (const internal of ['Wilhelmina', 'Staffordshire', caseworker.email, 'Staff-only note', 'Internal: chase'])
      expect(text).not.toContain(internal);

    const theirs = await callApi(base(), claimPackEndpoints.pdfForClient, { params: { claimId: claim.id }, cookie: other.cookie });
    expect([theirs.status, messageOf(theirs)]).toEqual([404, 'Claim not found']);
    expect((await callApi(base(), claimPackEndpoints.pdfForClient, { params: { claimId: 2_000_000_000 }, cookie: client.cookie })).status).toBe(
      404,
    );
    expect((await api(base(), 'GET', endpointUrl(claimPackEndpoints.pdfForClient, { params: { claimId: claim.id } }))).status).toBe(401);
    // Staff routes are not the client's.
    expect((await api(base(), 'GET', endpointUrl(claimPackEndpoints.pdf, { params: { id: claim.id } }), { cookie: client.cookie })).status).toBe(
      401,
    );
    // A HEAD makes no pack (and leaves no trace of one).
    expect(
      (await api(base(), 'HEAD', endpointUrl(claimPackEndpoints.pdfForClient, { params: { claimId: claim.id } }), { cookie: client.cookie }))
        .status,
    ).not.toBe(200);

    const generated = (await packAudits(claim.id)).filter((a) => a.action === 'claim.pack_generated');
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatchObject({ actor: null, after: { format: 'pdf', by: 'client', clientAccountId: client.id } });
  });

  it("limits each client to 20 packs a minute, with the usual 429, and another client's count is their own", async () => {
    const { client, claim } = await caseWithClaim([payment(addDays(today, -5), '120.00')]);
    const other = await caseWithClaim([payment(addDays(today, -5), '80.00')]);
    const download = (claimId: number, cookie: string) => callApi(base(), claimPackEndpoints.pdfForClient, { params: { claimId }, cookie });
    for (let i = 0; i < 20; i += 1) expect((await download(claim.id, client.cookie)).status).toBe(200);
    const limited = await download(claim.id, client.cookie);
    expect(limited.status).toBe(429);
    expect(messageOf(limited)).toMatch(/^Too many requests in a short time\. Please wait \d+ (second|minute)s? and try again\.$/);
    expect(limited.headers.get('content-disposition')).toBeNull();
    expect((await download(other.claim.id, other.client.cookie)).status).toBe(200);
    // A refused request made no pack.
    expect((await packAudits(claim.id)).filter((a) => a.action === 'claim.pack_generated')).toHaveLength(20);
  });

  it('zips the PDF with the chosen documents, byte for byte, and keeps out those not chosen', async () => {
    const { client, claim, statement, statementBytes } = await caseWithClaim([payment(addDays(today, -8), '2500.00')]);
    const bigBytes = randomPdf(3_300_000);
    const big = await upload(client, 'Bank letter – reply.pdf', bigBytes);
    (await choose(claim.id, { documentIds: [big.id, statement.id] })).reply(200);

    const reply = await callApi(base(), claimPackEndpoints.zip, { params: { id: claim.id }, token: caseworker.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toContain(`attachment; filename="${claim.caseId}-app-reimbursement-pack.zip"`);
    const files = unzipSync(new Uint8Array(reply.bytes));
    const pdfName = `${claim.caseId}-app-reimbursement-pack.pdf`;
    expect(Object.keys(files)).toEqual([
      pdfName,
      `documents/${statement.id}-Northgate statement May.pdf`,
      `documents/${big.id}-Bank letter – reply.pdf`,
    ]);
    expect(Buffer.from(files[`documents/${statement.id}-Northgate statement May.pdf`]).equals(statementBytes)).toBe(true);
    expect(Buffer.from(files[`documents/${big.id}-Bank letter – reply.pdf`]).equals(bigBytes)).toBe(true);
    const text = (await pdfPages(Buffer.from(files[pdfName]))).join('\n');
    expect(text).toContain('£2,500.00');
    expect(text).toContain('1. Northgate statement May.pdf');
    expect(text).toContain('2. Bank letter – reply.pdf');
    expect(text).not.toContain('chat screenshot.png');
    expect((await packAudits(claim.id)).at(-1)).toMatchObject({ action: 'claim.pack_generated', actor: caseworker.id, after: { format: 'zip' } });
  });

  it('refuses the ZIP with 409 and sends nothing when an enclosed document is not stored whole', async () => {
    const { claim, statement, screenshot } = await caseWithClaim([payment(addDays(today, -8), '640.00')]);
    (await choose(claim.id, { documentIds: [statement.id, screenshot.id] })).reply(200);
    await db().execute(sql`update client_documents set file_data = substring(file_data from 1 for 1000) where id = ${statement.id}`);

    const reply = await callApi(base(), claimPackEndpoints.zip, { params: { id: claim.id }, token: caseworker.token });
    expect([reply.status, messageOf(reply)]).toEqual([409, packDocumentNotStoredMessage('Northgate statement May.pdf')]);
    expect(reply.headers.get('content-disposition')).toBeNull();
    expect((await packAudits(claim.id)).map((a) => a.action)).toEqual(['claim.pack_chosen']);
  });

  it('ends the connection when an enclosed document comes out short once the ZIP has started, so the download fails', async () => {
    const { client, claim } = await caseWithClaim([payment(addDays(today, -8), '640.00')]);
    // Bigger than the socket's buffers: the server is still sending it when the reader pauses.
    const big = await upload(client, 'Bank letter.pdf', randomPdf(9_500_000));
    const last = await upload(client, 'Last reply.pdf', randomPdf(400_000));
    (await choose(claim.id, { documentIds: [big.id, last.id] })).reply(200);

    const download = await heldDownload(base(), endpointUrl(claimPackEndpoints.zip, { params: { id: claim.id } }), { token: caseworker.token });
    expect(download.status).toBe(200);
    // Cut short after the answer began, while the big document is on its way.
    await db().execute(sql`update client_documents set file_data = substring(file_data from 1 for 1000) where id = ${last.id}`);
    const { complete, bytes } = await download.readRest();
    expect(complete).toBe(false);
    expect(() => unzipSync(new Uint8Array(bytes))).toThrow();
  });

  it("reads a document's bytes a piece at a time, and a missing one as not found", async () => {
    const { statement, statementBytes } = await caseWithClaim([payment(addDays(today, -2), '10.00')]);
    const pieces: Uint8Array[] = [];
    for await (const piece of documentPieces(t.open.database, statement.id)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(statementBytes)).toBe(true);
    const missing = async () => {
      for await (const _ of documentPieces(t.open.database, 2_000_000_000)) throw new Error('a piece of nothing');
    };
    await expect(missing()).rejects.toThrow('Document not found');
  });

  it("refuses another account's document, a note too long and an unknown claim with nothing changed", async () => {
    const { claim, statement } = await caseWithClaim([payment(addDays(today, -3), '75.00')]);
    const other = await caseWithClaim([payment(addDays(today, -3), '60.00')]);
    (await choose(claim.id, { documentIds: [statement.id], letterNote: 'First paragraph.' })).reply(200);
    const read = async () => (await callApi(base(), claimPackEndpoints.contents, { params: { id: claim.id }, token: caseworker.token })).reply(200);
    const before = await read();
    const audits = (await packAudits(claim.id)).length;

    const foreign = await choose(claim.id, { documentIds: [statement.id, other.statement.id], letterNote: 'Changed.' });
    expect([foreign.status, messageOf(foreign)]).toEqual([400, "A document chosen for the pack is not one of this account's"]);
    expect((await choose(claim.id, { documentIds: [], letterNote: 'x'.repeat(4001) })).status).toBe(400);
    expect((await choose(claim.id, unchecked({ documentIds: ['one'] }))).status).toBe(400);
    expect((await choose(2_000_000_000, { documentIds: [] })).status).toBe(404);
    expect((await callApi(base(), claimPackEndpoints.pdf, { params: { id: 2_000_000_000 }, token: caseworker.token })).status).toBe(404);
    expect((await callApi(base(), claimPackEndpoints.zip, { params: { id: 2_000_000_000 }, token: caseworker.token })).status).toBe(404);
    expect(await read()).toEqual(before);
    expect((await packAudits(claim.id)).length).toBe(audits);
    expect(before.documents.map((d) => [d.id, d.chosen])).toEqual([
      [statement.id, true],
      [expect.any(Number), false],
    ]);
  });

  it("puts the pack's paragraph and documents in the client's export, and an erasure removes them and the audit's values", async () => {
    const { client, claim, statement } = await caseWithClaim([payment(addDays(today, -4), '410.00')]);
    (await choose(claim.id, { documentIds: [statement.id], letterNote: 'Petra asks for the refund to her new account.' })).reply(200);
    (await callApi(base(), claimPackEndpoints.pdf, { params: { id: claim.id }, token: caseworker.token })).bytes;

    const exported = unzipped(await callApi(base(), accountEndpoints.exportPersonalData, { params: { id: client.id }, token: t.adminToken }));
    const claims = exported.json.claims as { id: number; packLetterNote: string | null; packDocumentIds: number[] }[];
    expect(claims.find((c) => c.id === claim.id)).toMatchObject({
      packLetterNote: 'Petra asks for the refund to her new account.',
      packDocumentIds: [statement.id],
    });

    expect((await callApi(base(), accountEndpoints.erase, { params: { id: client.id }, token: t.adminToken })).status).toBe(204);
    const left = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from claim_pack_documents where claim_id = ${claim.id}`);
    expect(left[0].n).toBe(0);
    const audits = await packAudits(claim.id);
    expect(audits.length).toBeGreaterThan(0);
    for (const audit of audits) for (const value of Object.values(audit.after ?? {})) expect(value).toBe('[erased]');
  });
});
