import type {} from '@fastify/cookie';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/accounts/accounts';
import type { Db } from '../db/client';
import { clientAccounts, clientSessions } from '../db/schema';
import { HttpError } from '../http-error';
import { revokeOneTimeTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newSecretToken } from './tokens';

export const CLIENT_SESSION_COOKIE = 'recourse_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client's account on routes guarded by `requireClient`. */
    clientAccountId: number | null;
  }
}

type OpenedSession = { token: string; accountId: number; expiresAt: Date };

async function openSession(tx: Db, sessionDays: number, accountId: number): Promise<OpenedSession> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
  await tx.insert(clientSessions).values({ tokenHash: hashToken(token), clientAccountId: accountId, expiresAt: expiresAt.toISOString() });
  return { token, accountId, expiresAt };
}

async function endOtherSessions(tx: Db, accountId: number, keepToken: string | null): Promise<number> {
  const live = and(eq(clientSessions.clientAccountId, accountId), isNull(clientSessions.revokedAt));
  const ended = await tx
    .update(clientSessions)
    .set({ revokedAt: sql`now()` })
    .where(keepToken ? and(live, ne(clientSessions.tokenHash, hashToken(keepToken))) : live)
    .returning({ id: clientSessions.id });
  return ended.length;
}

async function changePassword(db: Db, accountId: number, keepToken: string, currentPassword: string, newPassword: string): Promise<boolean> {
  const [account] = await db.select({ passwordHash: clientAccounts.passwordHash }).from(clientAccounts).where(eq(clientAccounts.id, accountId));
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) return false;
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(clientAccounts).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(clientAccounts.id, accountId));
    await endOtherSessions(tx, accountId, keepToken);
    await revokeOneTimeTokens(tx, { kind: 'client', id: accountId });
  });
  return true;
}

async function signIn(db: Db, sessionDays: number, email: string, password: string): Promise<OpenedSession | null> {
  const [account] = await db
    .select({ id: clientAccounts.id, passwordHash: clientAccounts.passwordHash, isActive: clientAccounts.isActive })
    .from(clientAccounts)
    .where(eq(sql`lower(${clientAccounts.email})`, email))
    .limit(1);
  const ok = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !ok || !account.isActive) return null;
  const session = await openSession(db, sessionDays, account.id);
  // The sign-in being replaced is kept: the client is shown their previous visit, not this one.
  await db
    .update(clientAccounts)
    .set({ previousLogin: sql`${clientAccounts.lastLogin}`, lastLogin: new Date().toISOString() })
    .where(eq(clientAccounts.id, account.id));
  return session;
}

async function accountForSession(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ accountId: clientSessions.clientAccountId })
    .from(clientSessions)
    .innerJoin(clientAccounts, eq(clientAccounts.id, clientSessions.clientAccountId))
    .where(
      and(
        eq(clientSessions.tokenHash, hashToken(token)),
        isNull(clientSessions.revokedAt),
        gt(clientSessions.expiresAt, sql`now()`),
        eq(clientAccounts.isActive, true),
      ),
    )
    .limit(1);
  return row?.accountId ?? null;
}

async function signOut(db: Db, token: string): Promise<void> {
  await db
    .update(clientSessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(clientSessions.tokenHash, hashToken(token)));
}

export function createClientSessions(db: Db, options: { sessionDays: number }) {
  return {
    /** A new session of the account: its cookie's token and when it ends. */
    open: (accountId: number, tx: Db = db) => openSession(tx, options.sessionDays, accountId),

    /** Ends every live session of the account but the one of `keepToken` (all when null); how many ended. */
    endOthers: (accountId: number, keepToken: string | null, tx: Db = db) => endOtherSessions(tx, accountId, keepToken),

    /**
     * Sets a new password after checking the current one; the account's other sessions and its emailed
     * links (an invitation, a reset) end with the old password. False when the current one is wrong.
     */
    changePassword: (accountId: number, keepToken: string, currentPassword: string, newPassword: string) =>
      changePassword(db, accountId, keepToken, currentPassword, newPassword),

    /** A session for the right email and password of an active account; null otherwise, after the same work. */
    signIn: (email: string, password: string) => signIn(db, options.sessionDays, email, password),

    accountForSession: (token: string) => accountForSession(db, token),

    signOut: (token: string) => signOut(db, token),
  };
}

export type ClientSessions = ReturnType<typeof createClientSessions>;

/** Sets the session cookie of a session just opened (at sign-in, or on choosing a password from an emailed link). */
export function setClientSessionCookie(request: FastifyRequest, reply: FastifyReply, session: { token: string; expiresAt: Date }): void {
  reply.setCookie(CLIENT_SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: session.expiresAt,
  });
}

/** An onRequest hook for the client's routes: no live session cookie, no entry (401). */
export function requireClient(sessions: ClientSessions) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = request.cookies[CLIENT_SESSION_COOKIE];
    const accountId = token ? await sessions.accountForSession(token) : null;
    if (!accountId) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
    request.clientAccountId = accountId;
  };
}

/** The signed-in client's own account id; another account's id answers 404 as if it did not exist. */
export function ownAccount(request: FastifyRequest, requestedId?: number): number {
  const own = request.clientAccountId;
  if (!own) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
  if (requestedId !== undefined && requestedId !== own) throw new HttpError(404, 'Account not found');
  return own;
}
