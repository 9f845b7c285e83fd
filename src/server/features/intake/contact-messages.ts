import { and, asc, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { CONTACT_MESSAGE_NOT_FOUND, type ContactMessage } from '../../../contract/intake/contact';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { staffDisplayName } from '../../../contract/staff/staff';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactReplies, contactSubmissions as messages, users } from '../../platform/db/schema';
import { eraseAuditValues, eraseTracesOf } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';

type Row = typeof messages.$inferSelect;
type Reply = ContactMessage['replies'][number];

/** The replies to each of `ids`, oldest first, with the name of who sent them. */
async function repliesTo(db: Db, ids: number[]): Promise<Map<number, Reply[]>> {
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

const toMessage = (row: Row, replies: Reply[]): ContactMessage => ({
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

/** The contact form's messages, for staff: listed, answered by email, marked handled, and erased (admins). */
export function createContactMessages(db: Db, notifier: Notifier) {
  async function find(tx: Db, id: number): Promise<Row> {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!row) throw new HttpError(404, CONTACT_MESSAGE_NOT_FOUND);
    return row;
  }

  return {
    /** A page of the messages matching `q` (name, email, subject or message) and `status`, newest first, older than the id `before` when given. */
    async list(query: { q: string; status: string | null; before?: number }): Promise<ContactMessage[]> {
      const conditions: (SQL | undefined)[] = [
        query.status ? eq(messages.status, query.status) : undefined,
        query.before ? lt(messages.id, query.before) : undefined,
      ];
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(
            ilike(sql`${messages.firstName} || ' ' || ${messages.lastName}`, pattern),
            ilike(messages.email, pattern),
            ilike(messages.subject, pattern),
            ilike(messages.message, pattern),
          ),
        );
      }
      const rows = await db
        .select()
        .from(messages)
        .where(and(...conditions))
        .orderBy(desc(messages.id))
        .limit(STAFF_LIST_PAGE_SIZE);
      const replies = await repliesTo(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toMessage(row, replies.get(row.id) ?? []));
    },

    /**
     * Emails `text` to the message's sender, keeps it with the message (who, when) and marks the message
     * handled, audited; the email is queued with the reply, so it exists only if the reply was stored.
     */
    async reply(id: number, text: string, actorUserId: number): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        const [reply] = await tx
          .insert(contactReplies)
          .values({ contactSubmissionId: id, message: text, createdBy: actorUserId })
          .returning({ id: contactReplies.id });
        const [after] = await tx.update(messages).set({ status: 'handled', updatedAt: sql`now()` }).where(eq(messages.id, id)).returning();
        await notifier.contactReply(tx, before.email, text);
        await recordAudit(tx, {
          actorUserId,
          action: 'contact.replied',
          entityType: 'contact_submission',
          entityId: id,
          before: { status: before.status },
          after: { status: 'handled', replyId: reply.id },
        });
        return toMessage(after, (await repliesTo(tx, [id])).get(id) ?? []);
      });
    },

    async setStatus(id: number, status: string, actorUserId: number): Promise<ContactMessage> {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        const [after] = await tx.update(messages).set({ status, updatedAt: sql`now()` }).where(eq(messages.id, id)).returning();
        if (before.status !== status) {
          await recordAudit(tx, {
            actorUserId,
            action: 'contact.updated',
            entityType: 'contact_submission',
            entityId: id,
            before: { status: before.status },
            after: { status },
          });
        }
        return toMessage(after, (await repliesTo(tx, [id])).get(id) ?? []);
      });
    },

    /** Erases the message and whatever else is held under its sender's email outside a lead or account. */
    async erase(id: number, actorUserId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await find(tx, id);
        await tx.delete(messages).where(eq(messages.id, id));
        await eraseTracesOf(tx, row.email);
        await eraseAuditValues(tx, 'contact_submission', [id]);
        await recordAudit(tx, { actorUserId, action: 'contact.erased', entityType: 'contact_submission', entityId: id });
      });
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
