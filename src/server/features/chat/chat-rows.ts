import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '../../../contract/chat/messages';
import type { chatMessages, chatRooms } from '../../platform/db/schema';

export const ROOM_NOT_FOUND = 'Chat not found';

export type RoomRow = typeof chatRooms.$inferSelect;

/** A stored message as the API and the socket send it. */
export function toMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    senderType: row.senderType as ChatMessage['senderType'],
    senderName: row.senderName,
    message: row.message,
    isRead: row.isRead,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** 128 random bits: holding the id is what lets a visitor back into their room. */
export function newChatSessionId(): string {
  return `session_${randomBytes(16).toString('base64url')}`;
}
