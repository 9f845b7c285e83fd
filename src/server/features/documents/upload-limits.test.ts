import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_TITLE, uploadQuotaMessage } from '../../../contract/documents/documents';
import { documentEndpoints as endpoints } from '../../../contract/documents/endpoints';
import { queryRows } from '../../platform/db/client';
import { api, callApi, messageOf, pdfOfSize, quickClient, startTestApp, type TestApp, tinyPdf, unchecked, uploadDocument } from '../../testing';
import { UPLOAD_SHAPE_MESSAGE } from './upload/upload-shape-guard';

// The upload route takes bodies of up to ~13 MB: what it is sent must still be an upload's shape, and
// each client's documents together stay within CLIENT_UPLOAD_QUOTA_MB.
let open: TestApp;

beforeAll(async () => {
  open = await startTestApp({ CLIENT_UPLOAD_QUOTA_MB: '1' });
});

afterAll(async () => open?.close());

const KB = 1024;

describe('a hostile body on the upload route', () => {
  it.each([
    ['12 MB of nested arrays', () => `${'['.repeat(6_000_000)}${']'.repeat(6_000_000)}`],
    ['12 MB of nested objects', () => `${'{"a":'.repeat(2_000_000)}1${'}'.repeat(2_000_000)}`],
    ['12 MB of small values in one array', () => `{"clientAccountId":1,"x":[${'1,'.repeat(6_000_000)}1]}`],
  ])('%s is refused as it arrives, quickly, without parsing it', async (_, body) => {
    const client = await quickClient(open.database.db);
    const text = body();
    expect(text.length).toBeGreaterThan(11_000_000);
    const rssBefore = process.memoryUsage().rss;
    const reply = await api(open.baseUrl, endpoints.upload.method, endpoints.upload.path, { cookie: client.cookie, body: text });
    expect(reply.status).toBe(400);
    expect(messageOf(reply)).toBe(UPLOAD_SHAPE_MESSAGE);
    expect(reply.elapsedMs).toBeLessThan(1_000);
    // Parsing it would have taken hundreds of megabytes (the server runs in this process).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('a real upload still goes through', async () => {
    const client = await quickClient(open.database.db);
    const reply = await uploadDocument(open.baseUrl, client.cookie, { clientAccountId: client.id, fileName: 'proof.pdf', bytes: tinyPdf() });
    expect(reply.status, reply.text).toBe(201);
  });
});

describe('the upload quota', () => {
  it('refuses an upload past the quota with 413 and a message, and counts only that client', async () => {
    const client = await quickClient(open.database.db);
    const upload = (size: number, who = client) =>
      uploadDocument(open.baseUrl, who.cookie, { clientAccountId: who.id, fileName: `file-${size}.pdf`, bytes: pdfOfSize(size) });
    expect((await upload(600 * KB)).status).toBe(201);
    const refused = await upload(600 * KB);
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ message: uploadQuotaMessage(1), uploadQuotaReached: true });
    expect(UPLOAD_QUOTA_TITLE).toBe('Upload Limit Reached');
    // What still fits is taken; nothing refused was stored.
    expect((await upload(400 * KB)).status).toBe(201);
    const listed = await callApi(open.baseUrl, endpoints.listForClient, { params: { id: client.id }, cookie: client.cookie });
    expect(listed.reply(200)).toHaveLength(2);
    // Another client has their own quota.
    const other = await quickClient(open.database.db);
    expect((await upload(900 * KB, other)).status).toBe(201);
  });

  it('two uploads at once cannot both fill the last of the quota', async () => {
    const client = await quickClient(open.database.db);
    const upload = () =>
      uploadDocument(open.baseUrl, client.cookie, { clientAccountId: client.id, fileName: 'half.pdf', bytes: pdfOfSize(600 * KB) });
    const statuses = (await Promise.all([upload(), upload(), upload()])).map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 413, 413]);
  });
});

describe('an upload streamed through a temporary file into the database', () => {
  const waiting = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('recourse-upload-')));

  it('stores a file sent to the database in pieces byte for byte, and leaves no temporary file, stored or refused', async () => {
    const before = waiting();
    const client = await quickClient(open.database.db);
    // Bigger than one piece (256 KB): it reaches the database in several and is joined there.
    const bytes = pdfOfSize(900 * KB);
    const stored = await uploadDocument(open.baseUrl, client.cookie, { clientAccountId: client.id, fileName: 'big.pdf', bytes });
    expect(stored.status, stored.text).toBe(201);
    const [row] = await queryRows<{ md5: string; size: number }>(
      open.database.db,
      sql`select md5(file_data) as md5, octet_length(file_data) as size from client_documents where id = ${stored.reply(201).id}`,
    );
    expect(row).toEqual({ md5: createHash('md5').update(bytes).digest('hex'), size: bytes.length });
    // Refused by its bytes (415), by the schema after its body was received (400), by the quota (413).
    const html = Buffer.from('<html><body>not a document</body></html>');
    expect((await uploadDocument(open.baseUrl, client.cookie, { clientAccountId: client.id, fileName: 'a.png', bytes: html })).status).toBe(415);
    const unknownType = await uploadDocument(open.baseUrl, client.cookie, {
      clientAccountId: client.id,
      fileName: 'a.pdf',
      bytes,
      documentType: unchecked('selfie'),
    });
    expect(unknownType.status).toBe(400);
    expect((await uploadDocument(open.baseUrl, client.cookie, { clientAccountId: client.id, fileName: 'b.pdf', bytes })).status).toBe(413);
    // Removed once each request is answered (just after its reply is sent).
    const until = Date.now() + 2_000;
    let left = [...waiting()].filter((name) => !before.has(name));
    while (left.length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      left = [...waiting()].filter((name) => !before.has(name));
    }
    expect(left).toEqual([]);
  });
});
