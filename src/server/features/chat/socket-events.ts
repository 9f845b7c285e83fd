import { type ChatClientEvent, chatClientEventSchema } from '../../../contract/chat/chat';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import { HttpError } from '../../platform/http-error';
import { ROOM_NOT_FOUND, type RoomRow } from './chat-rows';
import type { ChatService } from './service';
import type { ReportPresence } from './socket-presence';
import { type Connection, type SocketRegistry, send } from './socket-registry';

interface EventContext {
  chat: ChatService;
  staffTokens: StaffTokens;
  registry: SocketRegistry;
  reportPresence: ReportPresence;
}

/** A visitor's socket joins the room of `sessionId`; a client's room only for that client's own session, as it is now. */
async function joinRoom({ chat, registry }: EventContext, c: Connection, sessionId: string) {
  let room: RoomRow | null = null;
  let signedIn: number | null = null;
  try {
    room = await chat.roomBySession(sessionId);
    if (room.clientAccountId !== null) signedIn = await c.signedInClient();
  } catch (error) {
    // Not found is answered below. The database did not answer: the widget reconnects and joins again,
    // keeping its chat (it drops a chat it is told is not found).
    if (!(error instanceof HttpError && error.statusCode === 404)) {
      c.socket.close(1011, 'Try again');
      return;
    }
  }
  if (!room || (room.clientAccountId !== null && room.clientAccountId !== signedIn)) {
    return send(c.socket, { type: 'error', message: ROOM_NOT_FOUND });
  }
  registry.joinAsVisitor(c, room);
  send(c.socket, { type: 'joined', sessionId: room.sessionId, role: 'visitor' });
  await chat.visitorsConnected([room.sessionId]).catch(() => {});
  send(c.socket, { type: 'presence', staffOnline: await chat.staffOnline() });
}

async function joinAdmin({ staffTokens, registry, reportPresence }: EventContext, c: Connection, token: string | undefined, visible = true) {
  const member = token ? await staffTokens.verify(token) : null;
  if (!member) {
    send(c.socket, { type: 'error', message: 'Staff sign-in required' });
    c.socket.close(4401, 'Staff sign-in required');
    return;
  }
  registry.joinAsStaff(c, token ?? null, visible);
  send(c.socket, { type: 'joined', role: 'staff' });
  await reportPresence();
}

/** Typing goes to the other side: a visitor's in their room, a staff member's in the room they name. */
async function typing({ chat }: EventContext, c: Connection, roomId: number | undefined) {
  if (c.role === 'visitor' && c.sessionId) {
    const room = await chat.roomBySession(c.sessionId).catch(() => null);
    if (room) await chat.publishTyping(room, 'user');
  } else if (c.role === 'staff' && roomId) {
    const room = await chat.roomById(roomId).catch(() => null);
    if (room) await chat.publishTyping(room, 'admin');
  }
}

function parse(raw: string): ChatClientEvent | string {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 'Events must be JSON';
  }
  const parsed = chatClientEventSchema.safeParse(data);
  return parsed.success ? parsed.data : 'Unknown event';
}

/** Handles what a socket sent: an event of the contract's chatClientEventSchema, else an error event back. */
export function createEventHandler(context: EventContext) {
  return async function handle(c: Connection, raw: string): Promise<void> {
    const event = parse(raw);
    if (typeof event === 'string') return send(c.socket, { type: 'error', message: event });
    switch (event.type) {
      case 'join_room':
        return joinRoom(context, c, event.sessionId);
      case 'join_admin':
        return joinAdmin(context, c, event.token, event.visible);
      case 'visibility':
        if (c.role !== 'staff' || c.visible === event.visible) return;
        c.visible = event.visible;
        return context.reportPresence();
      case 'typing':
        return typing(context, c, event.roomId);
      default:
        return;
    }
  };
}
