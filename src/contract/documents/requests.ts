import { z } from 'zod';
import { pageQueryFields, pageReplyFields } from '../shared/fields';
import { labelledValues, isOneOf } from '../shared/options';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './documents';

/** A document staff ask a client for: requested -> received (uploaded) -> accepted | rejected (upload again). */
export const { values: DOCUMENT_REQUEST_STATUSES, labels: DOCUMENT_REQUEST_STATUS_LABELS } = labelledValues({
  requested: 'Requested',
  received: 'Received, being checked',
  accepted: 'Accepted',
  rejected: 'Not accepted: please upload again',
});
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
/** Still waiting for a file: asked for, or not accepted and to be sent again. */
export const OPEN_DOCUMENT_REQUEST_STATUSES = ['requested', 'rejected'] as const satisfies readonly DocumentRequestStatus[];
export const isOpenDocumentRequest = isOneOf(OPEN_DOCUMENT_REQUEST_STATUSES);

export const DUE_DATE_PAST_MESSAGE = 'The due date cannot be in the past';
/** Whether a calendar date (YYYY-MM-DD) is over everywhere: before yesterday in UTC (west of UTC, today may still be UTC's yesterday). */
export const isPastDate = (date: string, now = Date.now()) => date < new Date(now - 86_400_000).toISOString().slice(0, 10);

const DOCUMENT_TYPE_REQUIRED = 'Choose the type of document';

export const createDocumentRequestSchema = z.object({
  title: z
    .string({ error: 'Say which document you need' })
    .trim()
    .min(1, 'Say which document you need')
    .max(200, 'The title must be 200 characters or less'),
  /**
   * What the answering upload is stored as: the client does not choose it again. Left out (or null),
   * the client chooses it when answering, as on requests made before types (decision 032).
   */
  documentType: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_REQUIRED }).nullish(),
  note: z.string({ error: 'The note must be text' }).trim().max(1000, 'The note must be 1000 characters or less').optional(),
  // An empty date field means no due date.
  dueDate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso
      .date({ error: 'The due date must be a date (YYYY-MM-DD)' })
      .refine((date) => !isPastDate(date), DUE_DATE_PAST_MESSAGE)
      .optional(),
  ),
});
export type CreateDocumentRequest = z.output<typeof createDocumentRequestSchema>;
/** The staff form's: it always names the type (decision 027), though the API takes a request without one. */
export const documentRequestFormSchema = createDocumentRequestSchema.extend({
  documentType: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_TYPE_REQUIRED }),
});

export const documentRequestSchema = z.object({
  id: z.number().int(),
  clientAccountId: z.number().int(),
  title: z.string(),
  /** Null on requests made before staff named a type: then the client chooses it. */
  documentType: z.enum(DOCUMENT_TYPES).nullable(),
  note: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** The upload that answered it, if any. */
  documentId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export const documentRequestListSchema = z.object({ items: z.array(documentRequestSchema) });

export const DOCUMENT_REQUEST_NOT_FOUND = 'Document request not found';
export const DOCUMENT_REQUEST_DONE = 'This request has already been answered';
/** An upload answering a request as another type than the one asked for. */
export const documentRequestTypeMessage = (type: DocumentType) =>
  `This request asks for a document of the type ${DOCUMENT_TYPE_LABELS[type]}: upload it as that type`;

/** A request as the documents tab lists it, with the client it was asked of. */
export const outstandingRequestSchema = documentRequestSchema.extend({
  clientEmail: z.string(),
  clientFirstName: z.string().nullable(),
  clientLastName: z.string().nullable(),
});
export type OutstandingRequest = z.infer<typeof outstandingRequestSchema>;
/** Requests on a page of those awaited from clients. */
export const OUTSTANDING_REQUESTS_PAGE_SIZE = 50;
export const OUTSTANDING_REQUESTS_PAGE_SIZE_MAX = 200;
export const outstandingRequestQuerySchema = z.object(pageQueryFields(OUTSTANDING_REQUESTS_PAGE_SIZE, OUTSTANDING_REQUESTS_PAGE_SIZE_MAX));
export type OutstandingRequestQuery = z.output<typeof outstandingRequestQuerySchema>;
/** One page of them, soonest due first; `total` is every request still awaited. */
export const outstandingRequestListSchema = z.object({ items: z.array(outstandingRequestSchema), ...pageReplyFields });
export type OutstandingRequestList = z.infer<typeof outstandingRequestListSchema>;
