import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_STATUSES, MAX_UPLOAD_BYTES, reviewDocumentSchema, uploadDocumentSchema, uploadToasts } from '../../../contract/documents';
import { idParamSchema } from '../../../contract/fields';
import { parseWith } from '../../http-error';
import { ownAccount } from '../accounts/client-sessions';
import { actingStaff } from '../staff/require-staff';
import { attachmentHeaders, type DocumentsService } from './service';

// base64 grows a file by a third; leave room for the other fields.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

const statusFilterSchema = z.object({
  status: z
    .union([z.enum(DOCUMENT_STATUSES), z.literal('all'), z.literal('')], { error: 'Unknown status' })
    .default('all')
    .transform((v) => (v === 'all' || v === '' ? null : v)),
});

export async function clientDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;

  app.get('/api/client/documents/:id', async (request) =>
    documents.listForClient(ownAccount(request, parseWith(idParamSchema, request.params).id)),
  );

  app.post(
    '/api/client/documents',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      // A file far over 10 MB is refused by the body limit: answer it as the spec words a too-large file.
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: uploadToasts.tooLarge.description });
        throw error;
      },
    },
    async (request, reply) => {
      const input = parseWith(uploadDocumentSchema, request.body);
      const created = await documents.upload(ownAccount(request, input.clientAccountId), input);
      return reply.code(201).send(created);
    },
  );

  app.get('/api/client/documents/download/:id', async (request, reply) => {
    const file = await documents.file(parseWith(idParamSchema, request.params).id, ownAccount(request));
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}

export async function adminDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;

  app.get('/api/admin/documents', async (request) => documents.listForStaff(parseWith(statusFilterSchema, request.query).status));

  app.patch('/api/admin/documents/:id/status', async (request) => {
    const { id } = parseWith(idParamSchema, request.params);
    return documents.review(id, parseWith(reviewDocumentSchema, request.body), actingStaff(request).id);
  });

  app.get('/api/admin/documents/:id/download', async (request, reply) => {
    const file = await documents.file(parseWith(idParamSchema, request.params).id, null);
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}
