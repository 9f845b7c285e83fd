import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../contract/documents/documents';
import { documentEndpoints as endpoints } from '../../../contract/documents/endpoints';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import { attachmentHeaders } from './attachment-headers';
import { bufferUpload, decodeUpload, fileUpload } from './file-check';
import type { DocumentsService } from './service';
import { receiveUpload } from './upload/receive-upload';
import { removeFile, takeReceivedFile } from './upload/received-file';

// base64 grows a file by a third; leave room for the other fields.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/** The signed-in client's documents and document requests; registered inside the client scope. */
export async function clientDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;
  implement(app, endpoints.listForClient, async (request) => documents.listForClient(ownAccount(request, request.params.id)));
  implement(app, endpoints.requestsForClient, async (request) => ({
    items: await documents.requests.list(ownAccount(request, request.params.id)),
  }));

  // The upload's JSON is received with the file streamed to a temporary file (upload/receive-upload.ts);
  // this scope's other routes take no body. A file left by a request refused after its body (validation,
  // sign-in) is removed once it is answered.
  app.addContentTypeParser('application/json', (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
    receiveUpload(request, payload, UPLOAD_BODY_LIMIT),
  );
  app.addHook('onResponse', async (request) => removeFile(takeReceivedFile(request)));

  implement(
    app,
    endpoints.upload,
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
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );

  implement(app, endpoints.downloadForClient, async (request, reply) => {
    const file = await documents.file(request.params.id, ownAccount(request));
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}

/** Documents and document requests for staff; registered inside the guarded admin scope. */
export async function adminDocumentRoutes(app: FastifyInstance, options: { documents: DocumentsService }) {
  const { documents } = options;
  implement(app, endpoints.request, async (request, reply) =>
    reply.code(201).send(await documents.requests.create(request.params.id, request.body, actingStaff(request).id)),
  );
  implement(app, endpoints.requestsOfAccount, async (request) => ({ items: await documents.requests.list(request.params.id) }));
  implement(app, endpoints.outstandingRequests, async (request) => documents.requests.outstanding(request.query));
  implement(app, endpoints.list, async (request) => documents.listForStaff(request.query));
  implement(app, endpoints.review, async (request) => documents.review(request.params.id, request.body, actingStaff(request).id));
  implement(app, endpoints.download, async (request, reply) => {
    const file = await documents.file(request.params.id, null);
    return reply.headers(attachmentHeaders(file.fileName, file.mimeType)).send(file.fileData);
  });
}
