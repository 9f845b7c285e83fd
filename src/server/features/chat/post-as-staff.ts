import type { ChatMessage } from '../../../contract/chat/messages';
import type { Db } from '../../platform/db/client';
import type { ChatBus } from './chat-bus';
import type { RoomRow } from './chat-rows';
import { notifyReply, type ReplyNotices, replyIsEmailed } from './notify-reply';
import { insertMessages, type NewMessage, type StoreMessage } from './store-messages';

export interface StaffReplyDeps extends ReplyNotices {
  db: Db;
  bus: ChatBus;
  storeSoon: StoreMessage;
}

/**
 * A staff member's message into `room`, as the support team, told to every instance. When the room's
 * person is to be emailed that a reply waits, the message and that email are stored together.
 */
export async function postAsStaff(deps: StaffReplyDeps, room: RoomRow, staffId: number, text: string): Promise<ChatMessage> {
  const staff: NewMessage = { sessionId: room.sessionId, message: text, staffId, clientAccountId: null };
  if (!replyIsEmailed(room)) return deps.storeSoon(staff);
  const message = await deps.db.transaction(async (tx) => {
    const [stored] = await insertMessages(tx, [staff]);
    if (stored instanceof Error) throw stored;
    await notifyReply(tx, deps, room);
    return stored;
  });
  deps.bus.deliverHere(room.sessionId, message);
  return message;
}
