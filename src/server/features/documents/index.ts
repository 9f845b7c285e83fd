export { adminDocumentRoutes, clientDocumentRoutes } from './routes';
export { createDocumentsService, type DocumentsService } from './service';
export { documentPieces } from './read-document-pieces';
export { attachmentHeaders } from './attachment-headers';
