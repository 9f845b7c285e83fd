import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { contactSubmissions as messages } from '../../platform/db/schema';
import { eraseAuditValues, eraseTracesOf } from '../../platform/erasure';
import { lockContactMessage } from './contact-message-row';

/** Erases the message and whatever else is held under its sender's email outside a lead or account. */
export async function eraseContactMessage(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, id);
    await tx.delete(messages).where(eq(messages.id, id));
    await eraseTracesOf(tx, row.email);
    await eraseAuditValues(tx, 'contact_submission', [id]);
    await recordAudit(tx, { actorUserId: actorId, action: 'contact.erased', entityType: 'contact_submission', entityId: id });
  });
}
