import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from './db/client';
import { chatMessages, type chatRooms, mailOutbox } from './db/schema';
import type { NoticeKind } from './mail/notices';
import type { Lead as LeadRow } from '../../contract/leads/lead';

/**
 * A lead as the person reads it in their export: with whether their details went to the partner firm, in
 * plain words (a raw "pending" would read as sharing under way, also for someone who never agreed to it).
 */
export function leadForExport<Lead extends Pick<LeadRow, 'consentToShare' | 'crmSyncStatus' | 'crmSyncedAt'>>(lead: Lead) {
  const sent = lead.crmSyncStatus === 'synced' || lead.crmSyncStatus === 'duplicate';
  const sharedWithPartner = sent
    ? `Sent to our partner firm${lead.crmSyncedAt ? ` on ${lead.crmSyncedAt.slice(0, 10)}` : ''}.`
    : lead.consentToShare
      ? 'Not sent to our partner firm.'
      : 'Not shared: you did not agree to your details being shared.';
  return { ...lead, sharedWithPartner };
}

/** A subject-access export: `personal-data.json` with everything held, and the person's files under `documents/`. */
export function personalDataZip(data: unknown, files: { name: string; bytes: Uint8Array }[]): Buffer {
  const entries: Record<string, Uint8Array> = { 'personal-data.json': strToU8(JSON.stringify(data, null, 2)) };
  for (const file of files) entries[`documents/${file.name.replace(/[/\\]/g, '_')}`] = file.bytes;
  return Buffer.from(zipSync(entries));
}

export const ZIP_HEADERS = (name: string) => ({
  'content-type': 'application/zip',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

/** Chat rooms with their messages, oldest first, as an export holds them. */
export async function chatsWithMessages(db: Db, rooms: (typeof chatRooms.$inferSelect)[]) {
  const ids = rooms.map((room) => room.id);
  const messages = ids.length ? await db.select().from(chatMessages).where(inArray(chatMessages.roomId, ids)).orderBy(asc(chatMessages.id)) : [];
  return rooms.map((room) => ({ ...room, messages: messages.filter((m) => m.roomId === room.id) }));
}

/** Notices only staff receive: never part of a person's export, even if someone used a staff address. */
const STAFF_NOTICES: NoticeKind[] = ['new_assessment', 'lead_assigned', 'staff_invitation'];

/**
 * Every email sent or queued to `email`, oldest first: what was written to the person is data held
 * about them too. A link's one-time token is left out: the export must not carry a working way in.
 */
export async function emailsTo(db: Db, email: string) {
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.bodyText,
      status: mailOutbox.status,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()), notInArray(mailOutbox.kind, STAFF_NOTICES)))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({ ...row, text: row.text.replace(/([?&]token=)[^\s&]+/g, '$1[removed]') }));
}
