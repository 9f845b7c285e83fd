export { adminDocumentRoutes, clientDocumentRoutes } from './routes';
export { createDocumentsService, type DocumentsService } from './service';
