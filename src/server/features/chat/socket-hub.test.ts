import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffTokens } from '../../platform/auth/staff-tokens';
import type { ChatService } from './service';
import { createSocketHub } from './socket-hub';

// The hub's own timing, on sockets that only record what was done to them: with thousands of
// sockets, work done for all of them at once (a heartbeat, a broadcast) stalls every request.

class RecordingSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;
  sent: unknown[] = [];
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  closedWith: number | null = null;
  close(code?: number) {
    this.readyState = 3;
    this.closedWith = code ?? null;
  }
}

let staffOnline = false;
const chat = {
  onEvent: () => () => {},
  roomBySession: async (sessionId: string) => ({ id: 1, sessionId, clientAccountId: null }),
  staffOnline: async () => staffOnline,
  reportStaffSockets: async () => {},
  visitorsConnected: async () => {},
  visitorLeft: async () => {},
  forgetInstance: async () => {},
} as unknown as ChatService;
const staffTokens = { verify: async () => null } as unknown as StaffTokens;
const log = { warn: () => {} };

beforeEach(() => {
  // Timers only: the hub's turns between slices are real ones.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  staffOnline = false;
});
afterEach(() => {
  vi.useRealTimers();
});

function connect(hub: ReturnType<typeof createSocketHub>, n: number): RecordingSocket[] {
  return Array.from({ length: n }, () => {
    const socket = new RecordingSocket();
    hub.accept(socket as unknown as WebSocket);
    return socket;
  });
}

describe('the heartbeat', () => {
  it('pings each socket once per 30 seconds, a thirtieth of them each second, never all at once', async () => {
    const hub = createSocketHub(chat, staffTokens, log);
    const sockets = connect(hub, 300);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets.filter((s) => s.pings > 0)).toHaveLength(10);
    for (const s of sockets) s.emit('pong');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(sockets.map((s) => s.pings)).toEqual(sockets.map(() => 1));
    await hub.close();
  });

  it('ends a socket that did not answer its ping by its next one, and only that one', async () => {
    const hub = createSocketHub(chat, staffTokens, log);
    const sockets = connect(hub, 60);
    await vi.advanceTimersByTimeAsync(30_000);
    const silent = sockets.slice(0, 5);
    for (const s of sockets.slice(5)) s.emit('pong');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets.filter((s) => s.terminated)).toEqual(silent);
    await hub.close();
  });
});

describe('telling visitors that staff came online', () => {
  /** A hub with `n` visitors, each joined to a room of their own. */
  async function joinedVisitors(n: number) {
    const hub = createSocketHub(chat, staffTokens, log);
    const visitors = connect(hub, n);
    for (const [i, v] of visitors.entries()) v.emit('message', JSON.stringify({ type: 'join_room', sessionId: `session_${i}` }));
    await vi.advanceTimersByTimeAsync(0);
    return { hub, visitors };
  }

  it('reaches every visitor, a slice at a time, so other work runs in between', async () => {
    const { hub, visitors } = await joinedVisitors(1_000);
    const presence = (s: RecordingSocket) =>
      s.sent.filter((e) => (e as { type: string }).type === 'presence' && (e as { staffOnline: boolean }).staffOnline);
    expect(visitors.every((v) => presence(v).length === 0)).toBe(true);

    staffOnline = true;
    await vi.advanceTimersByTimeAsync(15_000); // the presence check
    const reachedFirst = visitors.filter((v) => presence(v).length > 0).length;
    expect(reachedFirst).toBeGreaterThan(0);
    expect(reachedFirst).toBeLessThan(1_000);
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(visitors.every((v) => presence(v).length === 1)).toBe(true);
    await hub.close();
  });

  it('stops telling that staff are online once they have left again: the rest only hear that they are away', async () => {
    const { hub, visitors } = await joinedVisitors(1_000);
    const told = (s: RecordingSocket) =>
      s.sent.filter((e) => (e as { type: string }).type === 'presence').map((e) => (e as { staffOnline: boolean }).staffOnline);

    staffOnline = true;
    await vi.advanceTimersByTimeAsync(15_000);
    const reachedBeforeLeaving = visitors.filter((v) => told(v).includes(true)).length;
    expect(reachedBeforeLeaving).toBeLessThan(1_000);

    // Staff gone by the next check, which runs before the broadcast's next slice (microtasks only).
    staffOnline = false;
    vi.advanceTimersByTime(15_000);
    for (let step = 0; step < 10; step += 1) await Promise.resolve();
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(visitors.every((v) => told(v).at(-1) === false)).toBe(true);
    expect(visitors.filter((v) => told(v).includes(true)).length).toBe(reachedBeforeLeaving);
    await hub.close();
  });
});

describe('joining a chat', () => {
  it('closes the socket (to be opened again) when the database does not answer, instead of saying the chat is not found', async () => {
    const down = { ...chat, roomBySession: async () => Promise.reject(new Error('connection terminated')) } as unknown as ChatService;
    const hub = createSocketHub(down, staffTokens, log);
    const [socket] = connect(hub, 1);
    socket.emit('message', JSON.stringify({ type: 'join_room', sessionId: 'session_abc' }));
    await vi.waitFor(() => expect(socket.closedWith).toBe(1011));
    expect(socket.sent).not.toContainEqual(expect.objectContaining({ type: 'error', message: 'Chat not found' }));
    await hub.close();
  });
});
