import { createHash, randomFillSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { queryRows } from '../../platform/db/client';
import { MAX_UPLOAD_BYTES, uploadToasts } from '../../../contract/documents/documents';
import { documentEndpoints as endpoints } from '../../../contract/documents/endpoints';
import type { BodyOf, QueryOf } from '../../../contract/shared/endpoint';
import {
  api,
  badBeforesNotRefused,
  callApi,
  readPageByPage,
  type ApiResponse,
  auditRows,
  clientDataSnapshot,
  createClientAccount,
  messageOf,
  pdfOfSize,
  quickClient,
  signInClient,
  startAppWithAdmin,
  type TestApp,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  seedLeads,
  unchecked,
  uniqueEmail,
  uploadDocument,
} from '../../testing';

let open: TestApp;
let staffToken: string;
let staffId: number;
/** A client created from a lead, so the admin list has names. */
let named: { id: number; email: string; cookie: string };
let other: { id: number; email: string; cookie: string };

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>fetch(location.origin + "/session")</script><svg></svg></body></html>');

beforeAll(async () => {
  let admin: { id: number };
  ({ open, admin, adminToken: staffToken } = await startAppWithAdmin({ firstName: 'Dora', lastName: 'Docs' }));
  staffId = admin.id;
  const email = uniqueEmail('lead');
  const [id] = await seedLeads(open.database.db, [{ firstName: 'Iris', lastName: 'Upload', email }]);
  const lead = { id, email };
  const account = await createClientAccount(open.baseUrl, staffToken, { email: lead.email, submissionId: lead.id });
  named = { id: account.id, email: account.email, cookie: await signInClient(open.baseUrl, account.email) };
  other = await quickClient(open.database.db);
});

afterAll(async () => {
  await open?.close();
});

type Upload = BodyOf<typeof endpoints.upload>;
const upload = (fileName: string, bytes: Buffer | string, extra: Partial<Pick<Upload, 'mimeType' | 'documentType'>> = {}, who = named) =>
  uploadDocument(open.baseUrl, who.cookie, { clientAccountId: who.id, fileName, bytes, ...extra });
/** The id of a document uploaded as `named`. */
const uploaded = async (fileName: string, bytes: Buffer, who = named) => (await upload(fileName, bytes, {}, who)).reply(201).id;

const download = (id: number, who = named) => callApi(open.baseUrl, endpoints.downloadForClient, { params: { id }, cookie: who.cookie });
const staffDownload = (id: number) => callApi(open.baseUrl, endpoints.download, { params: { id }, token: staffToken });
const ownDocuments = (who = named) => callApi(open.baseUrl, endpoints.listForClient, { params: { id: who.id }, cookie: who.cookie });
const staffDocuments = async (query: QueryOf<typeof endpoints.list> = {}) =>
  (await callApi(open.baseUrl, endpoints.list, { query, token: staffToken })).reply(200);
const review = (id: number, body: BodyOf<typeof endpoints.review>) =>
  callApi(open.baseUrl, endpoints.review, { params: { id }, token: staffToken, body });

function expectAttachment(reply: ApiResponse, mimeType: string, fileName: string) {
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe(mimeType);
  expect(reply.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${fileName.replace(/\./g, '\\.')}"`));
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('content-security-policy')).toContain('sandbox');
  expect(reply.headers.get('content-security-policy')).toContain("default-src 'none'");
}

async function expectRefused(reply: Promise<ApiResponse>, status: number, message: string) {
  const before = await clientDataSnapshot(open.database.db);
  const answered = await reply;
  expect([answered.status, messageOf(answered)]).toEqual([status, message]);
  expect(await clientDataSnapshot(open.database.db)).toBe(before);
}

describe('uploading', () => {
  for (const [kind, bytes, mimeType, extension] of [
    ['PDF', tinyPdf(), 'application/pdf', 'pdf'],
    ['PNG', tinyPng(), 'image/png', 'png'],
    ['JPEG', tinyJpeg(), 'image/jpeg', 'jpg'],
  ] as const) {
    it(`stores a real ${kind} with the type its bytes show, whatever type was claimed, and gives the same bytes back`, async () => {
      const doc = (await upload(`scan.${extension}`, bytes, { mimeType: 'text/plain', documentType: 'id' })).reply(201);
      expect(doc).toMatchObject({
        clientAccountId: named.id,
        documentType: 'id',
        fileName: `scan.${extension}`,
        fileSize: bytes.length,
        mimeType,
        status: 'pending',
        adminNotes: null,
      });
      expect(Object.keys(doc)).not.toContain('fileData');
      const back = await download(doc.id);
      expectAttachment(back, mimeType, `scan.${extension}`);
      expect(back.bytes.equals(bytes)).toBe(true);
    });
  }

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte (413, the too-large toast), storing nothing', async () => {
    const exact = pdfOfSize(MAX_UPLOAD_BYTES);
    const stored = (await upload('big.pdf', exact)).reply(201);
    expect(stored).toMatchObject({ fileSize: MAX_UPLOAD_BYTES, mimeType: 'application/pdf' });
    const back = await staffDownload(stored.id);
    expect(back.bytes.length).toBe(MAX_UPLOAD_BYTES);
    expect(sha(back.bytes)).toBe(sha(exact));

    await expectRefused(upload('bigger.pdf', pdfOfSize(MAX_UPLOAD_BYTES + 1)), 413, uploadToasts.tooLarge.description);
    expect(uploadToasts.tooLarge.description).toBe('Please select a file smaller than 10MB.');
  });

  it('gives back every byte of a file of many pieces whose bytes all differ', async () => {
    // Spaces would hide a piece sent twice or a buffer filled again too early: random bytes do not.
    const file = pdfOfSize(3 * 1024 * 1024 + 12_345);
    randomFillSync(file, tinyPdf().length + 1, file.length - tinyPdf().length - 2);
    const back = await download((await upload('random.pdf', file)).reply(201).id);
    expect(back.bytes.length).toBe(file.length);
    expect(sha(back.bytes)).toBe(sha(file));
  });

  it('refuses a body far over the limit with 413 too', async () => {
    await expectRefused(upload('huge.pdf', pdfOfSize(MAX_UPLOAD_BYTES + 2 * 1024 * 1024)), 413, uploadToasts.tooLarge.description);
  });

  it('stores a PDF named .png and claimed as image/png as a PDF, with a .pdf name', async () => {
    const stored = (await upload('statement.png', tinyPdf(), { mimeType: 'image/png' })).reply(201);
    expect(stored).toMatchObject({ mimeType: 'application/pdf', fileName: 'statement.pdf' });
    expectAttachment(await download(stored.id), 'application/pdf', 'statement.pdf');
  });

  it('refuses an HTML file claimed as an image (415, the invalid-type toast), and other non-images', async () => {
    const message = 'Please upload an image file or PDF document.';
    expect(uploadToasts.invalidType.description).toBe(message);
    await expectRefused(upload('photo.png', HTML, { mimeType: 'image/png' }), 415, message);
    await expectRefused(upload('notes.pdf', Buffer.from('just some text, not a PDF'), { mimeType: 'application/pdf' }), 415, message);
    await expectRefused(upload('setup.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), { mimeType: 'image/jpeg' }), 415, message);
    // A PNG signature alone is not enough to pass for a zip's contents and vice versa.
    await expectRefused(upload('archive.png', Buffer.from('504b0304140000000800', 'hex'), { mimeType: 'image/png' }), 415, message);
  });

  it('stores an SVG, but serves it only as a sandboxed, nosniff attachment, never inline', async () => {
    const stored = (await upload('diagram.svg', SVG, { mimeType: 'image/svg+xml' })).reply(201);
    expect(stored).toMatchObject({ mimeType: 'image/svg+xml', fileName: 'diagram.svg' });
    for (const back of [await download(stored.id), await staffDownload(stored.id)]) {
      expectAttachment(back, 'image/svg+xml', 'diagram.svg');
      expect(back.headers.get('content-disposition')).not.toMatch(/inline/i);
      expect(back.bytes.equals(SVG)).toBe(true);
    }
  });

  it('refuses data that is not base64 (400) and an empty file, and accepts a data URL', async () => {
    for (const garbage of ['not base64 at all!!', '@@@@', 'QUJD=', 'Q', '====']) {
      await expectRefused(upload('x.pdf', garbage), 400, 'File data must be base64');
    }
    await expectRefused(upload('x.pdf', 'data:application/pdf;base64,'), 400, 'The file is empty');
    const dataUrl = await upload('from-browser.pdf', `data:application/pdf;base64,${tinyPdf().toString('base64')}`);
    expect(dataUrl.reply(201).fileSize).toBe(tinyPdf().length);
  });

  it('reads the body the same whatever its JSON spelling: key order, escaped slashes, wrapped base64, a repeated key', async () => {
    const jpeg = tinyJpeg();
    const b64 = jpeg.toString('base64');
    expect(b64).toContain('/');
    // Bodies written by hand, as JSON text: the typed client would write each the same way.
    const raw = (text: string) => api(open.baseUrl, endpoints.upload.method, endpoints.upload.path, { cookie: named.cookie, body: text });
    const bodies = [
      `{"fileData":"${b64}","clientAccountId":${named.id},"documentType":"id","fileName":"first.jpg"}`,
      `{"clientAccountId":${named.id},"documentType":"id","fileName":"escaped.jpg","fileData":"${b64.replace(/\//g, '\\/')}"}`,
      `{"clientAccountId":${named.id},"documentType":"id","fileName":"wrapped.jpg","fileData":"${b64.replace(/(.{76})/g, '$1\\n')}"}`,
      `{ "clientAccountId" : ${named.id} , "documentType":"id", "fileName":"spaced.jpg" ,\n "fileData" :\t"${b64}" }`,
      `{"clientAccountId":${named.id},"documentType":"id","fileName":"twice.jpg","fileData":"QUJD","fileData":"${b64}"}`,
      `{"clientAccountId":${named.id},"documentType":"id","fileName":"nested.jpg","meta":{"fileData":"QUJD"},"fileData":"${b64}"}`,
    ];
    for (const body of bodies) {
      const reply = await raw(body);
      expect(reply.status, body.slice(0, 120)).toBe(201);
      const stored = endpoints.upload.replies[201].parse(reply.json);
      expect(stored).toMatchObject({ mimeType: 'image/jpeg', fileSize: jpeg.length });
      expect((await download(stored.id)).bytes.equals(jpeg)).toBe(true);
    }
    await expectRefused(
      raw(`{"clientAccountId":${named.id},"documentType":"id","fileName":"x.jpg","fileData":"${b64}"`),
      400,
      'Request body is not valid JSON',
    );
    await expectRefused(raw(`[{"fileData":"${b64}"}]`), 400, 'Invalid input: expected object, received array');
    await expectRefused(raw(`{"clientAccountId":${named.id},"documentType":"id","fileName":"x.jpg","fileData":""}`), 400, 'File data is required');
  });

  it('refuses a missing name, an unknown document type, another client id', async () => {
    await expectRefused(upload('   ', tinyPdf()), 400, 'File name is required');
    await expectRefused(upload('a.pdf', tinyPdf(), { documentType: unchecked('selfie') }), 400, 'Document type must be id or transaction_proof');
    await expectRefused(
      uploadDocument(open.baseUrl, other.cookie, { clientAccountId: named.id, fileName: 'a.pdf', bytes: tinyPdf() }),
      404,
      'Account not found',
    );
  });

  it('keeps a hostile file name harmless: no path, no quotes, the real extension', async () => {
    const stored = (await upload('../../etc/"evil"\r\nX-Injected: 1.png', tinyPdf())).reply(201);
    const { fileName } = stored;
    expect(fileName).toMatch(/\.pdf$/);
    expect(fileName).not.toMatch(/[/\\"\r\n]/);
    const back = await download(stored.id);
    expect(back.headers.get('x-injected')).toBeNull();
    expect(back.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    const accented = (await upload('relevé bancaire.pdf', tinyPdf())).reply(201);
    expect(accented.fileName).toBe('relevé bancaire.pdf');
    expect((await download(accented.id)).headers.get('content-disposition')).toContain("filename*=UTF-8''relev%C3%A9%20bancaire.pdf");
  });

  it('keeps the harmless characters of a name (dashes, apostrophes, brackets, accents, other scripts) in the list and the download', async () => {
    const disposition = async (id: number) => [
      (await download(id)).headers.get('content-disposition'),
      (await staffDownload(id)).headers.get('content-disposition'),
    ];
    const dashed = (await upload('March–May statement.pdf', tinyPdf())).reply(201);
    expect(dashed.fileName).toBe('March–May statement.pdf');
    const { id } = dashed;
    const listed = (await ownDocuments()).reply(200);
    expect(listed.find((d) => d.id === id)?.fileName).toBe('March–May statement.pdf');
    const staffListed = await staffDocuments();
    expect(staffListed.find((d) => d.id === id)?.fileName).toBe('March–May statement.pdf');
    // The ASCII name for old clients reads the dash as a hyphen; the UTF-8 one is exact.
    expect(await disposition(id)).toEqual(
      Array(2).fill(`attachment; filename="March-May statement.pdf"; filename*=UTF-8''March%E2%80%93May%20statement.pdf`),
    );

    const punctuated = (await upload("O’Brien's letter (final), 3 Feb – £1,200 & fees [copy].pdf", tinyPdf())).reply(201);
    expect(punctuated.fileName).toBe("O’Brien's letter (final), 3 Feb – £1,200 & fees [copy].pdf");
    // RFC 5987 leaves no apostrophe or bracket unencoded in filename*.
    expect(await disposition(punctuated.id)).toEqual(
      Array(2).fill(
        `attachment; filename="O'Brien's letter (final), 3 Feb - _1,200 & fees [copy].pdf"; ` +
          "filename*=UTF-8''O%E2%80%99Brien%27s%20letter%20%28final%29%2C%203%20Feb%20%E2%80%93%20%C2%A31%2C200%20%26%20fees%20%5Bcopy%5D.pdf",
      ),
    );
    const scripts = (await upload('Выписка банка 银行对账单.pdf', tinyPdf())).reply(201);
    expect(scripts.fileName).toBe('Выписка банка 银行对账单.pdf');
  });

  it('cleans a hostile name: no path, no control or invisible characters, no bidi override, no leading dots, a bounded length', async () => {
    const names = [
      ['../../\u202Eevil\u0001\u0007\tname\u200B.png', 'evil_name.pdf'],
      ['C:\\Users\\me\\..\\..\\secret.pdf', 'secret.pdf'],
      ['invoice\u202Efdp.exe.pdf', 'invoicefdp.exe.pdf'],
      ['...hidden .pdf', 'hidden.pdf'],
      ['.pdf', 'document.pdf'],
      ['a:b*c?d<e>f|g"h%i.pdf', 'a_b_c_d_e_f_g_h_i.pdf'],
      ['line\u2028break\u0085here.pdf', 'line_break_here.pdf'],
      [`${'é'.repeat(250)}.pdf`, `${'é'.repeat(120)}.pdf`],
    ] as const;
    for (const [sent, stored] of names) {
      const reply = await upload(sent, tinyPdf());
      expect([sent, reply.status]).toEqual([sent, 201]);
      const kept = reply.reply(201);
      expect([sent, kept.fileName]).toEqual([sent, stored]);
      const header = (await download(kept.id)).headers.get('content-disposition') ?? '';
      expect(header).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]+$/);
    }
  });

  it("lists only the client's own documents", async () => {
    const mine = (await ownDocuments()).reply(200);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((d) => d.clientAccountId === named.id)).toBe(true);
    expect((await ownDocuments(other)).reply(200)).toEqual([]);
  });
});

describe('staff review', () => {
  it('sets pending, approved or rejected with notes; each is audited with the staff member', async () => {
    const id = await uploaded('review.pdf', tinyPdf());
    const steps: ['pending' | 'approved' | 'rejected', string | null, string | null][] = [
      ['approved', 'Looks right', null],
      ['rejected', 'Blurred, please upload again', 'The photo is blurred: please upload a sharp one.'],
      ['pending', null, null],
    ];
    for (const [status, adminNotes, reason] of steps) {
      const reply = await review(id, { status, adminNotes, reason });
      expect(reply.reply(200)).toMatchObject({ id, status, adminNotes, reason, clientEmail: named.email });
    }
    const audit = await auditRows(open.database.db, 'client_document', id);
    expect(audit.map((r) => [r.action, r.actor_user_id])).toEqual([
      ['document.reviewed', staffId],
      ['document.reviewed', staffId],
      ['document.reviewed', staffId],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: 'approved', adminNotes: 'Looks right' },
      after: { status: 'rejected', adminNotes: 'Blurred, please upload again', reason: 'The photo is blurred: please upload a sharp one.' },
    });
    // The client sees the outcome.
    const mine = (await ownDocuments()).reply(200);
    expect(mine.find((d) => d.id === id)?.status).toBe('pending');
  });

  it('a rejection needs a reason for the client, who sees it, and never the staff notes', async () => {
    const id = await uploaded('reasoned.pdf', tinyPdf());
    const patch = (body: BodyOf<typeof endpoints.review>) => review(id, body);
    await expectRefused(patch({ status: 'rejected', adminNotes: 'fake?' }), 400, 'Give the client a reason for rejecting the document');
    await expectRefused(patch({ status: 'rejected', reason: '   ' }), 400, 'Give the client a reason for rejecting the document');
    await expectRefused(patch({ status: 'rejected', reason: 'x'.repeat(501) }), 400, 'The reason must be 500 characters or less');
    const reason = 'This is a bank statement from another person: please upload one in your name.';
    expect((await patch({ status: 'rejected', adminNotes: 'Looks doctored', reason })).status).toBe(200);
    const seen = () => ownDocuments();
    const mine = (await seen()).reply(200).find((d) => d.id === id);
    expect(mine).toMatchObject({ status: 'rejected', reason, adminNotes: null });
    expect((await seen()).text).not.toContain('Looks doctored');
    // Approved later, the reason is gone.
    expect((await patch({ status: 'approved' })).status).toBe(200);
    expect((await seen()).reply(200).find((d) => d.id === id)?.reason).toBeNull();
  });

  it('refuses an unknown status (400) and an unknown document (404), changing nothing', async () => {
    const id = await uploaded('review2.pdf', tinyPdf());
    const patch = review;
    await expectRefused(patch(id, unchecked({ status: 'archived' })), 400, 'Unknown status');
    await expectRefused(patch(id, unchecked({ adminNotes: 'no status' })), 400, 'Unknown status');
    await expectRefused(patch(id, { status: 'approved', adminNotes: 'x'.repeat(2001) }), 400, 'Notes must be 2000 characters or less');
    await expectRefused(patch(2_000_000_000, { status: 'approved' }), 404, 'Document not found');
    await expectRefused(staffDownload(2_000_000_000), 404, 'Document not found');
  });

  it('lists documents with the client name and email, filtered by status, without the file data', async () => {
    const id = await uploaded('listed.pdf', tinyPdf());
    const otherId = await uploaded('other.png', tinyPng(), other);
    expect((await review(id, { status: 'approved' })).status).toBe(200);

    // Read raw, so a field the schema does not name would still be seen.
    const allReply = await callApi(open.baseUrl, endpoints.list, { token: staffToken });
    const all = allReply.reply(200);
    expect(all.find((d) => d.id === id)).toMatchObject({
      clientFirstName: 'Iris',
      clientLastName: 'Upload',
      clientEmail: named.email,
      status: 'approved',
    });
    expect(all.find((d) => d.id === otherId)).toMatchObject({ clientEmail: other.email, clientFirstName: null });
    expect((allReply.json as Record<string, unknown>[]).every((d) => d.fileData === undefined)).toBe(true);
    expect(all.map((d) => d.id)).toEqual([...all.map((d) => d.id)].sort((x, y) => y - x));

    for (const status of ['approved', 'pending', 'rejected'] as const) {
      const filtered = await staffDocuments({ status });
      expect(
        filtered.every((d) => d.status === status),
        status,
      ).toBe(true);
      expect(filtered.length).toBe(all.filter((d) => d.status === status).length);
    }
    expect(await staffDocuments({ status: 'all' })).toHaveLength(all.length);
    const bad = await callApi(open.baseUrl, endpoints.list, { query: unchecked({ status: 'lost' }), token: staffToken });
    expect([bad.status, messageOf(bad)]).toEqual([400, 'Unknown status']);
  });

  it('gives staff the newest STAFF_LIST_PAGE_SIZE, and `before` the older ones, none skipped or twice', async () => {
    await open.database.db.execute(sql`insert into client_documents (client_account_id, document_type, file_name, file_size, mime_type, file_data, status)
      select ${other.id}, 'id', 'paged-' || n || '.pdf', 4, 'application/pdf', '\\x25504446'::bytea, 'rejected'
      from generate_series(1, ${STAFF_LIST_PAGE_SIZE * 2 + 3}) as n`);
    const [{ n: total }] = await queryRows<{ n: number }>(
      open.database.db,
      sql`select count(*)::int as n from client_documents where status = 'rejected'`,
    );
    const page = staffDocuments;
    const read = await readPageByPage((before) => page({ status: 'rejected', before: before?.toString() }), STAFF_LIST_PAGE_SIZE);
    expect(read.every((d) => d.status === 'rejected')).toBe(true);
    const seen = read.map((d) => d.id);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(await page()).toHaveLength(STAFF_LIST_PAGE_SIZE);
    expect(await badBeforesNotRefused(open.baseUrl, endpoints.list.path, staffToken)).toEqual([]);
  });
});
