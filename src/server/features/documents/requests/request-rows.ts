import type { DocumentType } from '../../../../contract/documents/documents';
import type { DocumentRequest, DocumentRequestStatus } from '../../../../contract/documents/requests';
import type { documentRequests } from '../../../platform/db/schema';
import { isoOrNull } from '../../../platform/db/timestamps';

// The answer when a staff member names a client account that does not exist.
export const ACCOUNT_NOT_FOUND = 'Client account not found';

export function toRequest(row: typeof documentRequests.$inferSelect): DocumentRequest {
  return {
    id: row.id,
    clientAccountId: row.clientAccountId,
    title: row.title,
    documentType: row.documentType as DocumentType | null,
    note: row.note,
    dueDate: row.dueDate,
    status: row.status as DocumentRequestStatus,
    documentId: row.documentId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: isoOrNull(row.updatedAt) ?? new Date(row.createdAt).toISOString(),
  };
}
