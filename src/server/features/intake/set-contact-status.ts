import { eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../contract/intake/contact';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactSubmissions as messages } from '../../platform/db/schema';
import { lockContactMessage, withReplies } from './contact-message-row';

/** Marks a message handled or new again; a change of status is audited. */
export async function setContactStatus(db: Db, id: number, status: string, actorId: number): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    const [after] = await tx.update(messages).set({ status, updatedAt: sql`now()` }).where(eq(messages.id, id)).returning();
    if (before.status !== status) {
      await recordAudit(tx, {
        actorUserId: actorId,
        action: 'contact.updated',
        entityType: 'contact_submission',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    }
    return withReplies(tx, after);
  });
}
