import type { WebSocket } from 'ws';
import { CHAT_SOCKET_BUSY_CODE, chatClientEventSchema, type ChatServerEvent } from '../../../contract/chat/chat';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import { HttpError } from '../../platform/http-error';
import type { BusEvent, ChatService } from './service';

interface Connection {
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
  /** Which of the heartbeat's HEARTBEAT_SLOTS beats pings this connection. */
  slot: number;
}

const HEARTBEAT_MS = 30_000;
// Each connection is pinged once per HEARTBEAT_MS, but in one of this many beats spread over it: a
// ping is a socket write, and thousands at once stall every other request for a third of a second.
const HEARTBEAT_SLOTS = 30;
// A broadcast to every visitor yields to other work after this many sockets, for the same reason.
const BROADCAST_SLICE = 250;
const PRESENCE_MS = 15_000;
// Each connection may send this many events per 10 seconds; more closes it.
const EVENT_BUDGET = 40;

function send(socket: WebSocket, event: ChatServerEvent) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The channel on which ended sign-ins are announced to every instance (a client's also by migration 0037's trigger). */
export const SESSIONS_CHANNEL = 'recourse_sessions';
/** A staff member's sign-ins were revoked, or a client's session ended; 0 and null: anyone's (check every socket). */
export type EndedSignIn = { revokedUserId: number } | { clientAccountId: number | null };

/**
 * The sockets of this instance. Events from every instance arrive through the chat service's
 * bus and go only to the sockets entitled to them: a room's own visitors, and signed-in staff.
 */
export function createSocketHub(
  chat: ChatService,
  staffTokens: StaffTokens,
  log: { warn: (o: object, m: string) => void },
  /** CHAT_SOCKETS_PER_ADDRESS: the sockets one client address may hold open on this instance. */
  limits: { socketsPerAddress: number } = { socketsPerAddress: Number.POSITIVE_INFINITY },
) {
  const connections = new Set<Connection>();
  /** Open sockets by client address (as the rate limits see it, TRUST_PROXY respected). */
  const socketsByAddress = new Map<string, number>();
  const visitorsBySession = new Map<string, Set<Connection>>();
  const staffConnections = new Set<Connection>();
  let lastReportedStaff = -1;
  let lastStaffOnline: boolean | null = null;

  /** Staff count as online while a member has the panel open in a page that is shown. */
  const visibleStaff = () => {
    let n = 0;
    for (const c of staffConnections) if (c.visible) n += 1;
    return n;
  };

  async function reportPresence(force = false) {
    const count = visibleStaff();
    if (!force && count === lastReportedStaff) return;
    lastReportedStaff = count;
    await chat.reportStaffSockets(count);
    const online = await chat.staffOnline();
    if (online === lastStaffOnline) return;
    lastStaffOnline = online;
    let sent = 0;
    for (const set of [...visitorsBySession.values()]) {
      for (const c of set) send(c.socket, { type: 'presence', staffOnline: online });
      sent += set.size;
      if (sent >= BROADCAST_SLICE) {
        sent = 0;
        await nextTurn();
        // A newer change took over: its broadcast goes to everyone, this one would undo it.
        if (lastStaffOnline !== online) return;
      }
    }
  }

  function deliver(event: BusEvent) {
    const visitors = visitorsBySession.get(event.sessionId);
    switch (event.type) {
      case 'new_message':
        for (const c of visitors ?? []) send(c.socket, { type: 'new_message', sessionId: event.sessionId, message: event.message });
        for (const c of staffConnections) send(c.socket, { type: 'new_message', roomId: event.roomId, message: event.message });
        break;
      case 'typing':
        // Never echoed to the side that is typing.
        if (event.from === 'admin') for (const c of visitors ?? []) send(c.socket, { type: 'typing', sessionId: event.sessionId, from: 'admin' });
        else for (const c of staffConnections) send(c.socket, { type: 'typing', roomId: event.roomId, from: 'user' });
        break;
      case 'seen':
        for (const c of visitors ?? []) send(c.socket, { type: 'seen', sessionId: event.sessionId, upToId: event.upToId });
        break;
      case 'room_updated':
        for (const c of staffConnections) send(c.socket, { type: 'room_updated', roomId: event.roomId });
        break;
      case 'room_deleted':
        for (const c of visitors ?? []) send(c.socket, { type: 'room_deleted', sessionId: event.sessionId });
        for (const c of staffConnections) send(c.socket, { type: 'room_deleted', roomId: event.roomId });
        break;
      default:
        break;
    }
  }

  function leave(c: Connection) {
    if (c.role === 'visitor' && c.sessionId) {
      const set = visitorsBySession.get(c.sessionId);
      set?.delete(c);
      if (set?.size === 0) {
        visitorsBySession.delete(c.sessionId);
        // No widget of theirs here now: a staff reply emails them at once (unless another instance has one).
        void chat.visitorLeft(c.sessionId).catch(() => {});
      }
    }
    if (c.role === 'staff') staffConnections.delete(c);
    c.role = 'none';
    c.sessionId = null;
    c.clientRoom = null;
  }

  async function handle(c: Connection, raw: string) {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return send(c.socket, { type: 'error', message: 'Events must be JSON' });
    }
    const parsed = chatClientEventSchema.safeParse(data);
    if (!parsed.success) return send(c.socket, { type: 'error', message: 'Unknown event' });
    const event = parsed.data;
    if (event.type === 'ping') return;
    if (event.type === 'join_room') {
      let room: Awaited<ReturnType<ChatService['roomBySession']>> | null = null;
      let signedIn: number | null = null;
      try {
        room = await chat.roomBySession(event.sessionId);
        if (room.clientAccountId !== null) signedIn = await c.signedInClient();
      } catch (error) {
        // Not found is answered below. The database did not answer: the widget reconnects and joins again,
        // keeping its chat (it drops a chat it is told is not found).
        if (!(error instanceof HttpError && error.statusCode === 404)) {
          c.socket.close(1011, 'Try again');
          return;
        }
      }
      // A client's room opens only for that client's own session, as it is now.
      if (!room || (room.clientAccountId !== null && room.clientAccountId !== signedIn)) {
        return send(c.socket, { type: 'error', message: 'Chat not found' });
      }
      leave(c);
      c.role = 'visitor';
      c.sessionId = room.sessionId;
      c.clientRoom = room.clientAccountId;
      if (!visitorsBySession.has(room.sessionId)) visitorsBySession.set(room.sessionId, new Set());
      visitorsBySession.get(room.sessionId)?.add(c);
      send(c.socket, { type: 'joined', sessionId: room.sessionId, role: 'visitor' });
      await chat.visitorsConnected([room.sessionId]).catch(() => {});
      send(c.socket, { type: 'presence', staffOnline: await chat.staffOnline() });
      return;
    }
    if (event.type === 'join_admin') {
      const member = event.token ? await staffTokens.verify(event.token) : null;
      if (!member) {
        send(c.socket, { type: 'error', message: 'Staff sign-in required' });
        c.socket.close(4401, 'Staff sign-in required');
        return;
      }
      leave(c);
      c.role = 'staff';
      c.token = event.token ?? null;
      c.visible = event.visible ?? true;
      staffConnections.add(c);
      send(c.socket, { type: 'joined', role: 'staff' });
      await reportPresence();
      return;
    }
    if (event.type === 'visibility') {
      if (c.role !== 'staff' || c.visible === event.visible) return;
      c.visible = event.visible;
      await reportPresence();
      return;
    }
    if (event.type === 'typing') {
      if (c.role === 'visitor' && c.sessionId) {
        const room = await chat.roomBySession(c.sessionId).catch(() => null);
        if (room) await chat.publishTyping(room, 'user');
      } else if (c.role === 'staff' && event.roomId) {
        const room = await chat.roomById(event.roomId).catch(() => null);
        if (room) await chat.publishTyping(room, 'admin');
      }
    }
  }

  /** Closes the staff sockets whose token no longer works (signed out, expired, member deactivated). */
  async function recheckStaff(): Promise<void> {
    await Promise.all(
      [...staffConnections].map(async (c) => {
        if (!c.token) return;
        const member = await staffTokens.verify(c.token, { use: false }).catch(() => undefined);
        if (member === null) c.socket.close(4401, 'Staff sign-in required');
      }),
    );
  }

  /** Closes a socket in a client's room (of `accountId`, or any client's for null) whose client session has ended. */
  async function recheckClient(c: Connection, accountId: number | null): Promise<void> {
    if (c.clientRoom === null || (accountId !== null && c.clientRoom !== accountId)) return;
    const signedIn = await c.signedInClient().catch(() => undefined);
    if (signedIn !== undefined && signedIn !== c.clientRoom) c.socket.close(4401, 'Client sign-in required');
  }

  async function recheckClients(accountId: number | null): Promise<void> {
    await Promise.all([...connections].map((c) => recheckClient(c, accountId)));
  }

  function recheck(ended: EndedSignIn): Promise<void> {
    return 'revokedUserId' in ended ? recheckStaff() : recheckClients(ended.clientAccountId);
  }

  const unsubscribe = chat.onEvent(deliver);
  let beat = 0;
  const heartbeat = setInterval(() => {
    const slot = beat++ % HEARTBEAT_SLOTS;
    for (const c of connections) {
      if (c.slot !== slot) continue;
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
      // A client whose session expired stops receiving within HEARTBEAT_MS (checked in its own slot, so the
      // checks are spread over the beat).
      void recheckClient(c, null);
    }
    // A staff member who signed out, or whose token expired, stops receiving within HEARTBEAT_MS.
    if (slot === 0) void recheckStaff();
  }, HEARTBEAT_MS / HEARTBEAT_SLOTS);
  const refill = setInterval(() => {
    for (const c of connections) c.budget = EVENT_BUDGET;
  }, 10_000);
  const presence = setInterval(() => {
    void reportPresence(true).catch(() => {});
    void chat.visitorsConnected([...visitorsBySession.keys()]).catch(() => {});
  }, PRESENCE_MS);
  heartbeat.unref();
  refill.unref();
  presence.unref();

  let accepted = 0;
  return {
    recheck,
    /**
     * Takes a socket from `address`; one past that address's CHAT_SOCKETS_PER_ADDRESS is closed at once
     * with CHAT_SOCKET_BUSY_CODE (the widget then tries again slowly and says why it is not live).
     */
    accept(socket: WebSocket, signedInClient: () => Promise<number | null> = async () => null, address = '') {
      const open = socketsByAddress.get(address) ?? 0;
      if (open >= limits.socketsPerAddress) {
        socket.close(CHAT_SOCKET_BUSY_CODE, 'Too many chat connections from this address');
        return;
      }
      socketsByAddress.set(address, open + 1);
      const c: Connection = {
        socket,
        role: 'none',
        sessionId: null,
        signedInClient,
        clientRoom: null,
        token: null,
        visible: false,
        alive: true,
        budget: EVENT_BUDGET,
        slot: accepted++ % HEARTBEAT_SLOTS,
      };
      connections.add(c);
      socket.on('pong', () => {
        c.alive = true;
      });
      socket.on('message', (raw) => {
        c.budget -= 1;
        if (c.budget < 0) {
          socket.close(1008, 'Too many events');
          return;
        }
        handle(c, String(raw)).catch((error: unknown) => log.warn({ err: error }, 'chat socket event failed'));
      });
      socket.on('close', () => {
        const wasStaff = c.role === 'staff' && c.visible;
        leave(c);
        connections.delete(c);
        const left = (socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(address, left);
        else socketsByAddress.delete(address);
        if (wasStaff) void reportPresence().catch(() => {});
      });
    },

    async close() {
      clearInterval(heartbeat);
      clearInterval(refill);
      clearInterval(presence);
      unsubscribe();
      for (const c of connections) c.socket.terminate();
      await chat.forgetInstance().catch(() => {});
    },
  };
}
