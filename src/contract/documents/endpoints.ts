import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { idParamSchema, STAFF_LIST_PAGING, statusPageSchema } from '../shared/fields';
import { failures, fileReply } from '../shared/replies';
import { ALLOWED_UPLOAD_TYPES, DOCUMENT_STATUSES, documentSchema, reviewDocumentSchema, uploadDocumentSchema } from './documents';
import {
  createDocumentRequestSchema,
  documentRequestListSchema,
  documentRequestSchema,
  outstandingRequestListSchema,
  outstandingRequestQuerySchema,
} from './requests';

const attachment = fileReply('The file, as an attachment');

/** Documents: a client's uploads and what their caseworker asks them for; staff review and download them. */
export const documentEndpoints = {
  listForClient: endpoint({
    method: 'GET',
    path: '/api/client/documents/:id',
    access: 'client',
    description: "The client's own documents.",
    params: idParamSchema,
    replies: { 200: z.array(documentSchema), ...failures(400, 401, 404) },
  }),
  requestsForClient: endpoint({
    method: 'GET',
    path: '/api/client/document-requests/:id',
    access: 'client',
    description: 'What your caseworker has asked you for ("Requested by your caseworker"), and where each stands.',
    params: idParamSchema,
    replies: { 200: documentRequestListSchema, ...failures(400, 401, 404) },
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/client/documents',
    access: 'client',
    description: 'An upload (base64 in `fileData`, at most 10 MB), typed by its bytes.',
    body: uploadDocumentSchema,
    replies: { 201: documentSchema, ...failures(400, 401, 404, 409, 413, 415) },
  }),
  downloadForClient: endpoint({
    method: 'GET',
    path: '/api/client/documents/download/:id',
    access: 'client',
    params: idParamSchema,
    produces: ALLOWED_UPLOAD_TYPES,
    replies: { 200: attachment, ...failures(400, 401, 404) },
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/document-requests',
    access: 'caseworker',
    description: 'Asks the client for a named document; it appears on their checklist and they are emailed.',
    params: idParamSchema,
    body: createDocumentRequestSchema,
    replies: { 201: documentRequestSchema, ...failures(400, 401, 404) },
  }),
  requestsOfAccount: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/document-requests',
    access: 'caseworker',
    description: "A client's document requests and where each stands.",
    params: idParamSchema,
    replies: { 200: documentRequestListSchema, ...failures(400, 401, 404) },
  }),
  outstandingRequests: endpoint({
    method: 'GET',
    path: '/api/admin/document-requests',
    access: 'caseworker',
    description:
      'The document requests still waiting on their client (requested, or rejected and to be sent again), soonest due first, a page at a time (`page`, `pageSize`; `total` is every one waiting).',
    query: outstandingRequestQuerySchema,
    replies: { 200: outstandingRequestListSchema, ...failures(400, 401) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/documents',
    access: 'caseworker',
    description: STAFF_LIST_PAGING,
    query: statusPageSchema(DOCUMENT_STATUSES),
    replies: { 200: z.array(documentSchema), ...failures(400, 401) },
  }),
  review: endpoint({
    method: 'PATCH',
    path: '/api/admin/documents/:id/status',
    access: 'caseworker',
    params: idParamSchema,
    body: reviewDocumentSchema,
    replies: { 200: documentSchema, ...failures(400, 401, 404) },
  }),
  download: endpoint({
    method: 'GET',
    path: '/api/admin/documents/:id/download',
    access: 'caseworker',
    params: idParamSchema,
    produces: ALLOWED_UPLOAD_TYPES,
    replies: { 200: attachment, ...failures(400, 401, 404) },
  }),
};
