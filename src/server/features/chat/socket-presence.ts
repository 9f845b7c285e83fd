import type { ChatService } from './service';
import { type SocketRegistry, send } from './socket-registry';

// A broadcast to every visitor yields to other work after this many sockets: thousands of socket
// writes at once stall every other request.
const BROADCAST_SLICE = 250;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reports this instance's visible staff sockets to the database and, when staff came online or left
 * (on any instance), tells every visitor here, a slice at a time.
 */
export function createPresenceReporter(chat: ChatService, registry: SocketRegistry) {
  let lastReportedStaff = -1;
  let lastStaffOnline: boolean | null = null;

  return async function reportPresence(force = false): Promise<void> {
    const count = registry.visibleStaff();
    if (!force && count === lastReportedStaff) return;
    lastReportedStaff = count;
    await chat.reportStaffSockets(count);
    const online = await chat.staffOnline();
    if (online === lastStaffOnline) return;
    lastStaffOnline = online;
    let sent = 0;
    for (const set of [...registry.visitorsBySession.values()]) {
      for (const c of set) send(c.socket, { type: 'presence', staffOnline: online });
      sent += set.size;
      if (sent >= BROADCAST_SLICE) {
        sent = 0;
        await nextTurn();
        // A newer change took over: its broadcast goes to everyone, this one would undo it.
        if (lastStaffOnline !== online) return;
      }
    }
  };
}

export type ReportPresence = ReturnType<typeof createPresenceReporter>;
