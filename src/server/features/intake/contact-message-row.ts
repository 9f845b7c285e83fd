import { asc, eq, inArray, sql } from 'drizzle-orm';
import { CONTACT_MESSAGE_NOT_FOUND, type ContactMessage } from '../../../contract/intake/contact';
import { staffDisplayName } from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactReplies, contactSubmissions as messages, users } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';

export type ContactMessageRow = typeof messages.$inferSelect;
type Reply = ContactMessage['replies'][number];

/** The replies to each of `ids`, oldest first, with the name of who sent them. */
export async function repliesTo(db: Db, ids: number[]): Promise<Map<number, Reply[]>> {
  const byMessage = new Map<number, Reply[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({
      id: contactReplies.id,
      messageId: contactReplies.contactSubmissionId,
      message: contactReplies.message,
      createdAt: contactReplies.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.createdBy))
    .where(inArray(contactReplies.contactSubmissionId, ids))
    .orderBy(asc(contactReplies.id));
  for (const row of rows) {
    byMessage.get(row.messageId)?.push({
      id: row.id,
      message: row.message,
      staffName: row.email === null ? null : staffDisplayName({ email: row.email, firstName: row.firstName, lastName: row.lastName }),
      createdAt: new Date(row.createdAt).toISOString(),
    });
  }
  return byMessage;
}

/** A stored message as staff see it, with its replies. */
export const toContactMessage = (row: ContactMessageRow, replies: Reply[]): ContactMessage => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status === 'handled' ? 'handled' : 'new',
  createdAt: new Date(row.createdAt).toISOString(),
  replies,
});

/** A stored message with the replies it has now. */
export async function withReplies(tx: Db, row: ContactMessageRow): Promise<ContactMessage> {
  return toContactMessage(row, (await repliesTo(tx, [row.id])).get(row.id) ?? []);
}

/** The message `id`, locked for the change under way, or 404. */
export async function lockContactMessage(tx: Db, id: number): Promise<ContactMessageRow> {
  const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
  if (!row) throw new HttpError(404, CONTACT_MESSAGE_NOT_FOUND);
  return row;
}

/**
 * Gives a locked message (`before`, as it was) `status`, and records `audit.action` by `audit.actorId`
 * from the old status to the new one (with `audit.after` besides) unless `audit` is null; the message as stored.
 */
export async function moveContactMessage(
  tx: Db,
  before: ContactMessageRow,
  status: string,
  audit: { actorId: number; action: string; after?: Record<string, unknown> } | null,
): Promise<ContactMessage> {
  const [after] = await tx.update(messages).set({ status, updatedAt: sql`now()` }).where(eq(messages.id, before.id)).returning();
  if (audit) {
    await recordAudit(tx, {
      actorUserId: audit.actorId,
      action: audit.action,
      entityType: 'contact_submission',
      entityId: before.id,
      before: { status: before.status },
      after: { status, ...audit.after },
    });
  }
  return withReplies(tx, after);
}
