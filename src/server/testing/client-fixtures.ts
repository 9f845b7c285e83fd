import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { ClientAccount } from '../../contract/accounts/accounts';
import type { Db } from '../platform/db/client';
import { clientAccounts, clientSessions } from '../platform/db/schema';
import { hashToken, newSecretToken } from '../platform/auth/tokens';
import { CLIENT_SESSION_COOKIE } from '../platform/auth/client-sessions';

/** Shared by the client-account, payout and document integration tests: HTTP with cookies, accounts, files. */

export interface Reply {
  status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  json: unknown;
  bytes: Buffer;
  headers: Headers;
}

export interface CallOptions {
  /** A staff token, sent as `Authorization: Bearer`. */
  token?: string;
  /** A `name=value` cookie pair. */
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call; `body` is sent as JSON unless it is already a string. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: unknown = null;
  try {
    json = bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json, bytes, headers: response.headers };
}

/** The JSON body as an object (fails loudly when it is not one). */
export function obj(reply: Reply): Record<string, unknown> {
  if (!reply.json || typeof reply.json !== 'object' || Array.isArray(reply.json)) {
    throw new Error(`expected a JSON object, got ${reply.status} ${reply.bytes.toString('utf8').slice(0, 300)}`);
  }
  return reply.json as Record<string, unknown>;
}

export function list<T = Record<string, unknown>>(reply: Reply): T[] {
  if (!Array.isArray(reply.json)) throw new Error(`expected a JSON array, got ${reply.status} ${reply.bytes.toString('utf8').slice(0, 300)}`);
  return reply.json as T[];
}

export function messageOf(reply: Reply): string | undefined {
  const body = reply.json;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
}

let sequence = 0;

export function uniqueClientEmail(prefix = 'client'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}@example.com`;
}

export const CLIENT_PASSWORD = 'client password 123';

/** High sign-in limits for every test app that is not testing them. */
export const HIGH_SIGN_IN_LIMITS = { SIGN_IN_RATE_LIMIT_MAX: '100000', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100000' };

/** Creates (or updates) a client account through the staff route; fails loudly on anything but 200/201. */
export async function createClientAccount(
  baseUrl: string,
  staffToken: string,
  input: { email?: string; password?: string; recoveredAmount?: string; currency?: string; reference?: string; submissionId?: number } = {},
): Promise<ClientAccount & { password: string }> {
  const password = input.password ?? CLIENT_PASSWORD;
  const amount = input.recoveredAmount ?? '0.00';
  const reply = await call(baseUrl, 'POST', '/api/admin/client-accounts', {
    token: staffToken,
    body: {
      email: input.email ?? uniqueClientEmail(),
      password,
      recoveredAmount: amount,
      currency: input.currency ?? 'USD',
      reference: input.reference ?? (amount === '0.00' ? '' : 'BANK-REF-1'),
      ...(input.submissionId ? { submissionId: input.submissionId } : {}),
    },
  });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`account creation failed: ${reply.status} ${reply.bytes.toString()}`);
  return { ...(obj(reply).account as ClientAccount), password };
}

/** The session cookie's `name=value` from a login reply, or null. */
export function sessionCookie(reply: Reply): string | null {
  for (const header of reply.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    if (pair.startsWith(`${CLIENT_SESSION_COOKIE}=`) && pair.length > CLIENT_SESSION_COOKIE.length + 1) return pair;
  }
  return null;
}

export function clientLogin(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}) {
  return call(baseUrl, 'POST', '/api/client/login', { body: { email, password }, headers });
}

/** Signs a client in and returns the cookie pair to send; throws when sign-in fails. */
export async function signInClient(baseUrl: string, email: string, password = CLIENT_PASSWORD): Promise<string> {
  const reply = await clientLogin(baseUrl, email, password);
  const cookie = sessionCookie(reply);
  if (reply.status !== 200 || !cookie) throw new Error(`client sign-in failed: ${reply.status} ${reply.bytes.toString()}`);
  return cookie;
}

/**
 * A client account and a live session for it, written straight to the database: no password
 * hashing, for tests about what a signed-in client does rather than how they sign in.
 */
export async function quickClient(db: Db, currency = 'USD'): Promise<{ id: number; email: string; cookie: string }> {
  const email = uniqueClientEmail('quick');
  const [account] = await db
    .insert(clientAccounts)
    .values({ email, passwordHash: 'not a usable hash', currency })
    .returning({ id: clientAccounts.id });
  const token = newSecretToken();
  await db.insert(clientSessions).values({ tokenHash: hashToken(token), clientAccountId: account.id, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  return { id: account.id, email, cookie: `${CLIENT_SESSION_COOKIE}=${token}` };
}

/** Records a recovery as staff; returns the account after it. */
export async function recordRecovery(
  baseUrl: string,
  staffToken: string,
  accountId: number,
  amount: string,
  extra: { currency?: string; receivedOn?: string; reference?: string; note?: string } = {},
): Promise<Reply> {
  return call(baseUrl, 'POST', `/api/admin/client-accounts/${accountId}/ledger`, {
    token: staffToken,
    body: { amount, currency: extra.currency ?? 'USD', receivedOn: extra.receivedOn ?? '2024-01-15', reference: extra.reference ?? 'REF', ...(extra.note ? { note: extra.note } : {}) },
  });
}

export async function staffAccountView(baseUrl: string, staffToken: string, accountId: number) {
  const reply = await call(baseUrl, 'GET', `/api/admin/client-accounts/${accountId}`, { token: staffToken });
  const body = obj(reply);
  return { account: body.account as ClientAccount, ledger: body.ledger as { id: number; amount: string; reversesEntryId: number | null; reversedByEntryId: number | null; recordedBy: string | null; reference: string; note: string | null }[] };
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Everything a client route or a staff route of the client features may change, as text:
 * two equal snapshots mean a call changed nothing.
 */
export async function clientDataSnapshot(db: Db): Promise<string> {
  const parts = await Promise.all([
    rowsOf(db, sql`select id, email, password_hash, first_name, last_name, recovered_amount::text, transferred_amount::text, currency,
      recovery_status, recovery_status_changed_at::text, last_login::text, is_active, updated_at::text from client_accounts order by id`),
    rowsOf(db, sql`select id, client_account_id, amount::text, currency, received_on::text, reference, note, reverses_entry_id, recorded_by from recovery_ledger_entries order by id`),
    rowsOf(db, sql`select id, client_account_id, amount::text, currency, withdrawal_method, crypto_type, wallet_address, status, admin_notes, processed_by, processed_at::text, updated_at::text from withdrawal_requests order by id`),
    rowsOf(db, sql`select id, client_account_id, document_type, file_name, file_size, mime_type, md5(file_data) as digest, status, admin_notes from client_documents order by id`),
    rowsOf(db, sql`select id, client_account_id, revoked_at::text from client_sessions order by id`),
    rowsOf(db, sql`select id, action, entity_type, entity_id from audit_log order by id`),
    rowsOf(db, sql`select id, email, status from client_submissions order by id`),
  ]);
  return JSON.stringify(parts);
}

export async function auditRows(db: Db, entityType: string, entityId: number) {
  return rowsOf<{ action: string; actor_user_id: number | null; before: unknown; after: unknown }>(
    db,
    sql`select action, actor_user_id, before, after from audit_log where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
  );
}

// ---- Real, minimal files -------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 red PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0xff, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF with a correct cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A real 16x16 baseline JPEG (CPython's imghdr test image). */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8Q' +
      'EBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ' +
      'EBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQID' +
      'BAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/' +
      '2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx' +
      '4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+' +
      'Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolv' +
      'w4KOp1KM6iCNvngZHwetf//Z',
    'base64',
  );
}

/** A PDF of exactly `size` bytes: a real PDF, padded with a comment before its end. */
export function pdfOfSize(size: number): Buffer {
  const pdf = tinyPdf();
  if (size < pdf.length + 2) throw new Error('too small');
  // A comment line of spaces after %%EOF keeps the file a PDF for any reader.
  const padding = Buffer.alloc(size - pdf.length, 0x20);
  padding[0] = 0x25; // '%'
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([pdf, padding]);
}

/** Uploads bytes as the signed-in client. */
export function uploadDocument(
  baseUrl: string,
  cookie: string,
  input: { clientAccountId: number; fileName: string; bytes: Buffer | string; mimeType?: string; documentType?: string },
) {
  const fileData = typeof input.bytes === 'string' ? input.bytes : input.bytes.toString('base64');
  return call(baseUrl, 'POST', '/api/client/documents', {
    cookie,
    body: {
      clientAccountId: input.clientAccountId,
      documentType: input.documentType ?? 'transaction_proof',
      fileName: input.fileName,
      fileSize: typeof input.bytes === 'string' ? input.bytes.length : input.bytes.length,
      mimeType: input.mimeType ?? 'application/octet-stream',
      fileData,
      status: 'pending',
    },
  });
}

export const VALID_WALLETS = {
  BTC_LEGACY: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  BTC_P2SH: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  BTC_BECH32: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
  USDT_TRC20: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
} as const;
