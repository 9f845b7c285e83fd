import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clientDocuments as documents } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { DOCUMENT_NOT_FOUND } from './document-rows';

/** A document's file with its name and type, for its owner (accountId given) or for staff (null). */
export async function readDocumentFile(db: Db, id: number, accountId: number | null) {
  const [row] = await db
    .select({ fileName: documents.fileName, mimeType: documents.mimeType, fileData: documents.fileData })
    .from(documents)
    .where(accountId === null ? eq(documents.id, id) : and(eq(documents.id, id), eq(documents.clientAccountId, accountId)));
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return row;
}
