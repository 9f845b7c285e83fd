import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAccounts, clientSessions, users } from '../db/schema';
import type { Notifier } from '../mail/notifier';
import { consumeOneTimeToken, findLiveOneTimeToken, issueOneTimeToken, revokeOneTimeTokens, type SubjectKind } from './one-time-tokens';
import { hashPassword } from './passwords';
import { assertAcceptablePassword } from './password-policy';
import type { StaffTokens } from './staff-tokens';
import type { WebSessions } from './web-sessions';

const INVITATION_MINUTES = 7 * 24 * 60;
const LINK_PURPOSES = ['password_reset', 'invitation'] as const;

const accountTable = (kind: SubjectKind) => (kind === 'staff' ? users : clientAccounts);

/** The account a link names, while it is active: a deactivated holder cannot use their link. */
function activeAccount(kind: SubjectKind, id: number) {
  const accounts = accountTable(kind);
  return and(eq(accounts.id, id), eq(accounts.isActive, true));
}

interface PasswordResetOptions {
  db: Db;
  notifier: Notifier;
  resetMinutes: number;
  staffTokens: StaffTokens;
  webSessions: WebSessions;
}

const linkPath = (kind: SubjectKind, token: string, invite = false) =>
  `/reset-password?kind=${kind}&token=${encodeURIComponent(token)}${invite ? '&invite=1' : ''}`;

async function findAccount(tx: Db, kind: SubjectKind, email: string): Promise<{ id: number; email: string } | null> {
  if (kind === 'staff') {
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)));
    return member ?? null;
  }
  const [account] = await tx
    .select({ id: clientAccounts.id, email: clientAccounts.email })
    .from(clientAccounts)
    .where(and(eq(sql`lower(${clientAccounts.email})`, email.toLowerCase()), eq(clientAccounts.isActive, true)));
  return account ?? null;
}

async function requestReset(options: PasswordResetOptions, kind: SubjectKind, email: string): Promise<void> {
  await options.db.transaction(async (tx) => {
    const account = await findAccount(tx, kind, email);
    if (!account) return;
    const token = await issueOneTimeToken(tx, { kind, id: account.id }, 'password_reset', options.resetMinutes);
    await options.notifier.toAddress(tx, account.email, 'password_reset', linkPath(kind, token));
  });
}

async function invite(notifier: Notifier, tx: Db, kind: SubjectKind, account: { id: number; email: string; reference?: string }): Promise<void> {
  const token = await issueOneTimeToken(tx, { kind, id: account.id }, 'invitation', INVITATION_MINUTES);
  const notice = kind === 'staff' ? 'staff_invitation' : 'client_invitation';
  await notifier.toAddress(tx, account.email, notice, linkPath(kind, token, true), false, account.reference);
}

async function usableFor(db: Db, kind: SubjectKind, token: string): Promise<string | null> {
  const subject = await findLiveOneTimeToken(db, token, LINK_PURPOSES, kind);
  if (!subject) return null;
  const accounts = accountTable(kind);
  const [active] = await db.select({ email: accounts.email }).from(accounts).where(activeAccount(kind, subject.id));
  return active?.email ?? null;
}

/** Uses up the link and sets its account's password; the link's subject, or false when either fails. */
async function setPasswordByLink(options: PasswordResetOptions, tx: Db, kind: SubjectKind, token: string, passwordHash: string) {
  const subject = await consumeOneTimeToken(tx, token, LINK_PURPOSES, kind);
  if (!subject) return false;
  const accounts = accountTable(kind);
  const set = await tx
    .update(accounts)
    .set({ passwordHash, updatedAt: new Date().toISOString() })
    .where(activeAccount(kind, subject.id))
    .returning({ id: accounts.id });
  if (set.length === 0) return false;
  // The password is chosen: any other link still in a mailbox (an invitation, an earlier reset) stops working.
  await revokeOneTimeTokens(tx, subject);
  if (kind === 'staff') await options.staffTokens.revokeAll(subject.id, null, tx);
  else {
    await tx
      .update(clientSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(clientSessions.clientAccountId, subject.id), isNull(clientSessions.revokedAt)));
  }
  return subject;
}

async function confirm(options: PasswordResetOptions, kind: SubjectKind, token: string, password: string): Promise<number | false> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const done = await options.db.transaction((tx) => setPasswordByLink(options, tx, kind, token, passwordHash));
  if (!done) return false;
  if (kind === 'staff') await options.webSessions.destroyForStaff(done.id);
  return done.id;
}

/**
 * Forgotten passwords and invitations, for staff and clients alike: an emailed single-use link
 * (`/reset-password?kind=...&token=...`) lets its holder choose a password once; doing so ends
 * every other session of that account.
 */
export function createPasswordResets(options: PasswordResetOptions) {
  return {
    /** How long a reset link works. */
    resetMinutes: options.resetMinutes,

    /** Emails a reset link when the address has an account; does nothing visible otherwise. */
    request: (kind: SubjectKind, email: string) => requestReset(options, kind, email),

    /**
     * Emails a new account's holder a link to choose their password (valid 7 days); a client's names their
     * case (`reference`: its case ID and assessment reference). Call inside the creating transaction.
     */
    invite: (tx: Db, kind: SubjectKind, account: { id: number; email: string; reference?: string }) => invite(options.notifier, tx, kind, account),

    /**
     * The email of the account a link would still set a password for (what `confirm` accepts), or null,
     * without using it up: its page says at once when it no longer works, and which account it is for
     * (only the link's holder, who received it at that address, can ask).
     */
    usableFor: (kind: SubjectKind, token: string) => usableFor(options.db, kind, token),

    /**
     * Sets the password of a live link's account and ends its other sessions; false for a used, expired
     * or unknown link, or one whose account was deactivated since (its holder could not sign in with it);
     * the account's id otherwise.
     */
    confirm: (kind: SubjectKind, token: string, password: string) => confirm(options, kind, token, password),
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
