import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { chatMessages } from '../../platform/db/schema';
import type { ChatBus } from './chat-bus';
import type { RoomRow } from './chat-rows';

/** Staff open a room: its visitor messages become read and the visitor sees 'Seen'. */
export async function markRead(db: Db, bus: ChatBus, room: RoomRow): Promise<void> {
  const updated = await db
    .update(chatMessages)
    .set({ isRead: true })
    .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.senderType, 'user'), eq(chatMessages.isRead, false)))
    .returning({ id: chatMessages.id });
  if (updated.length === 0) return;
  await bus.publish({ type: 'seen', roomId: room.id, sessionId: room.sessionId, upToId: Math.max(...updated.map((m) => m.id)) });
}
