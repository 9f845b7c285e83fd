import { documentSchema, documentToasts, type DOCUMENT_STATUSES } from '../../../../contract/documents/documents';
import { ApiError, apiRequest } from '../../../lib/api';
import { DOCUMENTS_PATH, documentKeys } from './get-documents';
import { OUTSTANDING_REQUESTS_PATH } from './get-outstanding-requests';
import { useChange } from '../../../lib/use-change';

export interface DocumentReview {
  id: number;
  status: (typeof DOCUMENT_STATUSES)[number];
  adminNotes: string | null;
  reason: string | null;
}

export function reviewDocument({ id, ...review }: DocumentReview) {
  return apiRequest('PATCH', `${DOCUMENTS_PATH}/${id}/status`, { body: review, staff: true, schema: documentSchema });
}

/** Sets a document's review status and notes; a refusal from the server and no answer at all are told apart. */
export const useReviewDocument = () =>
  useChange({
    call: reviewDocument,
    // A rejection asks the client again: the outstanding requests change too.
    refresh: () => [documentKeys.all, [OUTSTANDING_REQUESTS_PATH]],
    done: () => ({ title: documentToasts.updated }),
    failed: (error) => (error instanceof ApiError ? documentToasts.updateFailed : documentToasts.updateError),
  });
