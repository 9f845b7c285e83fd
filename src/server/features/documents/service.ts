import type { StaffReview } from '../../platform/staff-review';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { listClientDocuments, listStaffDocuments } from './list-documents';
import { readDocumentFile } from './read-document-file';
import { createDocumentRequests } from './requests-service';
import { reviewDocument } from './review-document';
import { type DocumentUpload, uploadDocument } from './upload-document';

/** Documents: a client's uploads, staff's review of them, and the requests that ask for them. */
export function createDocumentsService(db: Db, notifier: Notifier, settings: { uploadQuotaMb: number }) {
  const requests = createDocumentRequests(db, notifier);
  return {
    requests,
    upload: (accountId: number, input: DocumentUpload) => uploadDocument(db, { requests, uploadQuotaMb: settings.uploadQuotaMb }, accountId, input),
    listForClient: (accountId: number) => listClientDocuments(db, accountId),
    listForStaff: (query: Parameters<typeof listStaffDocuments>[1]) => listStaffDocuments(db, query),
    /** The file, for its owner (accountId given) or for staff (null). */
    file: (id: number, accountId: number | null) => readDocumentFile(db, id, accountId),
    review: (id: number, change: StaffReview, actorUserId: number) => reviewDocument(db, { notifier, requests }, id, change, actorUserId),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
