export { chatRoutes, chatStaffRoutes, clientChatRoutes } from './routes';
export { createChatService, type ChatService } from './service';
export { createSocketHub, type EndedSignIn, SESSIONS_CHANNEL, staffSignInsEnded } from './socket-hub';
