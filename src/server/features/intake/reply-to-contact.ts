import { eq, sql } from 'drizzle-orm';
import type { ContactMessage } from '../../../contract/intake/contact';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactReplies, contactSubmissions as messages } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';
import { lockContactMessage, withReplies } from './contact-message-row';

/**
 * Emails `text` to the message's sender, keeps it with the message (who, when) and marks the message
 * handled, audited; the email is queued with the reply, so it exists only if the reply was stored.
 */
export async function replyToContact(db: Db, notifier: Notifier, id: number, text: string, actorId: number): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ contactSubmissionId: id, message: text, createdBy: actorId })
      .returning({ id: contactReplies.id });
    const [after] = await tx.update(messages).set({ status: 'handled', updatedAt: sql`now()` }).where(eq(messages.id, id)).returning();
    await notifier.contactReply(tx, before.email, text);
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'contact.replied',
      entityType: 'contact_submission',
      entityId: id,
      before: { status: before.status },
      after: { status: 'handled', replyId: reply.id },
    });
    return withReplies(tx, after);
  });
}
