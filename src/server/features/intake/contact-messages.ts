import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { CONTACT_MESSAGE_NOT_FOUND, type ContactMessage } from '../../../contract/intake/contact';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactSubmissions as messages } from '../../platform/db/schema';
import { eraseAuditValues, eraseTracesOf } from '../../platform/erasure';
import { HttpError } from '../../platform/http-error';

type Row = typeof messages.$inferSelect;

const toMessage = (row: Row): ContactMessage => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status === 'handled' ? 'handled' : 'new',
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The contact form's messages, for staff: listed, marked handled, and erased (admins). */
export function createContactMessages(db: Db) {
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
      return rows.map(toMessage);
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
        return toMessage(after);
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
