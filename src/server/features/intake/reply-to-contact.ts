import type { ContactMessage } from '../../../contract/intake/contact';
import type { Db } from '../../platform/db/client';
import { contactReplies } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';
import { lockContactMessage, moveContactMessage } from './contact-message-row';

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
    await notifier.contactReply(tx, before.email, text);
    return moveContactMessage(tx, before, 'handled', { actorId, action: 'contact.replied', after: { replyId: reply.id } });
  });
}
