import { inArray, type SQL, sql } from 'drizzle-orm';
import type { ChatRoomListQuery } from '../../../contract/chat/chat';
import { CHAT_ROOMS_PAGE_MAX, type ChatRoomSummary } from '../../../contract/chat/messages';
import type { Db } from '../../platform/db/client';
import { chatMessages, chatRooms } from '../../platform/db/schema';
import { toMessage } from './chat-rows';
import { inboxPage } from './inbox-page';

/** The summaries of the rooms `where` picks (at most a page's worth), in no particular order. */
async function summaries(db: Db, where: SQL): Promise<ChatRoomSummary[]> {
  const rows = await db
    .select({
      room: chatRooms,
      // The room's id written out qualified: drizzle renders `${chatRooms.id}` in a single-table
      // select as a bare "id", which inside these subqueries would mean m.id.
      unreadCount:
        sql<number>`(select count(*) from chat_messages m where m.room_id = chat_rooms.id and m.sender_type = 'user' and not m.is_read)`.mapWith(
          Number,
        ),
      lastId: sql<number | null>`(select max(m.id) from chat_messages m where m.room_id = chat_rooms.id)`,
    })
    .from(chatRooms)
    .where(where)
    .limit(CHAT_ROOMS_PAGE_MAX);
  const lastIds = rows.map((r) => r.lastId).filter((id): id is number => id !== null);
  const last = lastIds.length
    ? await db
        .select()
        .from(chatMessages)
        .where(sql`${chatMessages.id} = any(${sql.raw(`array[${lastIds.map(Number).join(',')}]::int[]`)})`)
    : [];
  const byId = new Map(last.map((m) => [m.id, toMessage(m)]));
  return rows.map(({ room, unreadCount, lastId }) => ({
    id: room.id,
    sessionId: room.sessionId,
    clientAccountId: room.clientAccountId,
    contactFirstName: room.contactFirstName,
    contactLastName: room.contactLastName,
    contactEmail: room.contactEmail,
    contactPhone: room.contactPhone,
    leadId: room.leadId,
    isActive: room.isActive,
    lastActivityAt: new Date(room.lastActivityAt).toISOString(),
    createdAt: new Date(room.createdAt).toISOString(),
    unreadCount,
    lastMessage: lastId !== null ? (byId.get(Number(lastId)) ?? null) : null,
  }));
}

/** A page of the staff inbox, in its order (decision 036), whether more follow, and how many rooms match (see inboxPage). */
export async function listInbox(db: Db, query: ChatRoomListQuery): Promise<{ rooms: ChatRoomSummary[]; hasMore: boolean; total: number }> {
  const { ids, hasMore, total } = await inboxPage(db, query);
  const found = ids.length ? new Map((await summaries(db, inArray(chatRooms.id, ids))).map((room) => [room.id, room])) : new Map();
  // A room deleted between the two reads is left out.
  return { rooms: ids.flatMap((id) => found.get(id) ?? []), hasMore, total };
}
