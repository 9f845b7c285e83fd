import type {} from '@fastify/cookie';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/accounts/accounts';
import type { Db } from '../db/client';
import { clientAccounts, clientSessions } from '../db/schema';
import { HttpError } from '../http-error';
import { verifyPassword } from './passwords';
import { hashToken, newSecretToken } from './tokens';

export const CLIENT_SESSION_COOKIE = 'recourse_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client's account on routes guarded by `requireClient`. */
    clientAccountId: number | null;
  }
}

export function createClientSessions(db: Db, options: { sessionDays: number }) {
  return {
    /** A session for the right email and password of an active account; null otherwise, after the same work. */
    async signIn(email: string, password: string): Promise<{ token: string; accountId: number; expiresAt: Date } | null> {
      const [account] = await db
        .select({ id: clientAccounts.id, passwordHash: clientAccounts.passwordHash, isActive: clientAccounts.isActive })
        .from(clientAccounts)
        .where(eq(sql`lower(${clientAccounts.email})`, email))
        .limit(1);
      const ok = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account || !ok || !account.isActive) return null;
      const token = newSecretToken();
      const expiresAt = new Date(Date.now() + options.sessionDays * 86_400_000);
      await db.insert(clientSessions).values({ tokenHash: hashToken(token), clientAccountId: account.id, expiresAt: expiresAt.toISOString() });
      // The sign-in being replaced is kept: the client is shown their previous visit, not this one.
      await db
        .update(clientAccounts)
        .set({ previousLogin: sql`${clientAccounts.lastLogin}`, lastLogin: new Date().toISOString() })
        .where(eq(clientAccounts.id, account.id));
      return { token, accountId: account.id, expiresAt };
    },

    async accountForSession(token: string): Promise<number | null> {
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
    },

    async signOut(token: string): Promise<void> {
      await db
        .update(clientSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(clientSessions.tokenHash, hashToken(token)));
    },
  };
}

export type ClientSessions = ReturnType<typeof createClientSessions>;

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
