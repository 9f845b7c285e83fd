// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SOCKET_BUSY_CODE } from '../../../contract/chat/messages';
import { ChatSocket, type SocketStatus } from './chat-socket';

/** Every socket made; the test decides whether each is refused or joins. */
const made: FakeSocket[] = [];
class FakeSocket {
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor() {
    made.push(this);
  }
  send() {}
  close() {}
  refuse(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  join() {
    this.readyState = 1;
    this.onopen?.();
    this.onmessage?.({ data: JSON.stringify({ type: 'joined', role: 'visitor' }) });
  }
}

beforeEach(() => {
  made.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  // The backoff's jitter at its middle: a retry waits a quarter second plus half its ceiling.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a chat socket the server refuses for too many connections from the network', () => {
  it("reports 'busy' until a join succeeds, and tries again only at the longest delay", async () => {
    const statuses: SocketStatus[] = [];
    const socket = new ChatSocket({
      join: () => ({ type: 'join_room', sessionId: 'session_a' }),
      onEvent: () => {},
      onStatus: (s) => statuses.push(s),
    });
    made[0].refuse(CHAT_SOCKET_BUSY_CODE);
    expect(statuses.at(-1)).toBe('busy');

    // An ordinary first drop is tried again after 0.75 s here; a refused socket, after 15.25 s (half of 30 s).
    await vi.advanceTimersByTimeAsync(15_000);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(made).toHaveLength(2);
    // Still refused while it reconnects: the notice does not flicker.
    expect(statuses.at(-1)).toBe('busy');

    made[1].join();
    expect(statuses.at(-1)).toBe('connected');
    made[1].refuse(1006);
    expect(statuses.at(-1)).toBe('connecting');
    socket.close();
  });

  it('tries an ordinary drop again at once', async () => {
    const statuses: SocketStatus[] = [];
    const socket = new ChatSocket({ join: () => null, onEvent: () => {}, onStatus: (s) => statuses.push(s) });
    made[0].refuse(1006);
    expect(statuses.at(-1)).toBe('connecting');
    await vi.advanceTimersByTimeAsync(800);
    expect(made).toHaveLength(2);
    socket.close();
  });
});
