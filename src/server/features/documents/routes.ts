import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_STATUSES, MAX_UPLOAD_BYTES, reviewDocumentSchema, uploadDocumentSchema } from '../../../contract/documents/documents';
import { filterChoice, idParamSchema } from '../../../contract/shared/fields';
import { parseWith } from '../../platform/http-error';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { decodeUpload } from './file-check';
import { attachmentHeaders, type DocumentsService } from './service';
import { parseUploadBody, readBody, takeDecodedFile } from './upload-body';

// base64 grows a file by a third; leave room for the other fields.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

const statusFilterSchema = z.object({ status: filterChoice(DOCUMENT_STATUSES, 'status') });

export async function clientDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;

  app.get('/api/client/documents/:id', async (request) =>
    documents.listForClient(ownAccount(request, parseWith(idParamSchema, request.params).id)),
  );

  // The upload's JSON is parsed with the file decoded in place (upload-body.ts); this scope's other routes take no body.
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
    parseUploadBody(request, await readBody(request, payload, UPLOAD_BODY_LIMIT)),
  );

  app.post('/api/client/documents', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const input = parseWith(uploadDocumentSchema, request.body);
    const accountId = ownAccount(request, input.clientAccountId);
    const bytes = takeDecodedFile(request) ?? decodeUpload(input.fileData);
    const created = await documents.upload(accountId, { documentType: input.documentType, fileName: input.fileName, bytes });
    return reply.code(201).send(created);
  });

  app.get('/api/client/documents/download/:id', async (request, reply) => {
    const file = await documents.file(parseWith(idParamSchema, request.params).id, ownAccount(request));
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}

export async function adminDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;

  app.get('/api/admin/documents', { config: { role: 'caseworker' } }, async (request) => documents.listForStaff(parseWith(statusFilterSchema, request.query).status));

  app.patch('/api/admin/documents/:id/status', { config: { role: 'caseworker' } }, async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return documents.review(id, parseWith(reviewDocumentSchema, request.body), actingStaff(request).id);
  });

  app.get('/api/admin/documents/:id/download', { config: { role: 'caseworker' } }, async (request, reply) => {
    const file = await documents.file(parseWith(idParamSchema, request.params).id, null);
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}
