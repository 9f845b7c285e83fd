export { chatRoutes, chatStaffRoutes, clientChatRoutes } from './routes';
export { createChatService, type ChatService } from './service';
export { createSocketHub, type EndedSignIn, SESSIONS_CHANNEL, staffSignInsEnded } from './socket-hub';
// How the chat stores messages: the reports' tests write conversations through it.
export { insertMessages } from './store-messages';
