import { eq } from 'drizzle-orm';
import type { CreateDocumentRequest, DocumentRequest } from '../../../../contract/documents/requests';
import { recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/client';
import { clientAccounts, documentRequests as requests } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http-error';
import type { Notifier } from '../../../platform/mail/notifier';
import { ACCOUNT_NOT_FOUND, toRequest } from './request-rows';

/** Staff ask for a document; the client is told by email (which names nothing). */
export async function createDocumentRequest(
  db: Db,
  notifier: Notifier,
  accountId: number,
  input: CreateDocumentRequest,
  actorUserId: number,
): Promise<DocumentRequest> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId));
    if (!account) throw new HttpError(404, ACCOUNT_NOT_FOUND);
    const [row] = await tx
      .insert(requests)
      .values({
        clientAccountId: accountId,
        title: input.title,
        documentType: input.documentType ?? null,
        note: input.note || null,
        dueDate: input.dueDate ?? null,
        createdBy: actorUserId,
      })
      .returning();
    await notifier.toClient(tx, accountId, 'document_requested');
    await recordAudit(tx, {
      actorUserId,
      action: 'document_request.created',
      entityType: 'client_account',
      entityId: accountId,
      after: { requestId: row.id, title: row.title, documentType: row.documentType },
    });
    return toRequest(row);
  });
}
