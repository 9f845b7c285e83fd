import { keptRejectionReason } from '../../contract/shared/fields';

/** A staff member's review of something a client sent (a document, a payout request). */
export interface StaffReview {
  status: string;
  /** Staff only: never shown to the client. Left as it is when not sent. */
  adminNotes?: string | null;
  /** For the client: kept only with a rejection. */
  reason?: string | null;
}

/** The columns a review sets. */
export function reviewedColumns(review: StaffReview) {
  return {
    status: review.status,
    rejectionReason: keptRejectionReason(review),
    ...(review.adminNotes !== undefined ? { adminNotes: review.adminNotes } : {}),
  };
}

/** The audit's before and after of a review. */
export function reviewAudit(before: { status: string; adminNotes: string | null; reason: string | null }, review: StaffReview) {
  return {
    before,
    after: { status: review.status, adminNotes: review.adminNotes ?? before.adminNotes, reason: keptRejectionReason(review) },
  };
}
