import type { Db } from '../../platform/db/client';
import { consumeChatLink } from './chat-links';
import type { RoomRow } from './chat-rows';
import { roomById } from './find-room';

/** The visitor's room a chat link opens, using the link up; null when it was used, expired, or its room is gone. */
export async function roomFromLink(db: Db, token: string): Promise<RoomRow | null> {
  const roomId = await consumeChatLink(db, token);
  const room = roomId === null ? null : await roomById(db, roomId).catch(() => null);
  // A client's room opens only with their sign-in (their emails never carry a chat link).
  return room && room.clientAccountId === null ? room : null;
}
