import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { type Db, queryRows } from '../../platform/db/client';
import { chatRooms } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { refuseHeldErasure } from '../../platform/legal-hold';
import { ROOM_NOT_FOUND } from './chat-rows';

/**
 * Deletes a chat and its messages; one whose lead, client account or the account's lead is under a legal
 * hold is kept (409). Its `room_deleted` event is sent by the database as the delete commits (migration 0031).
 */
export async function deleteRoom(db: Db, roomId: number, staffId: number): Promise<void> {
  const held = await db.transaction(async (tx) => {
    const [room] = await queryRows<{ hold: string | null }>(
      tx,
      sql`select coalesce(l.legal_hold_reason, a.legal_hold_reason, al.legal_hold_reason) as hold from chat_rooms r
            left join client_submissions l on l.id = r.lead_id left join client_accounts a on a.id = r.client_account_id
            left join client_submissions al on al.id = a.submission_id
            where r.id = ${roomId} for update of r`,
    );
    if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
    if (room.hold !== null) return room.hold;
    await tx.delete(chatRooms).where(eq(chatRooms.id, roomId));
    await recordAudit(tx, { actorUserId: staffId, action: 'chat_room.deleted', entityType: 'chat_room', entityId: roomId });
    return null;
  });
  if (held !== null) await refuseHeldErasure(db, { type: 'chat_room', id: roomId, action: 'chat_room' }, held, staffId);
}
