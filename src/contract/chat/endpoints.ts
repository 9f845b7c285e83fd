import { endpoint } from '../shared/endpoint';
import { idParamSchema } from '../shared/fields';
import { failures, fileReply, noContent } from '../shared/replies';
import {
  CHAT_LINK_DAYS,
  CHAT_ROOMS_COUNT_MAX,
  CHAT_ROOMS_MORE_HEADER,
  CHAT_ROOMS_TOTAL_HEADER,
  chatAfterQuerySchema,
  chatLinkSchema,
  chatMessageSchema,
  chatRoomListQuerySchema,
  chatRoomOpenedSchema,
  chatRoomSummarySchema,
  chatSessionParamSchema,
  chatStatusSchema,
  clientChatSchema,
  createRoomSchema,
  sendMessageSchema,
  staffReplySchema,
} from './chat';

const messageListSchema = chatMessageSchema.array();

/**
 * Live chat over HTTP: the visitor's (or signed-in client's) side, the client's own room, and the staff
 * inbox. The socket (CHAT_SOCKET_PATH) carries the live events beside these.
 */
export const chatEndpoints = {
  openRoom: endpoint({
    method: 'POST',
    path: '/api/chat/room',
    access: 'public',
    description:
      "Opens (or resumes) a visitor chat; the server issues the session id. A signed-in client's room takes their account's name and email, whatever the body says.",
    body: createRoomSchema,
    replies: { 200: chatRoomOpenedSchema, 201: chatRoomOpenedSchema, ...failures(400, 401, 429) },
  }),
  openFromLink: endpoint({
    method: 'POST',
    path: '/api/chat/link',
    access: 'public',
    description: `Opens a visitor's chat from the one-time link of a 'reply is waiting' email: the browser that uses it gets the room's session id and keeps it. Used before, or after ${CHAT_LINK_DAYS} days: 404.`,
    body: chatLinkSchema,
    replies: { 200: chatRoomOpenedSchema, ...failures(400, 404, 429) },
  }),
  visitorMessages: endpoint({
    method: 'GET',
    path: '/api/chat/room/:sessionId/messages',
    access: 'public',
    params: chatSessionParamSchema,
    query: chatAfterQuerySchema,
    replies: { 200: messageListSchema, ...failures(400, 404) },
  }),
  visitorRead: endpoint({
    method: 'POST',
    path: '/api/chat/room/:sessionId/read',
    access: 'public',
    description: "The visitor has the conversation open and has read it: their queued 'reply waiting' email is withdrawn.",
    params: chatSessionParamSchema,
    replies: { ...noContent, ...failures(400, 404, 429) },
  }),
  transcript: endpoint({
    method: 'GET',
    path: '/api/chat/room/:sessionId/transcript',
    access: 'public',
    description: "The conversation as a text file: the visitor's (or client's) own room, or any room with a staff token.",
    params: chatSessionParamSchema,
    produces: ['text/plain; charset=utf-8'],
    replies: { 200: fileReply('text/plain attachment'), ...failures(400, 404) },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/chat/status',
    access: 'public',
    description: 'Whether staff are online.',
    replies: { 200: chatStatusSchema },
  }),
  postMessage: endpoint({
    method: 'POST',
    path: '/api/chat/message',
    access: 'public',
    body: sendMessageSchema,
    replies: { 201: chatMessageSchema, ...failures(400, 403, 404, 429) },
  }),
  clientChat: endpoint({
    method: 'GET',
    path: '/api/client/chat',
    access: 'client',
    description: "The signed-in client's conversation: their latest chat room, or null when they have none, so the chat reopens it in any browser.",
    replies: { 200: clientChatSchema, ...failures(401) },
  }),
  rooms: endpoint({
    method: 'GET',
    path: '/api/chat/admin/rooms',
    access: 'caseworker',
    description: `A page of the inbox, as a plain array of rooms: first the rooms with unread visitor messages (signed-in clients' before anonymous visitors'), then the rest, each newest activity first. \`q\` searches the contact's name, email and phone; \`filter\` keeps \`unread\` or \`clients\` rooms. How many rooms match is in the \`${CHAT_ROOMS_TOTAL_HEADER}\` header (counted up to ${CHAT_ROOMS_COUNT_MAX}: at it, that many or more), whether another page follows in \`${CHAT_ROOMS_MORE_HEADER}\` (\`true\` or \`false\`).`,
    query: chatRoomListQuerySchema,
    replies: { 200: chatRoomSummarySchema.array(), ...failures(400, 401) },
  }),
  roomMessages: endpoint({
    method: 'GET',
    path: '/api/chat/admin/rooms/:id/messages',
    access: 'caseworker',
    params: idParamSchema,
    replies: { 200: messageListSchema, ...failures(400, 401, 404) },
  }),
  staffReply: endpoint({
    method: 'POST',
    path: '/api/chat/admin/rooms/:id/messages',
    access: 'caseworker',
    params: idParamSchema,
    body: staffReplySchema,
    replies: { 201: chatMessageSchema, ...failures(400, 401, 404) },
  }),
  deleteRoom: endpoint({
    method: 'DELETE',
    path: '/api/chat/admin/room/:id',
    // Deleting a record is an admin's decision, as for a lead.
    access: 'admin',
    description: 'Deletes a chat and its messages (admins); one whose lead or client account is under a legal hold is kept (409).',
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 403, 404, 409) },
  }),
};
