import { desc, eq, type SQL } from 'drizzle-orm';
import type { ClientDocument } from '../../../contract/documents/documents';
import type { Db } from '../../platform/db/client';
import { clientAccounts, clientDocuments as documents, documentRequests } from '../../platform/db/schema';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const listColumns = {
  id: documents.id,
  clientAccountId: documents.clientAccountId,
  documentType: documents.documentType,
  fileName: documents.fileName,
  fileSize: documents.fileSize,
  mimeType: documents.mimeType,
  uploadedAt: documents.uploadedAt,
  status: documents.status,
  adminNotes: documents.adminNotes,
  reason: documents.rejectionReason,
  requestTitle: documentRequests.title,
  clientFirstName: clientAccounts.firstName,
  clientLastName: clientAccounts.lastName,
  clientEmail: clientAccounts.email,
};

type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

export function toDocument(row: ListRow): ClientDocument {
  return {
    id: row.id as number,
    clientAccountId: row.clientAccountId as number,
    documentType: row.documentType as ClientDocument['documentType'],
    fileName: row.fileName as string,
    fileSize: row.fileSize as number,
    mimeType: row.mimeType as string,
    uploadedAt: new Date(row.uploadedAt as string).toISOString(),
    status: row.status as ClientDocument['status'],
    adminNotes: row.adminNotes,
    reason: row.reason,
    requestTitle: row.requestTitle,
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    clientEmail: row.clientEmail ?? undefined,
  };
}

/** Documents (never their bytes) with their client and the request each answered, newest first. */
export const selectDocuments = (tx: Db, where: SQL | undefined) =>
  tx
    .select(listColumns)
    .from(documents)
    .innerJoin(clientAccounts, eq(clientAccounts.id, documents.clientAccountId))
    .leftJoin(documentRequests, eq(documentRequests.documentId, documents.id))
    .where(where)
    .orderBy(desc(documents.id));

/** One document as its reply. */
export async function documentById(tx: Db, id: number): Promise<ClientDocument> {
  const [row] = await selectDocuments(tx, eq(documents.id, id));
  return toDocument(row);
}
