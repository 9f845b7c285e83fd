import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newSecretToken } from './tokens';

export const WEB_SESSION_COOKIE = 'recourse_sid';

/** Who a landing-side session belongs to. */
export interface WebSession {
  kind: 'staff';
  userId: number;
  /** How the person signed in: a password (with a code when enrolled) or the practice's identity provider. */
  method: 'password' | 'oidc';
}

/** Server-side sessions in PostgreSQL: the browser holds only a random id in an httpOnly cookie. */
export function createWebSessions(db: Db, options: { ttlHours: number }) {
  const ttlMs = options.ttlHours * 3600_000;
  return {
    ttlMs,
    async create(session: WebSession): Promise<{ sid: string; expiresAt: Date }> {
      const sid = newSecretToken();
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({ sid: hashToken(sid), sess: session, expire: expiresAt.toISOString() });
      return { sid, expiresAt };
    },

    async read(sid: string): Promise<WebSession | null> {
      const [row] = await db
        .select({ sess: sessions.sess })
        .from(sessions)
        .where(sql`${sessions.sid} = ${hashToken(sid)} and ${sessions.expire} > now()`);
      return row ? (row.sess as WebSession) : null;
    },

    async destroy(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, hashToken(sid)));
    },

    /** Ends every session of a staff member (deactivated, password reset). */
    async destroyForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.sess}->>'kind' = 'staff' and (${sessions.sess}->>'userId')::int = ${userId}`);
    },

    /** Deletes expired sessions; answers how many. */
    async sweep(): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expire, sql`now()`)).returning({ sid: sessions.sid });
      return removed.length;
    },
  };
}

export type WebSessions = ReturnType<typeof createWebSessions>;
