import { sql } from 'drizzle-orm';
import type { ClientAccount } from '../../contract/accounts/accounts';
import { accountEndpoints, clientAccountEndpoints } from '../../contract/accounts/endpoints';
import type { BodyOf } from '../../contract/shared/endpoint';
import type { Db } from '../platform/db/client';
import { clientAccounts, clientSessions } from '../platform/db/schema';
import { hashToken, newSecretToken } from '../platform/auth/tokens';
import { CLIENT_SESSION_COOKIE } from '../platform/auth/client-sessions';
import { type ApiResponse, callApi, type EndpointResponse, unchecked } from './http';
import { uniqueEmail } from './unique-email';

/** Client accounts (through the staff route, or straight into the database), the client sign-in, recoveries and snapshots. */

export const CLIENT_PASSWORD = 'client password 123';

/** High sign-in limits for every test app that is not testing them. */
export const HIGH_SIGN_IN_LIMITS = { SIGN_IN_RATE_LIMIT_MAX: '100000', SIGN_IN_ACCOUNT_RATE_LIMIT_MAX: '100000' };
/** Every per-address limit raised out of the way: for tests that call many routes many times. */
export const HIGH_RATE_LIMITS = {
  ...HIGH_SIGN_IN_LIMITS,
  INTAKE_RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '100000',
  CHAT_MESSAGE_RATE_LIMIT_MAX: '100000',
  CHAT_ROOM_RATE_LIMIT_MAX: '100000',
  CLIENT_PACK_RATE_LIMIT_MAX: '100000',
};

/** Creates (or updates) a client account through the staff route; fails loudly on anything but 200/201. */
export async function createClientAccount(
  baseUrl: string,
  staffToken: string,
  input: Partial<BodyOf<typeof accountEndpoints.create>> = {},
): Promise<ClientAccount & { password: string }> {
  const password = input.password ?? CLIENT_PASSWORD;
  const amount = input.recoveredAmount ?? '0.00';
  const reply = await callApi(baseUrl, accountEndpoints.create, {
    token: staffToken,
    body: {
      email: input.email ?? uniqueEmail('client'),
      password,
      recoveredAmount: amount,
      currency: input.currency ?? 'USD',
      reference: input.reference ?? (amount === '0.00' ? '' : 'BANK-REF-1'),
      ...(input.submissionId ? { submissionId: input.submissionId } : {}),
    },
  });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`account creation failed: ${reply.status} ${reply.text}`);
  return { ...reply.reply(reply.status === 201 ? 201 : 200).account, password };
}

/** The session cookie's `name=value` from a login reply, or null. */
export function sessionCookie(reply: ApiResponse, name = CLIENT_SESSION_COOKIE): string | null {
  for (const header of reply.headers.getSetCookie()) {
    const pair = header.split(';')[0];
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
}

export function clientLogin(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}) {
  return callApi(baseUrl, clientAccountEndpoints.signIn, { body: { email, password }, headers });
}

/** Signs a client in and returns the cookie pair to send; throws when sign-in fails. */
export async function signInClient(baseUrl: string, email: string, password = CLIENT_PASSWORD): Promise<string> {
  const reply = await clientLogin(baseUrl, email, password);
  const cookie = sessionCookie(reply);
  if (reply.status !== 200 || !cookie) throw new Error(`client sign-in failed: ${reply.status} ${reply.text}`);
  return cookie;
}

/**
 * A client account and a live session for it, written straight to the database: no password
 * hashing, for tests about what a signed-in client does rather than how they sign in.
 */
export async function quickClient(db: Db, currency = 'USD'): Promise<{ id: number; email: string; cookie: string }> {
  const email = uniqueEmail('quick');
  const [account] = await db
    .insert(clientAccounts)
    .values({ email, passwordHash: 'not a usable hash', currency })
    .returning({ id: clientAccounts.id });
  const token = newSecretToken();
  await db
    .insert(clientSessions)
    .values({ tokenHash: hashToken(token), clientAccountId: account.id, expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
  return { id: account.id, email, cookie: `${CLIENT_SESSION_COOKIE}=${token}` };
}

/**
 * A signed-in client holding `amount` (recorded through the staff ledger route): the account is written
 * straight to the database, as `quickClient` does.
 */
export async function fundedClient(
  baseUrl: string,
  db: Db,
  staffToken: string,
  amount: string,
  currency = 'USD',
): Promise<{ account: ClientAccount; cookie: string }> {
  const quick = await quickClient(db, currency);
  if (amount !== '0.00') {
    const recorded = await recordRecovery(baseUrl, staffToken, quick.id, amount, { currency });
    if (recorded.status !== 201) throw new Error(`recording the recovery failed: ${recorded.status} ${recorded.text}`);
  }
  const { account } = await staffAccountView(baseUrl, staffToken, quick.id);
  return { account, cookie: quick.cookie };
}

let referenceSequence = 0;

type RecoveryExtra = Partial<Omit<BodyOf<typeof accountEndpoints.recordRecovery>, 'amount' | 'currency'>> & {
  /** Any currency: one the account does not hold is refused. */
  currency?: string;
};

/** Records a recovery as staff; each with a reference of its own unless one is given (a payment is recorded once). */
export async function recordRecovery(
  baseUrl: string,
  staffToken: string,
  accountId: number,
  amount: string,
  extra: RecoveryExtra = {},
): Promise<EndpointResponse<typeof accountEndpoints.recordRecovery>> {
  return callApi(baseUrl, accountEndpoints.recordRecovery, {
    params: { id: accountId },
    token: staffToken,
    body: {
      amount,
      currency: unchecked(extra.currency ?? 'USD'),
      receivedOn: extra.receivedOn ?? '2024-01-15',
      reference: extra.reference ?? `REF-${process.pid}-${++referenceSequence}`,
      ...(extra.note ? { note: extra.note } : {}),
    },
  });
}

/** One account as staff open it: the account and its whole ledger. */
export async function staffAccountView(baseUrl: string, staffToken: string, accountId: number) {
  const { account, ledger } = (await callApi(baseUrl, accountEndpoints.detail, { params: { id: accountId }, token: staffToken })).reply(200);
  return { account, ledger };
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Everything a client route or a staff route of the client features may change, as text:
 * two equal snapshots mean a call changed nothing.
 */
export async function clientDataSnapshot(db: Db): Promise<string> {
  const parts = await Promise.all([
    rowsOf(
      db,
      sql`select id, email, password_hash, first_name, last_name, recovered_amount::text, transferred_amount::text, currency,
      case_stage, case_stage_changed_at::text, last_login::text, is_active, updated_at::text from client_accounts order by id`,
    ),
    rowsOf(
      db,
      sql`select id, client_account_id, amount::text, currency, received_on::text, reference, note, reverses_entry_id, recorded_by from recovery_ledger_entries order by id`,
    ),
    rowsOf(
      db,
      sql`select id, client_account_id, amount::text, currency, withdrawal_method, crypto_type, wallet_address, status, admin_notes, processed_by, processed_at::text, updated_at::text from withdrawal_requests order by id`,
    ),
    rowsOf(
      db,
      sql`select id, client_account_id, document_type, file_name, file_size, mime_type, md5(file_data) as digest, status, admin_notes from client_documents order by id`,
    ),
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
