export { chatRoutes, chatStaffRoutes, clientChatRoutes } from './routes';
export { createChatService, type ChatService } from './service';
export { createSocketHub } from './socket-hub';
