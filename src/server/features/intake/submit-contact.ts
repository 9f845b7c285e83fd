import type { Contact } from '../../../contract/intake/contact';
import type { Db } from '../../platform/db/client';
import { contactSubmissions as messages } from '../../platform/db/schema';
import type { Notifier } from '../../platform/mail/notifier';

/** Stores a contact message and queues its sender's receipt, which holds none of what they wrote. */
export async function submitContact(db: Db, notifier: Notifier, contact: Contact): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone || null,
        subject: contact.subject || null,
        message: contact.message,
      })
      .returning({ id: messages.id });
    await notifier.toAddress(tx, contact.email, 'contact_received', '/');
    return row;
  });
}
