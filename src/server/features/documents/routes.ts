import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_STATUSES,
  documentSchema,
  MAX_UPLOAD_BYTES,
  reviewDocumentSchema,
  uploadDocumentSchema,
} from '../../../contract/documents/documents';
import {
  createDocumentRequestSchema,
  documentRequestListSchema,
  documentRequestSchema,
  outstandingRequestListSchema,
  outstandingRequestQuerySchema,
} from '../../../contract/documents/requests';
import { idParamSchema, STAFF_LIST_PAGING, statusPageSchema } from '../../../contract/shared/fields';
import { failures } from '../../platform/api-contract';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { bufferUpload, decodeUpload, fileUpload } from './file-check';
import { attachmentHeaders } from './attachment-headers';
import type { DocumentsService } from './service';
import { receiveUpload } from './upload/receive-upload';
import { removeFile, takeReceivedFile } from './upload/received-file';

// base64 grows a file by a third; leave room for the other fields.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

const attachment = { 200: z.unknown().describe('The file, as an attachment') };

export async function clientDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/client/documents/:id',
    {
      schema: {
        description: "The client's own documents.",
        params: idParamSchema,
        response: { 200: z.array(documentSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => documents.listForClient(ownAccount(request, request.params.id)),
  );

  routes.get(
    '/api/client/document-requests/:id',
    {
      schema: {
        description: 'What your caseworker has asked you for ("Requested by your caseworker"), and where each stands.',
        params: idParamSchema,
        response: { 200: documentRequestListSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await documents.requests.list(ownAccount(request, request.params.id)) }),
  );

  // The upload's JSON is received with the file streamed to a temporary file (upload/receive-upload.ts); this
  // scope's other routes take no body. A file left by a request refused after its body (validation,
  // sign-in) is removed once it is answered.
  app.addContentTypeParser('application/json', (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
    receiveUpload(request, payload, UPLOAD_BODY_LIMIT),
  );
  app.addHook('onResponse', async (request) => removeFile(takeReceivedFile(request)));

  routes.post(
    '/api/client/documents',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        description: 'An upload (base64 in `fileData`, at most 10 MB), typed by its bytes.',
        body: uploadDocumentSchema,
        response: { 201: documentSchema, ...failures(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const received = takeReceivedFile(request);
      try {
        const accountId = ownAccount(request, input.clientAccountId);
        const file = received ? fileUpload(received.path, received.size) : bufferUpload(decodeUpload(input.fileData));
        const created = await documents.upload(accountId, {
          documentType: input.documentType,
          fileName: input.fileName,
          file,
          requestId: input.requestId,
        });
        return reply.code(201).send(created);
      } finally {
        await removeFile(received);
      }
    },
  );

  routes.get(
    '/api/client/documents/download/:id',
    { schema: { params: idParamSchema, response: { ...attachment, ...failures(400, 401, 404) } } },
    async (request, reply) => {
      const file = await documents.file(request.params.id, ownAccount(request));
      return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
    },
  );
}

export async function adminDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/admin/client-accounts/:id/document-requests',
    {
      config: { role: 'caseworker' },
      schema: {
        description: 'Asks the client for a named document; it appears on their checklist and they are emailed.',
        params: idParamSchema,
        body: createDocumentRequestSchema,
        response: { 201: documentRequestSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await documents.requests.create(request.params.id, request.body, actingStaff(request).id)),
  );

  routes.get(
    '/api/admin/client-accounts/:id/document-requests',
    {
      config: { role: 'caseworker' },
      schema: {
        description: "A client's document requests and where each stands.",
        params: idParamSchema,
        response: { 200: documentRequestListSchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => ({ items: await documents.requests.list(request.params.id) }),
  );

  routes.get(
    '/api/admin/document-requests',
    {
      config: { role: 'caseworker' },
      schema: {
        description:
          'The document requests still waiting on their client (requested, or rejected and to be sent again), soonest due first, a page at a time (`page`, `pageSize`; `total` is every one waiting).',
        querystring: outstandingRequestQuerySchema,
        response: { 200: outstandingRequestListSchema, ...failures(400, 401) },
      },
    },
    async (request) => documents.requests.outstanding(request.query),
  );

  routes.get(
    '/api/admin/documents',
    {
      config: { role: 'caseworker' },
      schema: {
        description: STAFF_LIST_PAGING,
        querystring: statusPageSchema(DOCUMENT_STATUSES),
        response: { 200: z.array(documentSchema), ...failures(400, 401) },
      },
    },
    async (request) => documents.listForStaff(request.query),
  );

  routes.patch(
    '/api/admin/documents/:id/status',
    {
      config: { role: 'caseworker' },
      schema: { params: idParamSchema, body: reviewDocumentSchema, response: { 200: documentSchema, ...failures(400, 401, 404) } },
    },
    async (request) => documents.review(request.params.id, request.body, actingStaff(request).id),
  );

  routes.get(
    '/api/admin/documents/:id/download',
    { config: { role: 'caseworker' }, schema: { params: idParamSchema, response: { ...attachment, ...failures(400, 401, 404) } } },
    async (request, reply) => {
      const file = await documents.file(request.params.id, null);
      return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
    },
  );
}
