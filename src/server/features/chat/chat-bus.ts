import { and, eq, gt, sql } from 'drizzle-orm';
import type { ChatMessage, ChatServerEvent } from '../../../contract/chat/messages';
import { type Database, type Db, queryRows } from '../../platform/db/client';
import { chatMessages, chatRooms } from '../../platform/db/schema';
import { createRealtimeBus } from '../../platform/realtime-bus';
import { toMessage } from './chat-rows';
import { createDeliveredMessages, type DeliveredMessages } from './delivered-messages';

export const CHAT_CHANNEL = 'recourse_chat';
// NOTIFY payloads are capped at 8000 bytes; a bigger event travels as ids and is read back.
export const MAX_NOTIFY_BYTES = 7500;
// A catch-up reads at most this many messages; the widgets' own `after=` fetch covers any more.
const CATCH_UP_MAX = 5000;

/** An event as it crosses instances: the room is always named so each instance can route it. */
export type BusEvent = ChatServerEvent & { roomId: number; sessionId: string };
type MessageRef = { type: 'message_ref'; roomId: number; sessionId: string; messageId: number };

/** A NOTIFY's event; null for a message this instance delivered already (or one deleted since). */
async function decode(db: Db, delivered: DeliveredMessages, payload: string): Promise<BusEvent | null> {
  const parsed = JSON.parse(payload) as BusEvent | MessageRef;
  if (parsed.type !== 'message_ref') return parsed.type === 'new_message' && !delivered.first(parsed.message) ? null : parsed;
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, parsed.messageId));
  if (!row) return null;
  const message = toMessage(row);
  return delivered.first(message) ? { type: 'new_message', roomId: parsed.roomId, sessionId: parsed.sessionId, message } : null;
}

/** Where this instance starts: the database's time and newest message id. */
async function markStart(db: Db, delivered: DeliveredMessages): Promise<void> {
  const [now] = await queryRows<{ now: string | Date; max_id: number | null }>(
    db,
    sql`select now() as now, (select max(id) from chat_messages) as max_id`,
  );
  delivered.startAt(new Date(now.now).getTime(), Number(now.max_id ?? 0));
}

/**
 * After this instance's LISTEN connection was lost and re-opened: the messages stored meanwhile,
 * each as the event its NOTIFY would have been (those already delivered are left out). Read from
 * a little before the newest message delivered, since a message can commit after later ones.
 */
async function missedMessages(db: Db, delivered: DeliveredMessages): Promise<BusEvent[]> {
  // Never started (the database was down at start): nothing was delivered, so nothing was missed.
  if (!delivered.started()) {
    await markStart(db, delivered);
    return [];
  }
  const { afterId, since } = delivered.from();
  const rows = await db
    .select({ message: chatMessages, sessionId: chatRooms.sessionId })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(gt(chatMessages.id, afterId), gt(chatMessages.createdAt, since.toISOString())))
    .orderBy(chatMessages.id)
    .limit(CATCH_UP_MAX);
  return rows
    .map(({ message, sessionId }) => ({ message: toMessage(message), sessionId }))
    .filter(({ message }) => delivered.first(message))
    .map(({ message, sessionId }) => ({ type: 'new_message', roomId: message.roomId, sessionId, message }));
}

/**
 * The chat's events between instances (PostgreSQL LISTEN/NOTIFY): each message reaches this
 * instance's sockets once, whether by its NOTIFY, by a catch-up after a lost connection, or at once
 * when this instance stored it.
 */
export function createChatBus(database: Database, onError?: (error: unknown) => void) {
  const { db } = database;
  const delivered = createDeliveredMessages();
  const bus = createRealtimeBus(database, CHAT_CHANNEL, (payload) => decode(db, delivered, payload), {
    catchUp: () => missedMessages(db, delivered),
    onError,
  });

  return {
    subscribe: bus.subscribe,

    async publish(event: BusEvent): Promise<void> {
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && event.type === 'new_message') {
        payload = JSON.stringify({ type: 'message_ref', roomId: event.roomId, sessionId: event.sessionId, messageId: event.message.id });
      }
      await bus.publish(payload);
    },

    /**
     * A message this instance stored (and committed) goes to its own sockets now; its NOTIFY, when it
     * comes back, is recognised as delivered. Other instances have it from the NOTIFY.
     */
    deliverHere(sessionId: string, message: ChatMessage): void {
      if (!delivered.own(message)) return;
      // The message is stored: a socket that fails must not turn its answer into an error (and a retry).
      try {
        bus.handHere({ type: 'new_message', roomId: message.roomId, sessionId, message });
      } catch (error) {
        onError?.(error);
      }
    },

    /** Starts receiving every instance's events; returns the function that stops it. */
    async start() {
      // A database that is down at start is listened for until it is back (the watermark then).
      await markStart(db, delivered).catch(() => {});
      return bus.start();
    },
  };
}

export type ChatBus = ReturnType<typeof createChatBus>;
