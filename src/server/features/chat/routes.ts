import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createRoomSchema, sendMessageSchema, SUPPORT_TEAM_NAME } from '../../../contract/chat/chat';
import { idParamSchema } from '../../../contract/shared/fields';
import { HttpError, parseWith } from '../../platform/http-error';
import { CLIENT_SESSION_COOKIE, type ClientSessions } from '../../platform/auth/client-sessions';
import { actingStaff, bearerToken } from '../../platform/auth/staff-guard';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { LimitWindow } from '../../platform/rate-limits';
import { ROOM_NOT_FOUND, type ChatService } from './service';
import type { createSocketHub } from './socket-hub';

const sessionParamSchema = z.object({ sessionId: z.string().min(1).max(100) });
const afterQuerySchema = z.object({ after: z.coerce.number().int().min(0).default(0) });

export interface ChatRouteOptions {
  chat: ChatService;
  staffTokens: StaffTokens;
  clientSessions: ClientSessions;
  hub: ReturnType<typeof createSocketHub>;
  messageLimit: LimitWindow;
  roomLimit: LimitWindow;
}

/** The visitor's side of the chat (and the socket, which staff join with their token). */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const { chat } = options;

  /** The signed-in client, when the visitor is one: their room is linked to their account. */
  async function signedInClient(cookie: string | undefined): Promise<number | null> {
    return cookie ? options.clientSessions.accountForSession(cookie) : null;
  }

  app.post('/api/chat/room', { config: { rateLimit: options.roomLimit } }, async (request, reply) => {
    const input = parseWith(createRoomSchema, request.body);
    const clientAccountId = await signedInClient(request.cookies[CLIENT_SESSION_COOKIE]);
    const { room, created } = await chat.openRoom({ sessionId: input.sessionId, clientAccountId, contact: input.contactInfo });
    return reply.code(created ? 201 : 200).send({
      id: room.id,
      sessionId: room.sessionId,
      staffOnline: await chat.staffOnline(),
    });
  });

  /** A visitor's room; one linked to a client account also needs that client's session. */
  async function visitorRoom(sessionId: string, cookie: string | undefined) {
    const room = await chat.roomBySession(sessionId);
    if (room.clientAccountId !== null && room.clientAccountId !== (await signedInClient(cookie))) {
      throw new HttpError(404, ROOM_NOT_FOUND);
    }
    return room;
  }

  app.get('/api/chat/room/:sessionId/messages', async (request) => {
    const { sessionId } = parseWith(sessionParamSchema, request.params);
    const { after } = parseWith(afterQuerySchema, request.query);
    const room = await visitorRoom(sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
    return chat.messages(room.id, after);
  });

  app.get('/api/chat/status', async () => ({ staffOnline: await chat.staffOnline() }));

  app.post('/api/chat/message', { config: { rateLimit: options.messageLimit } }, async (request, reply) => {
    const input = parseWith(sendMessageSchema, request.body);
    const room =
      input.senderType === 'admin'
        ? await chat.roomBySession(input.sessionId)
        : await visitorRoom(input.sessionId, request.cookies[CLIENT_SESSION_COOKIE]);
    if (input.senderType === 'admin') {
      // Only staff speak as the support team.
      const token = bearerToken(request);
      const member = token ? await options.staffTokens.verify(token) : null;
      if (!member) throw new HttpError(403, 'Only staff can send messages as the support team');
      const message = await chat.post(room, { senderType: 'admin', senderName: SUPPORT_TEAM_NAME, senderUserId: member.id, message: input.message });
      return reply.code(201).send(message);
    }
    const senderName = [room.contactFirstName, room.contactLastName].filter(Boolean).join(' ') || 'Visitor';
    const message = await chat.post(room, { senderType: 'user', senderName, senderUserId: null, message: input.message });
    return reply.code(201).send(message);
  });

  // Accepted at once so no event is missed; who the browser's client is resolves alongside.
  app.get('/ws', { websocket: true }, (socket, request) => {
    options.hub.accept(socket, signedInClient(request.cookies[CLIENT_SESSION_COOKIE]).catch(() => null));
  });
}

/** The staff inbox; registered inside the staff scope, whose guard needs a live staff token. */
export async function chatStaffRoutes(app: FastifyInstance, options: { chat: ChatService }) {
  const { chat } = options;

  app.get('/api/chat/admin/rooms', { config: { role: 'caseworker' } }, async () => chat.adminRooms());

  app.get('/api/chat/admin/rooms/:id/messages', { config: { role: 'caseworker' } }, async (request) => {
    const room = await chat.roomById(parseWith(idParamSchema, request.params).id);
    await chat.markRead(room);
    return chat.messages(room.id);
  });

  app.post('/api/chat/admin/rooms/:id/messages', { config: { role: 'caseworker' } }, async (request, reply) => {
    const room = await chat.roomById(parseWith(idParamSchema, request.params).id);
    const { message } = parseWith(z.object({ message: sendMessageSchema.shape.message }), request.body);
    const created = await chat.post(room, { senderType: 'admin', senderName: SUPPORT_TEAM_NAME, senderUserId: actingStaff(request).id, message });
    return reply.code(201).send(created);
  });

  app.delete('/api/chat/admin/room/:id', { config: { role: 'caseworker' } }, async (request, reply) => {
    await chat.deleteRoom(parseWith(idParamSchema, request.params).id, actingStaff(request).id);
    return reply.code(204).send();
  });
}
