import type { ContactMessage } from '../../../contract/intake/contact';
import type { Db } from '../../platform/db/client';
import { lockContactMessage, moveContactMessage } from './contact-message-row';

/** Marks a message handled or new again; a change of status is audited. */
export async function setContactStatus(db: Db, id: number, status: string, actorId: number): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const before = await lockContactMessage(tx, id);
    return moveContactMessage(tx, before, status, before.status !== status ? { actorId, action: 'contact.updated' } : null);
  });
}
