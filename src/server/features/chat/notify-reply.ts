import { sql, TransactionRollbackError } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { chatLinkPath, issueChatLink } from './chat-links';
import type { RoomRow } from './chat-rows';

/** A visitor's widget counts as connected while it was seen within this (the hub refreshes it every 15 seconds). */
const VISITOR_FRESH_SECONDS = 40;

/** The key of a room's waiting 'reply' email: reading the room withdraws it. */
const awayKey = (roomId: number) => `chat_room:${roomId}`;

export interface ReplyNotices {
  notifier: Notifier;
  /** See CHAT_AWAY_MINUTES. */
  awayMinutes: number;
}

/**
 * A visitor (no account, but the email they started the chat with) is told a reply waits, with a one-time
 * link to the chat: at once when no widget of theirs is connected, else unless they read it within
 * CHAT_AWAY_MINUTES. While one such email waits, no other is queued (nor another link issued).
 */
async function emailVisitor(tx: Db, notices: ReplyNotices, roomId: number, email: string): Promise<void> {
  const [seen] = await queryRows<{ connected: boolean }>(
    tx,
    sql`select coalesce(visitor_seen_at > now() - make_interval(secs => ${VISITOR_FRESH_SECONDS}), false) as connected
        from chat_rooms where id = ${roomId}`,
  );
  const delay = seen?.connected ? notices.awayMinutes : 0;
  // In a savepoint: a link issued for an email that was not queued would end the waiting email's link.
  await tx
    .transaction(async (inner) => {
      const token = await issueChatLink(inner, roomId);
      const queued = await notices.notifier.toAddressUnlessSeen(inner, email, 'chat_reply_visitor', chatLinkPath(token), awayKey(roomId), delay);
      if (!queued) inner.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
}

/** Whether a staff reply in `room` is to be told by email: a client's room, or a visitor's who gave an email. */
export const replyIsEmailed = (room: RoomRow) => room.clientAccountId !== null || Boolean(room.contactEmail);

/**
 * Queues, in the reply's transaction, the email that tells the room's person a staff reply waits: a
 * client is emailed unless they see it within CHAT_AWAY_MINUTES; a visitor as `emailVisitor` says.
 */
export async function notifyReply(tx: Db, notices: ReplyNotices, room: RoomRow): Promise<void> {
  if (room.clientAccountId !== null) {
    await notices.notifier.toClientUnlessSeen(tx, room.clientAccountId, 'chat_reply', awayKey(room.id), notices.awayMinutes);
  } else if (room.contactEmail) await emailVisitor(tx, notices, room.id, room.contactEmail);
}

/** The visitor read their room in the open chat panel: no 'reply waiting' email. */
export const withdrawReplyNotice = (db: Db, notifier: Notifier, roomId: number) => notifier.withdraw(db, awayKey(roomId));
