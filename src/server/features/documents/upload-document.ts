import { eq, sql } from 'drizzle-orm';
import { type ClientDocument, uploadQuotaMessage } from '../../../contract/documents/documents';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientDocuments as documents } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { documentById } from './document-rows';
import { storedFileName, type UploadSource } from './file-check';
import { fileValue } from './file-value';
import type { DocumentRequests } from './requests-service';

export interface DocumentUpload {
  documentType: string;
  fileName: string;
  file: UploadSource;
  /** The document request this upload answers. */
  requestId?: number;
}

/** Refuses an upload that would take the client's documents past their quota (413, `uploadQuotaReached`). */
async function checkQuota(tx: Db, accountId: number, size: number, quotaMb: number): Promise<void> {
  const [{ used }] = await tx
    .select({ used: sql<string>`coalesce(sum(${documents.fileSize}), 0)` })
    .from(documents)
    .where(eq(documents.clientAccountId, accountId));
  if (Number(used) + size > quotaMb * 1024 * 1024) {
    throw new HttpError(413, uploadQuotaMessage(quotaMb), { uploadQuotaReached: true });
  }
}

/** Stores an upload after checking its size and its real type from its bytes; with `requestId` it answers that request. */
export async function uploadDocument(
  db: Db,
  deps: { requests: DocumentRequests; uploadQuotaMb: number },
  accountId: number,
  input: DocumentUpload,
): Promise<ClientDocument> {
  const { file } = input;
  const mimeType = await file.detectType();
  const id = await db.transaction(async (tx) => {
    // The file goes to the database first (in pieces for a big one), before the lock below, so
    // the client's other uploads wait only for each other's quota check and insert.
    const fileData = await fileValue(tx, file);
    // One upload of a client at a time (the account row locked), so two at once cannot both fit the quota.
    await tx.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId)).for('update');
    await checkQuota(tx, accountId, file.size, deps.uploadQuotaMb);
    if (input.requestId !== undefined) await deps.requests.assertOpen(tx, accountId, input.requestId, input.documentType);
    const [created] = await tx
      .insert(documents)
      .values({
        clientAccountId: accountId,
        documentType: input.documentType,
        fileName: storedFileName(input.fileName, mimeType),
        fileSize: file.size,
        mimeType,
        fileData,
      })
      .returning({ id: documents.id });
    if (input.requestId !== undefined) await deps.requests.answer(tx, input.requestId, created.id);
    return created.id;
  });
  return documentById(db, id);
}
