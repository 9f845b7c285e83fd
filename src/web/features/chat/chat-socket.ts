import type { ChatClientEvent } from '../../../contract/chat/chat';
import { CHAT_SOCKET_BUSY_CODE, CHAT_SOCKET_PATH, type ChatServerEvent } from '../../../contract/chat/messages';

/** `busy`: the server refused the socket, too many being open from this network; it is tried again slowly. */
export type SocketStatus = 'connecting' | 'connected' | 'busy';

/** What this browser sends on the chat socket: an event of the contract's chatClientEventSchema (its type only, so no zod here). */
export type ChatSocketEvent = ChatClientEvent;

interface ChatSocketOptions {
  /** The join event sent on every (re)connection. */
  join: () => ChatSocketEvent | null;
  onEvent: (event: ChatServerEvent) => void;
  onStatus: (status: SocketStatus) => void;
  /** Whether to try again after the server closed with this code (staff sign-in refused: no). */
  retryAfter?: (code: number) => boolean;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
// The attempt whose backoff ceiling is MAX_DELAY_MS: where a refused ('busy') socket's retries start.
const SLOWEST_ATTEMPT = Math.ceil(Math.log2(MAX_DELAY_MS / BASE_DELAY_MS));

/** The chat socket's URL on this origin: wss on https. */
export function chatSocketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${CHAT_SOCKET_PATH}`;
}

/**
 * One live chat connection that keeps itself up: it joins on every open, reports 'connected' once the
 * server confirms the join, and after a drop reconnects with exponential backoff and full jitter
 * (1 s, 2 s, 4 s ... capped at 30 s), at once when the browser comes back online. Refused because
 * too many sockets are open from this network (CHAT_SOCKET_BUSY_CODE), it reports 'busy' and tries
 * again only at the longest delay, so a crowded network is not hammered by every tab at once.
 */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: number | undefined;
  private stopped = false;
  /** Refused with CHAT_SOCKET_BUSY_CODE since the last join: 'busy' until a join succeeds. */
  private busy = false;
  private readonly options: ChatSocketOptions;

  constructor(options: ChatSocketOptions) {
    this.options = options;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  send(event: ChatSocketEvent): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  close(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
    window.removeEventListener('online', this.onOnline);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'Done');
  }

  private readonly onOnline = () => {
    if (this.stopped || this.socket) return;
    window.clearTimeout(this.timer);
    this.attempt = 0;
    this.connect();
  };

  private connect(): void {
    if (this.stopped) return;
    this.options.onStatus(this.busy ? 'busy' : 'connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(chatSocketUrl());
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const join = this.options.join();
      if (join) socket.send(JSON.stringify(join));
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket !== socket || typeof message.data !== 'string') return;
      let event: ChatServerEvent;
      try {
        event = JSON.parse(message.data) as ChatServerEvent;
      } catch {
        return;
      }
      if (event.type === 'joined') {
        this.attempt = 0;
        this.busy = false;
        this.options.onStatus('connected');
      }
      this.options.onEvent(event);
    };
    socket.onclose = (close: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (close.code === CHAT_SOCKET_BUSY_CODE) {
        this.busy = true;
        this.attempt = Math.max(this.attempt, SLOWEST_ATTEMPT);
      }
      this.options.onStatus(this.busy ? 'busy' : 'connecting');
      if (this.options.retryAfter && !this.options.retryAfter(close.code)) return;
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** this.attempt);
    this.attempt += 1;
    // Full jitter, never under a quarter of a second: a restarted server is not stampeded.
    const delay = 250 + Math.random() * ceiling;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.connect(), delay);
  }
}
