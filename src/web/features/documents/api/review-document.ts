import { documentToasts } from '../../../../contract/documents/documents';
import { documentEndpoints } from '../../../../contract/documents/endpoints';
import type { BodyOf } from '../../../../contract/shared/endpoint';
import { ApiError } from '../../../lib/api';
import { callApi } from '../../../lib/call-api';
import { useChange } from '../../../lib/use-change';
import { documentKeys } from './get-documents';
import { outstandingRequestsKey } from './get-outstanding-requests';

/** A review of one document: its id and the change the endpoint takes. */
export type DocumentReview = { id: number } & BodyOf<typeof documentEndpoints.review>;

export async function reviewDocument({ id, ...review }: DocumentReview) {
  return (await callApi(documentEndpoints.review, { params: { id }, body: review })).body;
}

/** Sets a document's review status and notes; a refusal from the server and no answer at all are told apart. */
export const useReviewDocument = () =>
  useChange({
    call: reviewDocument,
    // A rejection asks the client again: the outstanding requests change too.
    refresh: () => [documentKeys.all, outstandingRequestsKey],
    done: () => ({ title: documentToasts.updated }),
    failed: (error) => (error instanceof ApiError ? documentToasts.updateFailed : documentToasts.updateError),
  });
