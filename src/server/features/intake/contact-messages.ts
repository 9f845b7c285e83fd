import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { eraseContactMessage } from './erase-contact-message';
import { listContactMessages } from './list-contact-messages';
import { replyToContact } from './reply-to-contact';
import { setContactStatus } from './set-contact-status';

/** The contact form's messages, for staff: listed, answered by email, marked handled, and erased (admins). */
export function createContactMessages(db: Db, notifier: Notifier) {
  return {
    list: (query: { q: string; status: string | null; before?: number }) => listContactMessages(db, query),
    reply: (id: number, text: string, actorId: number) => replyToContact(db, notifier, id, text, actorId),
    setStatus: (id: number, status: string, actorId: number) => setContactStatus(db, id, status, actorId),
    erase: (id: number, actorId: number) => eraseContactMessage(db, id, actorId),
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
