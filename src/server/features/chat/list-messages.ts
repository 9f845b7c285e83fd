import { and, desc, eq, gt } from 'drizzle-orm';
import type { ChatMessage } from '../../../contract/chat/messages';
import type { Db } from '../../platform/db/client';
import { chatMessages } from '../../platform/db/schema';
import { toMessage } from './chat-rows';

/** A room's messages after `afterId` in order; without it, the latest 1,000 of the room. */
export async function listMessages(db: Db, roomId: number, afterId = 0): Promise<ChatMessage[]> {
  if (afterId > 0) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, afterId)))
      .orderBy(chatMessages.id)
      .limit(1000);
    return rows.map(toMessage);
  }
  const latest = await db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId)).orderBy(desc(chatMessages.id)).limit(1000);
  return latest.reverse().map(toMessage);
}
