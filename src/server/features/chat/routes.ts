import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_LINK_EXPIRED, CHAT_ROOMS_MORE_HEADER, CHAT_ROOMS_TOTAL_HEADER } from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { CLIENT_SESSION_COOKIE, type ClientSessions, ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff, bearerToken } from '../../platform/auth/staff-guard';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import { implement } from '../../platform/endpoints';
import { HttpError } from '../../platform/http-error';
import type { LimitWindow } from '../../platform/rate-limits';
import { ROOM_NOT_FOUND } from './chat-rows';
import type { ChatService } from './service';
import type { createSocketHub } from './socket-hub';
import { registerChatSocket } from './socket-route';
import { transcriptFileName, transcriptText } from './transcript';

export interface ChatRouteOptions {
  chat: ChatService;
  staffTokens: StaffTokens;
  clientSessions: ClientSessions;
  hub: ReturnType<typeof createSocketHub>;
  /** The only origin whose pages may open the chat socket (PUBLIC_URL's); null: the request's own host. */
  siteOrigin: string | null;
  messageLimit: LimitWindow;
  roomLimit: LimitWindow;
  /** Names the practice at the top of a transcript. */
  companyName: string;
}

/** A room as the visitor's chat opens it: its ids, and whether anyone is there to answer. */
async function openedRoom(chat: ChatService, room: { id: number; sessionId: string }) {
  return { id: room.id, sessionId: room.sessionId, staffOnline: await chat.staffOnline() };
}

/** Who is asking: the signed-in client of a session cookie, a staff member with a live token, and the visitor's room. */
function visitorAccess(options: ChatRouteOptions) {
  /** The signed-in client, when the visitor is one: their room is linked to their account. */
  async function signedInClient(cookie: string | undefined): Promise<number | null> {
    return cookie ? options.clientSessions.accountForSession(cookie) : null;
  }
  return {
    signedInClient,
    /** A staff member, when the request carries a live staff token. */
    async staffMember(request: FastifyRequest) {
      const token = bearerToken(request);
      return token ? options.staffTokens.verify(token) : null;
    },
    /** A visitor's room; one linked to a client account also needs that client's session. */
    async visitorRoom(sessionId: string, cookie: string | undefined) {
      const room = await options.chat.roomBySession(sessionId);
      if (room.clientAccountId !== null && room.clientAccountId !== (await signedInClient(cookie))) {
        throw new HttpError(404, ROOM_NOT_FOUND);
      }
      return room;
    },
  };
}
type VisitorAccess = ReturnType<typeof visitorAccess>;

/** Opening a visitor's room: started from the widget, or from an email's one-time link. */
function roomRoutes(app: FastifyInstance, options: ChatRouteOptions, access: VisitorAccess) {
  const { chat } = options;
  const roomLimit = { config: { rateLimit: options.roomLimit } };

  implement(
    app,
    endpoints.openRoom,
    async (request, reply) => {
      const input = request.body;
      const clientAccountId = await access.signedInClient(request.cookies[CLIENT_SESSION_COOKIE]);
      const { room, created } = await chat.openRoom({ sessionId: input.sessionId, clientAccountId, contact: input.contactInfo });
      return reply.code(created ? 201 : 200).send(await openedRoom(chat, room));
    },
    roomLimit,
  );

  implement(
    app,
    endpoints.openFromLink,
    async (request) => {
      const room = await chat.roomFromLink(request.body.token);
      if (!room) throw new HttpError(404, CHAT_LINK_EXPIRED);
      return openedRoom(chat, room);
    },
    roomLimit,
  );
}

/** A visitor's conversation: reading it, saying it was read, its transcript, whether staff are online, and sending a message. */
function messageRoutes(app: FastifyInstance, options: ChatRouteOptions, access: VisitorAccess) {
  const { chat } = options;
  const messageLimit = { config: { rateLimit: options.messageLimit } };

  implement(app, endpoints.visitorMessages, async (request) => {
    const room = await access.visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
    return chat.messages(room.id, request.query.after);
  });

  // Loading the conversation is not reading it: a signed-in client's dashboard keeps the chat loaded,
  // folded away, to count waiting replies. Only the open panel says the replies were read.
  implement(
    app,
    endpoints.visitorRead,
    async (request, reply) => {
      const room = await access.visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
      await chat.visitorSaw(room.id);
      return reply.code(204).send(null);
    },
    messageLimit,
  );

  implement(app, endpoints.transcript, async (request, reply) => {
    const room = (await access.staffMember(request))
      ? await chat.roomBySession(request.params.sessionId)
      : await access.visitorRoom(request.params.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
    const text = transcriptText(await chat.messages(room.id), options.companyName);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${transcriptFileName()}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(text, 'utf8'));
  });

  implement(app, endpoints.status, async () => ({ staffOnline: await chat.staffOnline() }));

  implement(
    app,
    endpoints.postMessage,
    async (request, reply) => {
      const input = request.body;
      if (input.senderType === 'user') {
        const clientAccountId = await access.signedInClient(request.cookies[CLIENT_SESSION_COOKIE]);
        return reply.code(201).send(await chat.postAsVisitor(input.sessionId, clientAccountId, input.message));
      }
      const room = await chat.roomBySession(input.sessionId);
      // Only staff speak as the support team.
      const member = await access.staffMember(request);
      if (!member) throw new HttpError(403, 'Only staff can send messages as the support team');
      return reply.code(201).send(await chat.postAsStaff(room, member.id, input.message));
    },
    messageLimit,
  );
}

/** The visitor's side of the chat (and the socket, which staff join with their token). */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const access = visitorAccess(options);
  roomRoutes(app, options, access);
  messageRoutes(app, options, access);
  registerChatSocket(app, { hub: options.hub, siteOrigin: options.siteOrigin, signedInClient: access.signedInClient });
}

/** The signed-in client's own chat; registered inside the client scope, whose guard needs their session. */
export async function clientChatRoutes(app: FastifyInstance, options: { chat: ChatService }) {
  const { chat } = options;
  implement(app, endpoints.clientChat, async (request) => {
    const room = await chat.clientRoom(ownAccount(request));
    return { room: room && (await openedRoom(chat, room)) };
  });
}

/** The staff inbox; registered inside the staff scope, whose guard needs a live staff token. */
export async function chatStaffRoutes(app: FastifyInstance, options: { chat: ChatService }) {
  const { chat } = options;

  implement(app, endpoints.rooms, async (request, reply) => {
    const { rooms, hasMore, total } = await chat.adminRooms(request.query);
    return reply.header(CHAT_ROOMS_TOTAL_HEADER, String(total)).header(CHAT_ROOMS_MORE_HEADER, String(hasMore)).send(rooms);
  });

  implement(app, endpoints.roomMessages, async (request) => {
    const room = await chat.roomById(request.params.id);
    await chat.markRead(room);
    return chat.messages(room.id);
  });

  implement(app, endpoints.staffReply, async (request, reply) => {
    const room = await chat.roomById(request.params.id);
    return reply.code(201).send(await chat.postAsStaff(room, actingStaff(request).id, request.body.message));
  });

  implement(app, endpoints.deleteRoom, async (request, reply) => {
    await chat.deleteRoom(request.params.id, actingStaff(request).id);
    return reply.code(204).send(null);
  });
}
