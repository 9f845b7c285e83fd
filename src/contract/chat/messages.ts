// Chat limits and words, free of zod so the widget's first chunk stays small.

export const CHAT_MESSAGE_MAX = 2000;
export const SUPPORT_TEAM_NAME = 'Support Team';
export const CHAT_ROOM_DELETE_PROMPT = 'Are you sure you want to delete this chat room? This action cannot be undone.';
/** What a visitor without an account is told while no staff member is online: they are emailed a link when a reply waits. */
export const CHAT_OFFLINE_NOTICE =
  'Our team is not online right now. Leave your message and we will reply here as soon as we can; if you are away when we do, we will email you a link to read it.';
/** The visitor followed a chat link that was used already (in another browser) or is more than 7 days old. */
export const CHAT_LINK_EXPIRED = 'This chat link has already been used or has expired. Start a new chat any time.';
/** Where a link in a 'reply is waiting' email carries its one-time token: in the fragment, so it never reaches a server log. */
export const CHAT_LINK_FRAGMENT = 'chat-link=';
/** How long a 'reply is waiting' link works, once. */
export const CHAT_LINK_DAYS = 7;
/** The same for a signed-in client, who is emailed when a reply waits (CHAT_AWAY_MINUTES). */
export const CHAT_OFFLINE_NOTICE_CLIENT =
  'Our team is not online right now. Leave your message and we will reply here as soon as we can; if you are away when we do, we will email you to sign in and read it.';
export const CHAT_ADMIN_POLL_MS = 30_000;
/** How often an open chat without a conversation yet (no socket) asks whether staff are online. */
export const CHAT_PRESENCE_POLL_MS = 15_000;
/** Rooms per page of the staff inbox (`GET /api/chat/admin/rooms?page=&pageSize=`), and the most one page may hold. */
export const CHAT_ROOMS_PAGE_SIZE = 50;
export const CHAT_ROOMS_PAGE_MAX = 200;
/**
 * The inbox's reply stays a plain array of rooms; the paging travels in headers: how many rooms match
 * (counted up to CHAT_ROOMS_COUNT_MAX: at it, "that many or more"), and whether a next page follows ('true'/'false').
 */
export const CHAT_ROOMS_TOTAL_HEADER = 'x-total-count';
export const CHAT_ROOMS_MORE_HEADER = 'x-has-more';
export const CHAT_ROOMS_COUNT_MAX = 10_000;
export const CHAT_SESSION_STORAGE_KEY = 'recourse.chat.session';
/** The live chat's WebSocket, on the site's own origin: visitors join their room, staff join with their token. */
export const CHAT_SOCKET_PATH = '/ws';

/** 'Just now', then minutes, hours or days ago. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

export interface ChatMessage {
  id: number;
  roomId: number;
  senderType: 'user' | 'admin';
  senderName: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export interface ChatRoomSummary {
  id: number;
  sessionId: string;
  clientAccountId: number | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  leadId: number | null;
  isActive: boolean;
  lastActivityAt: string;
  createdAt: string;
  unreadCount: number;
  lastMessage: ChatMessage | null;
}

/**
 * Where a room stands in the staff inbox (decision 036): 0, a signed-in client's room with unread visitor
 * messages; 1, any other with unread messages; 2, the rest. Within a rank, the newest activity first. A
 * flood of one-message rooms from anonymous visitors never pushes a client's unread chat off the first page.
 */
export function inboxRank(room: Pick<ChatRoomSummary, 'unreadCount' | 'clientAccountId'>): 0 | 1 | 2 {
  if (room.unreadCount === 0) return 2;
  return room.clientAccountId === null ? 1 : 0;
}

/** The inbox's order, as the server pages it: rank, then newest activity, then newest room. */
export function inboxOrder(a: ChatRoomSummary, b: ChatRoomSummary): number {
  return inboxRank(a) - inboxRank(b) || Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt) || b.id - a.id;
}

/**
 * The close code of a chat socket refused because its address holds CHAT_SOCKETS_PER_ADDRESS open already
 * (as HTTP's 429). The widget then waits its longest before trying again, and says why it is not live.
 */
export const CHAT_SOCKET_BUSY_CODE = 4429;
export const CHAT_SOCKET_BUSY_NOTICE =
  'Too many chat windows are open from your network right now. This chat will reconnect by itself; you can still send messages.';

/** What the server sends on the socket. Visitors get `sessionId`, staff get `roomId`. */
export type ChatServerEvent =
  | { type: 'new_message'; sessionId?: string; roomId?: number; message: ChatMessage }
  | { type: 'typing'; sessionId?: string; roomId?: number; from: 'user' | 'admin' }
  | { type: 'seen'; sessionId: string; upToId: number }
  | { type: 'presence'; staffOnline: boolean }
  | { type: 'room_updated'; roomId: number }
  | { type: 'room_deleted'; sessionId?: string; roomId?: number }
  | { type: 'joined'; sessionId?: string; role: 'visitor' | 'staff' }
  | { type: 'error'; message: string };

/** What stands in a chat message where a card number or a wallet recovery phrase was: masked before it is stored or shown. */
export const REMOVED_CARD_MARKER = '[card number removed]';
export const removedCardMarker = (lastFour: string) => `[card number ending ${lastFour} removed]`;
export const REMOVED_PHRASE_MARKER = '[recovery phrase removed]';
export const SENSITIVE_REMOVED_NOTICE =
  'For your safety we removed a card number or wallet recovery phrase from this message. Never share these with anyone, us included.';

/** Whether a stored message had something removed (the sender is told why). */
export function hadSensitiveDataRemoved(message: string): boolean {
  return message.includes(REMOVED_PHRASE_MARKER) || /\[card number (ending \d{4} )?removed\]/.test(message);
}
