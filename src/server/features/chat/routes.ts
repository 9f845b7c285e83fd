import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ChatMessage,
  CHAT_ROOMS_COUNT_MAX,
  CHAT_ROOMS_MORE_HEADER,
  CHAT_ROOMS_TOTAL_HEADER,
  chatMessageSchema,
  chatRoomListQuerySchema,
  chatRoomOpenedSchema,
  chatRoomSummarySchema,
  CHAT_LINK_DAYS,
  CHAT_LINK_EXPIRED,
  chatLinkSchema,
  chatStatusSchema,
  clientChatSchema,
  createRoomSchema,
  sendMessageSchema,
} from '../../../contract/chat/chat';
import { idParamSchema } from '../../../contract/shared/fields';
import { failures, noContent } from '../../platform/api-contract';
import { HttpError } from '../../platform/http-error';
import { CLIENT_SESSION_COOKIE, type ClientSessions, ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff, bearerToken } from '../../platform/auth/staff-guard';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { LimitWindow } from '../../platform/rate-limits';
import { isOwnSite } from '../../platform/site-origin';
import { ROOM_NOT_FOUND, type ChatService } from './service';
import type { createSocketHub } from './socket-hub';

const sessionParamSchema = z.object({ sessionId: z.string().min(1).max(100) });
const afterQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'after must be a message id' })
    .int('after must be a message id')
    .min(0, 'after must be a message id')
    .max(2_147_483_647, 'after must be a message id')
    .default(0),
});

export interface ChatRouteOptions {
  chat: ChatService;
  staffTokens: StaffTokens;
  clientSessions: ClientSessions;
  hub: ReturnType<typeof createSocketHub>;
  /** The only origin whose pages may open `/ws` (PUBLIC_URL's); null: the request's own host. */
  siteOrigin: string | null;
  messageLimit: LimitWindow;
  roomLimit: LimitWindow;
  /** Names the practice at the top of a transcript. */
  companyName: string;
}

/** A conversation as plain text, oldest first, each message with its UTC time and sender. */
export function transcriptText(messages: ChatMessage[], companyName: string): string {
  const lines = messages.map((m) => `[${m.createdAt.slice(0, 16).replace('T', ' ')} UTC] ${m.senderName}: ${m.message}`);
  return [`Chat with ${companyName}`, `Downloaded ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, '', ...lines, ''].join('\n');
}

export const FOREIGN_ORIGIN_MESSAGE = 'The chat socket opens only from this site';

/**
 * Whether a page of `origin` may open the socket: the site's own. A request without Origin is not a
 * browser's page (browsers always send it on a WebSocket) and cannot act for a visitor's cookies: it is
 * let through.
 */
export function socketOriginAllowed(origin: string | undefined, siteOrigin: string | null, requestHost: string): boolean {
  return origin === undefined || isOwnSite(origin, siteOrigin, requestHost);
}

/** A room as the visitor's chat opens it: its ids, and whether anyone is there to answer. */
async function openedRoom(chat: ChatService, room: { id: number; sessionId: string }) {
  return { id: room.id, sessionId: room.sessionId, staffOnline: await chat.staffOnline() };
}

/** The visitor's side of the chat (and the socket, which staff join with their token). */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const { chat } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in client, when the visitor is one: their room is linked to their account. */
  async function signedInClient(cookie: string | undefined): Promise<number | null> {
    return cookie ? options.clientSessions.accountForSession(cookie) : null;
  }

  routes.post(
    '/api/chat/room',
    {
      config: { rateLimit: options.roomLimit },
      schema: {
        description:
          "Opens (or resumes) a visitor chat; the server issues the session id. A signed-in client's room takes their account's name and email, whatever the body says.",
        body: createRoomSchema,
        response: { 200: chatRoomOpenedSchema, 201: chatRoomOpenedSchema, ...failures(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const clientAccountId = await signedInClient(request.cookies[CLIENT_SESSION_COOKIE]);
      const { room, created } = await chat.openRoom({ sessionId: input.sessionId, clientAccountId, contact: input.contactInfo });
      return reply.code(created ? 201 : 200).send(await openedRoom(chat, room));
    },
  );

  routes.post(
    '/api/chat/link',
    {
      config: { rateLimit: options.roomLimit },
      schema: {
        description: `Opens a visitor's chat from the one-time link of a 'reply is waiting' email: the browser that uses it gets the room's session id and keeps it. Used before, or after ${CHAT_LINK_DAYS} days: 404.`,
        body: chatLinkSchema,
        response: { 200: chatRoomOpenedSchema, ...failures(400, 404, 429) },
      },
    },
    async (request) => {
      const room = await chat.roomFromLink(request.body.token);
      if (!room) throw new HttpError(404, CHAT_LINK_EXPIRED);
      return openedRoom(chat, room);
    },
  );

  /** A visitor's room; one linked to a client account also needs that client's session. */
  async function visitorRoom(sessionId: string, cookie: string | undefined) {
    const room = await chat.roomBySession(sessionId);
    if (room.clientAccountId !== null && room.clientAccountId !== (await signedInClient(cookie))) {
      throw new HttpError(404, ROOM_NOT_FOUND);
    }
    return room;
  }

  routes.get(
    '/api/chat/room/:sessionId/messages',
    { schema: { params: sessionParamSchema, querystring: afterQuerySchema, response: { 200: z.array(chatMessageSchema), ...failures(400, 404) } } },
    async (request) => {
      const room = await visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
      return chat.messages(room.id, request.query.after);
    },
  );

  // Loading the conversation is not reading it: a signed-in client's dashboard keeps the chat loaded,
  // folded away, to count waiting replies. Only the open panel says the replies were read.
  routes.post(
    '/api/chat/room/:sessionId/read',
    {
      config: { rateLimit: options.messageLimit },
      schema: {
        description: "The visitor has the conversation open and has read it: their queued 'reply waiting' email is withdrawn.",
        params: sessionParamSchema,
        response: { ...noContent, ...failures(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const room = await visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
      await chat.visitorSaw(room.id);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/api/chat/room/:sessionId/transcript',
    {
      schema: {
        description: "The conversation as a text file: the visitor's (or client's) own room, or any room with a staff token.",
        params: sessionParamSchema,
        produces: ['text/plain'],
        response: { 200: z.unknown().describe('text/plain attachment'), ...failures(400, 404) },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const staff = token ? await options.staffTokens.verify(token) : null;
      const room = staff
        ? await chat.roomBySession(request.params.sessionId)
        : await visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
      const text = transcriptText(await chat.messages(room.id), options.companyName);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="chat-transcript-${new Date().toISOString().slice(0, 10)}.txt"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(text, 'utf8'));
    },
  );

  routes.get('/api/chat/status', { schema: { description: 'Whether staff are online.', response: { 200: chatStatusSchema } } }, async () => ({
    staffOnline: await chat.staffOnline(),
  }));

  routes.post(
    '/api/chat/message',
    {
      config: { rateLimit: options.messageLimit },
      schema: { body: sendMessageSchema, response: { 201: chatMessageSchema, ...failures(400, 403, 404, 429) } },
    },
    async (request, reply) => {
      const input = request.body;
      if (input.senderType === 'user') {
        const clientAccountId = await signedInClient(request.cookies[CLIENT_SESSION_COOKIE]);
        return reply.code(201).send(await chat.postAsVisitor(input.sessionId, clientAccountId, input.message));
      }
      const room = await chat.roomBySession(input.sessionId);
      // Only staff speak as the support team.
      const token = bearerToken(request);
      const member = token ? await options.staffTokens.verify(token) : null;
      if (!member) throw new HttpError(403, 'Only staff can send messages as the support team');
      const message = await chat.postAsStaff(room, member.id, input.message);
      return reply.code(201).send(message);
    },
  );

  // Accepted at once so no event is missed; the browser's client session is read when it joins a room, and while it stays.
  app.get(
    '/ws',
    {
      websocket: true,
      // Refused before the upgrade: another site's page cannot open a socket with the visitor's cookies.
      preValidation: async (request) => {
        if (!socketOriginAllowed(request.headers.origin, options.siteOrigin, request.host)) throw new HttpError(403, FOREIGN_ORIGIN_MESSAGE);
      },
      schema: {
        description: 'The live chat WebSocket: visitors join their room, staff join with their token.',
        response: { 101: z.null().describe('Switching protocols'), ...failures(403) },
      },
    },
    (socket, request) => {
      const cookie = request.cookies[CLIENT_SESSION_COOKIE];
      options.hub.accept(socket, () => signedInClient(cookie), request.ip);
    },
  );
}

/** The signed-in client's own chat; registered inside the client scope, whose guard needs their session. */
export async function clientChatRoutes(app: FastifyInstance, options: { chat: ChatService }) {
  const { chat } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/client/chat',
    {
      schema: {
        description:
          "The signed-in client's conversation: their latest chat room, or null when they have none, so the chat reopens it in any browser.",
        response: { 200: clientChatSchema, ...failures(401) },
      },
    },
    async (request) => {
      const room = await chat.clientRoom(ownAccount(request));
      return { room: room && (await openedRoom(chat, room)) };
    },
  );
}

/** The staff inbox; registered inside the staff scope, whose guard needs a live staff token. */
export async function chatStaffRoutes(app: FastifyInstance, options: { chat: ChatService }) {
  const { chat } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const caseworker = { role: 'caseworker' } as const;

  routes.get(
    '/api/chat/admin/rooms',
    {
      config: caseworker,
      schema: {
        description: `A page of the inbox, as a plain array of rooms: first the rooms with unread visitor messages (signed-in clients' before anonymous visitors'), then the rest, each newest activity first. \`q\` searches the contact's name, email and phone; \`filter\` keeps \`unread\` or \`clients\` rooms. How many rooms match is in the \`${CHAT_ROOMS_TOTAL_HEADER}\` header (counted up to ${CHAT_ROOMS_COUNT_MAX}: at it, that many or more), whether another page follows in \`${CHAT_ROOMS_MORE_HEADER}\` (\`true\` or \`false\`).`,
        querystring: chatRoomListQuerySchema,
        response: { 200: z.array(chatRoomSummarySchema), ...failures(400, 401) },
      },
    },
    async (request, reply) => {
      const { rooms, hasMore, total } = await chat.adminRooms(request.query);
      return reply.header(CHAT_ROOMS_TOTAL_HEADER, String(total)).header(CHAT_ROOMS_MORE_HEADER, String(hasMore)).send(rooms);
    },
  );

  routes.get(
    '/api/chat/admin/rooms/:id/messages',
    { config: caseworker, schema: { params: idParamSchema, response: { 200: z.array(chatMessageSchema), ...failures(400, 401, 404) } } },
    async (request) => {
      const room = await chat.roomById(request.params.id);
      await chat.markRead(room);
      return chat.messages(room.id);
    },
  );

  routes.post(
    '/api/chat/admin/rooms/:id/messages',
    {
      config: caseworker,
      schema: {
        params: idParamSchema,
        body: z.object({ message: sendMessageSchema.shape.message }),
        response: { 201: chatMessageSchema, ...failures(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const room = await chat.roomById(request.params.id);
      const created = await chat.postAsStaff(room, actingStaff(request).id, request.body.message);
      return reply.code(201).send(created);
    },
  );

  routes.delete(
    '/api/chat/admin/room/:id',
    {
      // Deleting a record is an admin's decision, as for a lead.
      config: { role: 'admin' },
      schema: {
        description: 'Deletes a chat and its messages (admins); one whose lead or client account is under a legal hold is kept (409).',
        params: idParamSchema,
        response: { ...noContent, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await chat.deleteRoom(request.params.id, actingStaff(request).id);
      return reply.code(204).send(null);
    },
  );
}
