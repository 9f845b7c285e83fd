export { chatRoutes, chatStaffRoutes } from './routes';
export { createChatService, type ChatService } from './service';
export { createSocketHub } from './socket-hub';
