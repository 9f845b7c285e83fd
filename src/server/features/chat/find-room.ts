import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { chatRooms } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { ROOM_NOT_FOUND, type RoomRow } from './chat-rows';

/** The room of a visitor's session id; 404 when there is none. */
export async function roomBySession(db: Db, sessionId: string): Promise<RoomRow> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.sessionId, sessionId));
  if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
  return room;
}

export async function roomById(db: Db, roomId: number): Promise<RoomRow> {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
  return room;
}

/** The client's latest room (staff delete rooms outright, so any found is one they kept), or null. */
export async function clientRoom(db: Db, clientAccountId: number): Promise<RoomRow | null> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.clientAccountId, clientAccountId))
    .orderBy(desc(chatRooms.lastActivityAt), desc(chatRooms.id))
    .limit(1);
  return room ?? null;
}
