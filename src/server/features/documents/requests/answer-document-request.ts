import { and, eq, sql } from 'drizzle-orm';
import type { DocumentType } from '../../../../contract/documents/documents';
import {
  DOCUMENT_REQUEST_DONE,
  DOCUMENT_REQUEST_NOT_FOUND,
  type DocumentRequestStatus,
  documentRequestTypeMessage,
  isOpenDocumentRequest,
} from '../../../../contract/documents/requests';
import type { Db } from '../../../platform/db/client';
import { documentRequests as requests } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http-error';

/** What a document's review means for the request it answered. */
const AFTER_REVIEW: Record<string, DocumentRequestStatus> = { pending: 'received', approved: 'accepted', rejected: 'rejected' };

/**
 * Checks, before an upload is stored, that it may answer this request: the client's own, still
 * open (requested, or rejected and to be sent again), and of the type it asks for.
 */
export async function assertRequestOpen(tx: Db, accountId: number, requestId: number, documentType: string): Promise<void> {
  const [row] = await tx
    .select({ status: requests.status, documentType: requests.documentType })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.clientAccountId, accountId)))
    .for('update');
  if (!row) throw new HttpError(404, DOCUMENT_REQUEST_NOT_FOUND);
  if (!isOpenDocumentRequest(row.status)) throw new HttpError(409, DOCUMENT_REQUEST_DONE);
  if (row.documentType !== null && row.documentType !== documentType) {
    throw new HttpError(400, documentRequestTypeMessage(row.documentType as DocumentType), { field: 'documentType' });
  }
}

/** The upload `documentId` answers the request: it is received, to be checked. */
export async function answerRequest(tx: Db, requestId: number, documentId: number): Promise<void> {
  await tx.update(requests).set({ status: 'received', documentId, updatedAt: sql`now()` }).where(eq(requests.id, requestId));
}

/** A review of a document moves the request it answered: approved accepts it, rejected asks for it again. */
export async function requestReviewed(tx: Db, documentId: number, documentStatus: string): Promise<void> {
  const status = AFTER_REVIEW[documentStatus];
  if (status) await tx.update(requests).set({ status, updatedAt: sql`now()` }).where(eq(requests.documentId, documentId));
}
