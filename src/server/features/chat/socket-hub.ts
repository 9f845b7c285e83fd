import type { WebSocket } from 'ws';
import { CHAT_SOCKET_BUSY_CODE } from '../../../contract/chat/messages';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { ChatService } from './service';
import { createEventHandler } from './socket-events';
import { createPresenceReporter, type ReportPresence } from './socket-presence';
import { createRechecks } from './socket-recheck';
import { type Connection, createSocketRegistry, EVENT_BUDGET, type SocketRegistry } from './socket-registry';

export { type EndedSignIn, SESSIONS_CHANNEL, staffSignInsEnded } from './socket-recheck';

const HEARTBEAT_MS = 30_000;
// Each connection is pinged once per HEARTBEAT_MS, but in one of this many beats spread over it: a
// ping is a socket write, and thousands at once stall every other request for a third of a second.
const HEARTBEAT_SLOTS = 30;
const PRESENCE_MS = 15_000;

/** The hub's timers: the heartbeat (pings, and sign-ins checked again), the event budgets, and presence. */
function startTimers(
  chat: ChatService,
  registry: SocketRegistry,
  rechecks: ReturnType<typeof createRechecks>,
  reportPresence: ReportPresence,
): () => void {
  let beat = 0;
  const heartbeat = setInterval(() => {
    const slot = beat++ % HEARTBEAT_SLOTS;
    for (const c of registry.connections) {
      if (c.slot !== slot) continue;
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
      // A client whose session expired stops receiving within HEARTBEAT_MS (checked in its own slot, so the
      // checks are spread over the beat).
      void rechecks.recheckClient(c, null);
    }
    // A staff member who signed out, or whose token expired, stops receiving within HEARTBEAT_MS.
    if (slot === 0) void rechecks.recheckStaff();
  }, HEARTBEAT_MS / HEARTBEAT_SLOTS);
  const refill = setInterval(() => {
    for (const c of registry.connections) c.budget = EVENT_BUDGET;
  }, 10_000);
  const presence = setInterval(() => {
    void reportPresence(true).catch(() => {});
    void chat.visitorsConnected([...registry.visitorsBySession.keys()]).catch(() => {});
  }, PRESENCE_MS);
  for (const timer of [heartbeat, refill, presence]) timer.unref();
  return () => {
    for (const timer of [heartbeat, refill, presence]) clearInterval(timer);
  };
}

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
  // No widget of theirs here now: a staff reply emails them at once (unless another instance has one).
  const registry = createSocketRegistry((sessionId) => void chat.visitorLeft(sessionId).catch(() => {}));
  const reportPresence = createPresenceReporter(chat, registry);
  const rechecks = createRechecks(staffTokens, registry);
  const handle = createEventHandler({ chat, staffTokens, registry, reportPresence });
  /** Open sockets by client address (as the rate limits see it, TRUST_PROXY respected). */
  const socketsByAddress = new Map<string, number>();
  const unsubscribe = chat.onEvent(registry.deliver);
  const stopTimers = startTimers(chat, registry, rechecks, reportPresence);
  let accepted = 0;

  function listen(c: Connection, address: string) {
    const { socket } = c;
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
      registry.leave(c);
      registry.connections.delete(c);
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
      if (wasStaff) void reportPresence().catch(() => {});
    });
  }

  return {
    recheck: rechecks.recheck,
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
      registry.connections.add(c);
      listen(c, address);
    },

    async close() {
      stopTimers();
      unsubscribe();
      for (const c of registry.connections) c.socket.terminate();
      await chat.forgetInstance().catch(() => {});
    },
  };
}
