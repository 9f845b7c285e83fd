import { eq } from 'drizzle-orm';
import type { ClientDocument } from '../../../contract/documents/documents';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { clientDocuments as documents } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import type { Notifier } from '../../platform/mail/notifier';
import { reviewAudit, reviewedColumns, type StaffReview } from '../../platform/staff-review';
import { DOCUMENT_NOT_FOUND, documentById } from './document-rows';
import type { DocumentRequests } from './requests-service';

/** Staff set a document's review status and notes; the client is told of a decision, the request it answered moves, and it is audited. */
export async function reviewDocument(
  db: Db,
  deps: { notifier: Notifier; requests: DocumentRequests },
  id: number,
  change: StaffReview,
  actorUserId: number,
): Promise<ClientDocument> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: documents.status,
        adminNotes: documents.adminNotes,
        reason: documents.rejectionReason,
        clientAccountId: documents.clientAccountId,
      })
      .from(documents)
      .where(eq(documents.id, id))
      .for('update');
    if (!before) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    await tx.update(documents).set(reviewedColumns(change)).where(eq(documents.id, id));
    if (change.status !== before.status && change.status !== 'pending')
      await deps.notifier.toClient(tx, before.clientAccountId, 'document_reviewed');
    if (change.status !== before.status) await deps.requests.reviewed(tx, id, change.status);
    await recordAudit(tx, {
      actorUserId,
      action: 'document.reviewed',
      entityType: 'client_document',
      entityId: id,
      ...reviewAudit({ status: before.status, adminNotes: before.adminNotes, reason: before.reason }, change),
    });
    return documentById(tx, id);
  });
}
