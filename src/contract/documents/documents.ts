import { z } from 'zod';
import { rejectionReasonField, requireReasonToReject } from '../shared/fields';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['id', 'transaction_proof'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  id: 'ID Document',
  transaction_proof: 'Transaction Proof',
};
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const DOCUMENT_STATUS_LABELS: Record<(typeof DOCUMENT_STATUSES)[number], string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Types a client may upload, as the file's own bytes show them. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/svg+xml',
  'application/pdf',
] as const;
export const UPLOAD_ACCEPT = '.jpeg,.jpg,.png,.gif,.webp,.bmp,.tiff,.tif,.svg,.pdf,image/*,application/pdf';

export const uploadToasts = {
  tooLarge: { title: 'File Too Large', description: 'Please select a file smaller than 10MB.' },
  invalidType: { title: 'Invalid File Type', description: 'Please upload an image file or PDF document.' },
  failed: { title: 'Upload Failed', description: 'There was an error uploading your document. Please try again.' },
  uploaded: { title: 'Document Uploaded', description: 'Your document has been uploaded and is pending review.' },
} as const;

/** A client's uploads past their quota (CLIENT_UPLOAD_QUOTA_MB): 413 with this message and `uploadQuotaReached`. */
export const UPLOAD_QUOTA_TITLE = 'Upload Limit Reached';
export const uploadQuotaMessage = (quotaMb: number) =>
  `Your documents already take up your upload allowance of ${quotaMb} MB, so this file cannot be added. Please contact your caseworker.`;

export const uploadDocumentSchema = z.object({
  clientAccountId: z.number({ error: 'Invalid account' }).int().positive().max(2_147_483_647, 'Invalid account'),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Document type must be id or transaction_proof' }),
  fileName: z.string({ error: 'File name is required' }).trim().min(1, 'File name is required').max(255, 'File name is too long'),
  fileSize: z.number().int().nonnegative().optional(),
  mimeType: z.string().max(200).optional(),
  fileData: z.string({ error: 'File data is required' }).min(1, 'File data is required'),
  status: z.string().optional(),
  /** The document request this upload answers (from the client's checklist). */
  requestId: z.number({ error: 'Invalid request' }).int().positive().max(2_147_483_647, 'Invalid request').optional(),
});

export const reviewDocumentSchema = z
  .object({
    status: z.enum(DOCUMENT_STATUSES, { error: 'Unknown status' }),
    /** Staff only: never in a client's reply. */
    adminNotes: z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be 2000 characters or less').nullable().optional(),
    /** For the client; required to reject. */
    reason: rejectionReasonField,
  })
  .superRefine((value, ctx) => requireReasonToReject(value, ctx, 'document'));

export const documentSchema = z.object({
  id: z.number().int(),
  clientAccountId: z.number().int(),
  documentType: z.enum(DOCUMENT_TYPES),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  adminNotes: z.string().nullable(),
  /** Why it was rejected, in words for the client (null unless rejected). */
  reason: z.string().nullable(),
  /** The title of the document request this upload answered, if any. */
  requestTitle: z.string().nullable(),
  clientFirstName: z.string().nullable().optional(),
  clientLastName: z.string().nullable().optional(),
  clientEmail: z.string().optional(),
});
export type ClientDocument = z.infer<typeof documentSchema>;

export const documentToasts = {
  updated: 'Document Updated',
  updateFailed: { title: 'Update Failed', description: 'Failed to update document status' },
  updateError: { title: 'Update Failed', description: 'Error updating document status' },
} as const;
