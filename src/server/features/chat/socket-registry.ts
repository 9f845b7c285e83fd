import type { WebSocket } from 'ws';
import type { ChatServerEvent } from '../../../contract/chat/messages';
import type { BusEvent } from './chat-bus';
import type { RoomRow } from './chat-rows';

// Each connection may send this many events per 10 seconds; more closes it.
export const EVENT_BUDGET = 40;

export interface Connection {
  socket: WebSocket;
  role: 'none' | 'visitor' | 'staff';
  sessionId: string | null;
  /** The client signed in on the browser that opened the socket, if any, read again at each call (the session may have ended). */
  signedInClient: () => Promise<number | null>;
  /** The client account whose room this visitor socket joined; null for a visitor's own chat. */
  clientRoom: number | null;
  /** The staff token a staff socket joined with: checked again at each heartbeat. */
  token: string | null;
  /** A staff socket's page is shown: only such sockets make staff count as online. */
  visible: boolean;
  alive: boolean;
  budget: number;
  /** Which of the heartbeat's slots pings this connection. */
  slot: number;
}

export function send(socket: WebSocket, event: ChatServerEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

function deliver(event: BusEvent, visitors: Iterable<Connection>, staff: Iterable<Connection>) {
  const toVisitors = (out: ChatServerEvent) => {
    for (const c of visitors) send(c.socket, out);
  };
  const toStaff = (out: ChatServerEvent) => {
    for (const c of staff) send(c.socket, out);
  };
  switch (event.type) {
    case 'new_message':
      toVisitors({ type: 'new_message', sessionId: event.sessionId, message: event.message });
      toStaff({ type: 'new_message', roomId: event.roomId, message: event.message });
      break;
    case 'typing':
      // Never echoed to the side that is typing.
      if (event.from === 'admin') toVisitors({ type: 'typing', sessionId: event.sessionId, from: 'admin' });
      else toStaff({ type: 'typing', roomId: event.roomId, from: 'user' });
      break;
    case 'seen':
      toVisitors({ type: 'seen', sessionId: event.sessionId, upToId: event.upToId });
      break;
    case 'room_updated':
      toStaff({ type: 'room_updated', roomId: event.roomId });
      break;
    case 'room_deleted':
      toVisitors({ type: 'room_deleted', sessionId: event.sessionId });
      toStaff({ type: 'room_deleted', roomId: event.roomId });
      break;
    default:
      break;
  }
}

/**
 * The sockets of this instance and what each joined: a room's visitors by its session id, and the
 * staff. Events go only to the sockets entitled to them.
 */
export function createSocketRegistry(onVisitorGone: (sessionId: string) => void) {
  const connections = new Set<Connection>();
  const visitorsBySession = new Map<string, Set<Connection>>();
  const staff = new Set<Connection>();

  function leave(c: Connection) {
    if (c.role === 'visitor' && c.sessionId) {
      const set = visitorsBySession.get(c.sessionId);
      set?.delete(c);
      if (set?.size === 0) {
        visitorsBySession.delete(c.sessionId);
        onVisitorGone(c.sessionId);
      }
    }
    if (c.role === 'staff') staff.delete(c);
    c.role = 'none';
    c.sessionId = null;
    c.clientRoom = null;
  }

  return {
    connections,
    visitorsBySession,
    staff,
    leave,

    joinAsVisitor(c: Connection, room: Pick<RoomRow, 'sessionId' | 'clientAccountId'>) {
      leave(c);
      c.role = 'visitor';
      c.sessionId = room.sessionId;
      c.clientRoom = room.clientAccountId;
      if (!visitorsBySession.has(room.sessionId)) visitorsBySession.set(room.sessionId, new Set());
      visitorsBySession.get(room.sessionId)?.add(c);
    },

    joinAsStaff(c: Connection, token: string | null, visible: boolean) {
      leave(c);
      c.role = 'staff';
      c.token = token;
      c.visible = visible;
      staff.add(c);
    },

    /** Staff count as online while a member has the panel open in a page that is shown. */
    visibleStaff() {
      let n = 0;
      for (const c of staff) if (c.visible) n += 1;
      return n;
    },

    /** An event from any instance, to the sockets entitled to it: the room's own visitors, and staff. */
    deliver: (event: BusEvent) => deliver(event, visitorsBySession.get(event.sessionId) ?? [], staff),
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
