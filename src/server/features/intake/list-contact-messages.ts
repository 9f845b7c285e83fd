import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../contract/intake/contact';
import { STAFF_LIST_PAGE_SIZE } from '../../../contract/shared/fields';
import type { Db } from '../../platform/db/client';
import { contactSubmissions as messages } from '../../platform/db/schema';
import { repliesTo, toContactMessage } from './contact-message-row';

/** A page of the messages matching `q` (name, email, subject or message) and `status`, newest first, older than the id `before` when given. */
export async function listContactMessages(db: Db, query: { q: string; status: string | null; before?: number }): Promise<ContactMessage[]> {
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
  return rows.map((row) => toContactMessage(row, replies.get(row.id) ?? []));
}
