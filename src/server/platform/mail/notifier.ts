import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientAccounts, mailOutbox, users } from '../db/schema';
import { type ComposedNotice, composeContactReply, composeNotice, type NoticeKind } from './notices';

/** Wakes the mail workers of every instance when the transaction that queued mail commits. */
export const MAIL_CHANNEL = 'recourse_mail';

export interface NotifierSettings {
  companyName: string;
  /** Links in emails start with this (no trailing slash). */
  publicUrl: string;
  /** Where the staff desk is told of new assessments; none when unset. */
  staffNotifyEmail: string | null;
}

async function queueComposed(tx: Db, to: string, { kind, subject, text }: ComposedNotice): Promise<void> {
  await tx.insert(mailOutbox).values({ toAddress: to, kind, subject, bodyText: text });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

async function queue(
  settings: NotifierSettings,
  tx: Db,
  to: string,
  kind: NoticeKind,
  path: string,
  withoutAccount = false,
  reference?: string,
): Promise<void> {
  const notice = composeNotice(kind, { companyName: settings.companyName, link: `${settings.publicUrl}${path}`, withoutAccount, reference });
  await queueComposed(tx, to, notice);
}

async function queueUnlessSeen(
  settings: NotifierSettings,
  tx: Db,
  to: string,
  kind: NoticeKind,
  path: string,
  withdrawKey: string,
  delayMinutes: number,
): Promise<boolean> {
  const { subject, text } = composeNotice(kind, { companyName: settings.companyName, link: `${settings.publicUrl}${path}` });
  const queued = await tx
    .insert(mailOutbox)
    .values({ toAddress: to, kind, subject, bodyText: text, withdrawKey, nextAttemptAt: sql`now() + make_interval(mins => ${delayMinutes})` })
    .onConflictDoNothing({ target: mailOutbox.withdrawKey, where: sql`status = 'queued'` })
    .returning({ id: mailOutbox.id });
  // Due at once: the mail workers are woken when the transaction commits.
  if (queued.length > 0 && delayMinutes === 0) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return queued.length > 0;
}

async function contactReply(settings: NotifierSettings, tx: Db, to: string, staffText: string): Promise<void> {
  await queueComposed(tx, to, composeContactReply(staffText, { companyName: settings.companyName, link: `${settings.publicUrl}/#contact` }));
}

async function toComplainant(
  settings: NotifierSettings,
  tx: Db,
  complainant: { email: string | null; clientAccountId: number | null; reference: string },
  kind: NoticeKind,
): Promise<void> {
  if (complainant.email === null) return;
  const withoutAccount = complainant.clientAccountId === null;
  await queue(settings, tx, complainant.email, kind, withoutAccount ? '/' : '/client-login', withoutAccount, complainant.reference);
}

async function listToStaffMember(
  settings: NotifierSettings,
  tx: Db,
  userId: number,
  kind: NoticeKind,
  items: readonly string[],
  path = '/admin',
): Promise<void> {
  const [member] = await tx.select({ email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, userId));
  if (!member?.isActive) return;
  await queueComposed(tx, member.email, composeNotice(kind, { companyName: settings.companyName, link: `${settings.publicUrl}${path}`, items }));
}

async function toStaffMember(settings: NotifierSettings, tx: Db, userId: number, kind: NoticeKind, path = '/admin'): Promise<void> {
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (member) await queue(settings, tx, member.email, kind, path);
}

async function clientAccount(tx: Db, clientAccountId: number) {
  const [account] = await tx
    .select({ email: clientAccounts.email, isActive: clientAccounts.isActive })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, clientAccountId));
  return account;
}

async function toClient(settings: NotifierSettings, tx: Db, clientAccountId: number, kind: NoticeKind, path = '/client-login'): Promise<void> {
  const account = await clientAccount(tx, clientAccountId);
  if (account?.isActive) await queue(settings, tx, account.email, kind, path);
}

async function toClientUnlessSeen(
  settings: NotifierSettings,
  tx: Db,
  clientAccountId: number,
  kind: NoticeKind,
  withdrawKey: string,
  delayMinutes: number,
): Promise<void> {
  const account = await clientAccount(tx, clientAccountId);
  if (!account?.isActive) return;
  await queueUnlessSeen(settings, tx, account.email, kind, '/client-login', withdrawKey, delayMinutes);
}

async function withdraw(tx: Db, withdrawKey: string): Promise<void> {
  await tx.delete(mailOutbox).where(sql`${mailOutbox.withdrawKey} = ${withdrawKey} and ${mailOutbox.status} = 'queued'`);
}

function assessmentReceipt(settings: NotifierSettings): { subject: string; text: string } {
  const { subject, text } = composeNotice('assessment_received', { companyName: settings.companyName, link: `${settings.publicUrl}/` });
  return { subject, text };
}

function staffDeskNotice(settings: NotifierSettings): { to: string; subject: string; text: string } | null {
  if (!settings.staffNotifyEmail) return null;
  const { subject, text } = composeNotice('new_assessment', { companyName: settings.companyName, link: `${settings.publicUrl}/admin` });
  return { to: settings.staffNotifyEmail, subject, text };
}

/** A step with the notifier's settings already given. */
function given<A extends unknown[], R>(settings: NotifierSettings, step: (settings: NotifierSettings, ...args: A) => R) {
  return (...args: A): R => step(settings, ...args);
}

/**
 * Queues notices in the caller's transaction: a notice exists only if the change that caused it
 * committed, and is sent after it. Every notice links to a page of this site (`path`).
 */
export function createNotifier(settings: NotifierSettings) {
  return {
    settings,
    toAddress: given(settings, queue),

    /** A staff member's answer to a contact message, sent to its sender (see composeContactReply). */
    contactReply: given(settings, contactReply),

    /**
     * A complainant: one with a client account is sent to sign in and read it there; one staff recorded
     * without an account is pointed to the site to contact the practice instead. One recorded without an
     * email is sent nothing: staff write to them (the register keeps how to reach them).
     */
    toComplainant: given(settings, toComplainant),

    /** A staff member's list of things to do (`items`: a case ID and what is due, never a client's details). */
    listToStaffMember: given(settings, listToStaffMember),

    toStaffMember: given(settings, toStaffMember),

    toClient: given(settings, toClient),

    /**
     * A client notice that goes only after `delayMinutes` and only if nothing withdrew it by `withdrawKey`
     * meanwhile (the client came back and saw it); while one waits, another with the same key is not queued.
     */
    toClientUnlessSeen: given(settings, toClientUnlessSeen),

    /**
     * As `toClientUnlessSeen`, to any address and page (`path`, e.g. a one-time link); true when it was queued,
     * false when one with the same key already waits.
     */
    toAddressUnlessSeen: given(settings, queueUnlessSeen),

    /** Withdraws a waiting notice (see `toClientUnlessSeen`). */
    withdraw,

    /** The visitor's receipt of an assessment: the same for every lead but for its reference (see REFERENCE_PLACEHOLDER). */
    assessmentReceipt: given(settings, assessmentReceipt),

    /** The new-assessment notice's subject and body, the same for every lead (it names none). */
    staffDeskNotice: given(settings, staffDeskNotice),
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
