import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, type ChatMessage, type ChatServerEvent } from '../../contract/chat/messages';

export type ChatEvent = ChatServerEvent & Record<string, unknown>;

/**
 * A `ws` client of the chat socket (CHAT_SOCKET_PATH) that keeps every event it received, so a wait never misses one that came
 * early. `reconnect` opens a new socket to another (or the same) address and keeps the events.
 */
export class ChatSocket {
  readonly events: ChatEvent[] = [];
  private ws: WebSocket;
  private readonly waiters = new Set<() => void>();
  closed = false;
  /** The code the server closed the socket with (4401: sign-in required). */
  closeCode: number | null = null;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    this.watch(ws);
  }

  private watch(ws: WebSocket) {
    ws.on('message', (raw) => {
      this.events.push(JSON.parse(String(raw)) as ChatEvent);
      this.wake();
    });
    ws.on('close', (code) => {
      if (ws === this.ws) {
        this.closed = true;
        this.closeCode = code;
      }
      this.wake();
    });
    ws.on('error', () => {});
  }

  private wake() {
    for (const wake of this.waiters) wake();
  }

  /** Opens a chat socket to `baseUrl` (http or https URL). */
  static async open(baseUrl: string, headers: Record<string, string> = {}): Promise<ChatSocket> {
    const socket = new ChatSocket(await openWs(baseUrl, headers));
    return socket;
  }

  /** A visitor's socket joined to its room. */
  static async visitor(baseUrl: string, sessionId: string): Promise<ChatSocket> {
    const socket = await ChatSocket.open(baseUrl);
    socket.send({ type: 'join_room', sessionId });
    await socket.waitFor((e) => e.type === 'joined' && e.role === 'visitor');
    return socket;
  }

  /** A staff member's socket joined to the inbox. */
  static async staff(baseUrl: string, token: string): Promise<ChatSocket> {
    const socket = await ChatSocket.open(baseUrl);
    socket.send({ type: 'join_admin', token });
    await socket.waitFor((e) => e.type === 'joined' && e.role === 'staff');
    return socket;
  }

  /** Replaces the connection with a new one to `baseUrl` (as the widget does after a drop), keeping the events. */
  async reconnect(baseUrl: string): Promise<void> {
    const ws = await openWs(baseUrl, {});
    this.ws = ws;
    this.closed = false;
    this.closeCode = null;
    this.watch(ws);
  }

  send(event: unknown) {
    this.ws.send(JSON.stringify(event));
  }

  /** The first event (already received or still to come) matching `predicate`, within `ms`. */
  waitFor(predicate: (e: ChatEvent) => boolean, ms = 5000): Promise<ChatEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.find(predicate);
        if (found) {
          done();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no matching event within ${ms} ms; got ${this.events.length} events, the last ${JSON.stringify(this.events.at(-1))}`));
      }, ms);
      const remove = () => this.waiters.delete(check);
      const done = () => {
        clearTimeout(timer);
        remove();
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Waits until `predicate` holds (checked at each event), within `ms`. */
  async until(predicate: () => boolean, ms = 5000): Promise<void> {
    await this.waitFor(() => predicate(), ms).catch(() => {
      if (!predicate()) throw new Error(`condition not met within ${ms} ms; got ${this.events.length} events`);
    });
  }

  /** Ids of the chat messages received, in order of arrival (repeats included). */
  messageIds(): number[] {
    return this.events.filter((e) => e.type === 'new_message').map((e) => (e.message as ChatMessage).id);
  }

  /** Waits for the socket to close (e.g. its server stopping). */
  async waitForClose(ms = 5000): Promise<void> {
    const started = Date.now();
    while (!this.closed) {
      if (Date.now() - started > ms) throw new Error(`socket not closed within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.ws.once('close', () => resolve()));
    this.ws.close();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000))]);
    this.ws.terminate();
  }
}

function openWs(baseUrl: string, headers: Record<string, string>): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, { headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
