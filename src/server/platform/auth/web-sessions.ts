import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Job } from '../jobs/job-runner';
import { hashToken, newSecretToken } from './tokens';

export const WEB_SESSION_COOKIE = 'recourse_sid';
/** Holds an OpenID Connect sign-in between leaving for the provider and coming back. */
export const OIDC_PENDING_COOKIE = 'recourse_oidc';
export const OIDC_PENDING_MINUTES = 10;

/** Who a landing-side session belongs to. */
export interface WebSession {
  kind: 'staff';
  userId: number;
  /** How the person signed in: a password (with a code when enrolled) or the practice's identity provider. */
  method: 'password' | 'oidc';
  /** Set once the member's two-factor code was checked for a session the identity provider started (a password sign-in checks it before the session starts). */
  secondFactorChecked?: true;
}

/** A sign-in at the identity provider not yet completed: what its callback must match. */
export interface PendingOidcSession {
  kind: 'oidc_pending';
  state: string;
  nonce: string;
  codeVerifier: string;
}

type StoredSession = WebSession | PendingOidcSession;

/** Server-side sessions in PostgreSQL: the browser holds only a random id in an httpOnly cookie. */
export function createWebSessions(db: Db, options: { ttlHours: number }) {
  const ttlMs = options.ttlHours * 3600_000;

  async function readStored(sid: string): Promise<StoredSession | null> {
    const [row] = await db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(sql`${sessions.sid} = ${hashToken(sid)} and ${sessions.expire} > now()`);
    return row ? (row.sess as StoredSession) : null;
  }

  return {
    ttlMs,
    async create(session: StoredSession, lifetimeMs = ttlMs): Promise<{ sid: string; expiresAt: Date }> {
      const sid = newSecretToken();
      const expiresAt = new Date(Date.now() + lifetimeMs);
      await db.insert(sessions).values({ sid: hashToken(sid), sess: session, expire: expiresAt.toISOString() });
      return { sid, expiresAt };
    },

    /** The signed-in staff member's session, or null (none, expired, or not a sign-in). */
    async read(sid: string): Promise<WebSession | null> {
      const session = await readStored(sid);
      return session?.kind === 'staff' ? session : null;
    },

    /** Marks a staff session as past the member's second factor (see `WebSession.secondFactorChecked`). */
    async markSecondFactorChecked(sid: string): Promise<void> {
      await db
        .update(sessions)
        .set({ sess: sql`${sessions.sess} || '{"secondFactorChecked": true}'::jsonb` })
        .where(eq(sessions.sid, hashToken(sid)));
    },

    /** Reads and deletes a pending identity-provider sign-in: its state can be used once. */
    async takePendingOidc(sid: string): Promise<PendingOidcSession | null> {
      const [row] = await db
        .delete(sessions)
        .where(sql`${sessions.sid} = ${hashToken(sid)} and ${sessions.expire} > now()`)
        .returning({ sess: sessions.sess });
      const session = row?.sess as StoredSession | undefined;
      return session?.kind === 'oidc_pending' ? session : null;
    },

    async destroy(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, hashToken(sid)));
    },

    /** Ends every session of a staff member (deactivated, password reset). */
    async destroyForStaff(staffId: number): Promise<void> {
      await db.delete(sessions).where(sql`${sessions.sess}->>'kind' = 'staff' and (${sessions.sess}->>'userId')::int = ${staffId}`);
    },

    /** Deletes expired sessions; answers how many. */
    async sweep(): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expire, sql`now()`)).returning({ sid: sessions.sid });
      return removed.length;
    },
  };
}

export type WebSessions = ReturnType<typeof createWebSessions>;

/** Expired sessions deleted hourly, on one instance at a time. */
export function webSessionJobs(webSessions: WebSessions): Job[] {
  return [
    {
      name: 'sessions.sweep',
      singleton: true,
      everyMs: 3_600_000,
      firstAfterMs: 3_600_000,
      retry: { firstMs: 60_000 },
      run: webSessions.sweep,
    },
  ];
}
