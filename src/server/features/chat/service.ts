import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/accounts/accounts';
import { CHAT_CONTACT_REQUIRED, type ChatRoomListQuery } from '../../../contract/chat/chat';
import {
  CHAT_ROOMS_PAGE_MAX,
  type ChatMessage,
  type ChatRoomSummary,
  type ChatServerEvent,
  SUPPORT_TEAM_NAME,
} from '../../../contract/chat/messages';
import type { Notifier } from '../../platform/mail/notifier';
import { type Database, type Db, queryRows } from '../../platform/db/client';
import { refuseHeldErasure } from '../../platform/legal-hold';
import { chatMessages, chatPresence, chatRooms, clientAccounts, clientSubmissions } from '../../platform/db/schema';
import { Batcher } from '../../platform/batcher';
import { HttpError } from '../../platform/http-error';
import { recordAudit } from '../../platform/audit';
import { createRealtimeBus } from '../../platform/realtime-bus';
import { chatLinkPath, consumeChatLink, issueChatLink } from './chat-links';
import { inboxPage } from './inbox-page';
import { maskSensitiveData } from './sensitive-data';

export const CHAT_CHANNEL = 'recourse_chat';
export const ROOM_NOT_FOUND = 'Chat not found';
// NOTIFY payloads are capped at 8000 bytes; a bigger event travels as ids and is read back.
const MAX_NOTIFY_BYTES = 7500;
const PRESENCE_FRESH_SECONDS = 45;

/** An event as it crosses instances: the room is always named so each instance can route it. */
export type BusEvent = ChatServerEvent & { roomId: number; sessionId: string };

type RoomRow = typeof chatRooms.$inferSelect;

function toMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
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

export interface ChatOptions {
  instanceId: string;
  notifier: Notifier;
  /** See CHAT_AWAY_MINUTES. */
  awayMinutes: number;
  /** A bus event that could not be read, or a catch-up that failed. */
  onBusError?: (error: unknown) => void;
}

// A catch-up reads at most this many messages; the widgets' own `after=` fetch covers any more.
const CATCH_UP_MAX = 5000;
// How far before the newest delivered message a catch-up reads, in time and in ids: a message can
// commit after later ones, but never this long after nor behind this many.
const CATCH_UP_OVERLAP_MS = 30_000;
const CATCH_UP_OVERLAP_IDS = 1000;

/**
 * The messages this instance has handed to its sockets, by id, so each is delivered once whether it
 * came by NOTIFY or by a catch-up. Times are the database's own (`createdAt`), never this host's clock.
 */
export function createDeliveredMessages() {
  const seen = new Set<number>();
  let newestAt = 0;
  let newestId = 0;
  let pruneAt = 4 * CATCH_UP_OVERLAP_IDS;
  return {
    /** The database's time and newest message id when this instance starts listening. */
    started: () => newestAt > 0,
    startAt(databaseNow: number, maxId: number) {
      newestAt = Math.max(newestAt, databaseNow);
      newestId = Math.max(newestId, maxId);
    },
    /** Where a catch-up starts reading: after this id and this time. */
    from: () => ({ afterId: Math.max(0, newestId - CATCH_UP_OVERLAP_IDS), since: new Date(newestAt - CATCH_UP_OVERLAP_MS) }),
    /**
     * True the first time a message is seen (and records it). Every message that came through the
     * database (a NOTIFY, a catch-up), first time or not, moves where the next catch-up starts.
     */
    first(message: ChatMessage): boolean {
      newestAt = Math.max(newestAt, Date.parse(message.createdAt));
      newestId = Math.max(newestId, message.id);
      return record(message.id);
    },
    /**
     * True the first time for a message this instance stored itself, delivered before its NOTIFY comes
     * back. It does not move the catch-up's start: while this instance's LISTEN connection is down, its
     * own messages must not carry the start past other instances' messages it has not had.
     */
    own: (message: ChatMessage): boolean => record(message.id),
  };

  function record(id: number): boolean {
    if (seen.has(id)) return false;
    seen.add(id);
    // Ids below any catch-up's reach are forgotten, now and then.
    if (seen.size > pruneAt) {
      for (const old of seen) if (old <= newestId - 2 * CATCH_UP_OVERLAP_IDS) seen.delete(old);
      pruneAt = Math.max(4 * CATCH_UP_OVERLAP_IDS, 2 * seen.size);
    }
    return true;
  }
}

const awayKey = (roomId: number) => `chat_room:${roomId}`;
/** A visitor's widget counts as connected while it was seen within this (the hub refreshes it every 15 seconds). */
const VISITOR_FRESH_SECONDS = 40;

export function createChatService(database: Database, options: ChatOptions) {
  const db: Db = database.db;

  /**
   * A message for the room of `sessionId`. A visitor's (`staffId` null) goes only into a room open to
   * them: one not linked to a client account, or linked to the client they are signed in as
   * (`clientAccountId`); their name is the room's contact name. A staff member's speaks as the support team.
   */
  type NewMessage = { sessionId: string; message: string; staffId: number | null; clientAccountId: number | null };

  /**
   * Messages sent outside a transaction while another batch is being stored are stored together in
   * the next one: one statement and one commit for the batch. Every commit that NOTIFYs takes
   * PostgreSQL's one notification-queue lock until its commit record is flushed, so one commit per
   * message caps a busy chat at one message per disk flush, for every instance of the cluster.
   * Within a batch the messages keep their order (ids in sending order), each NOTIFY is its own.
   */
  const stored = new Batcher<NewMessage, ChatMessage | Error>(
    async (batch) => {
      try {
        return await insertMessages(db, batch);
      } catch (error) {
        if (batch.length === 1) throw error;
        // A batch that fails (a room deleted meanwhile) is stored one by one, in order: only the message at fault fails.
        const results: (ChatMessage | Error)[] = [];
        for (const one of batch) {
          const [result] = await insertMessages(db, [one]).catch((error: unknown) => [error instanceof Error ? error : new Error(String(error))]);
          results.push(result);
        }
        return results;
      }
    },
    { maxInFlight: 1 },
  );

  async function storeSoon(message: NewMessage): Promise<ChatMessage> {
    const result = await stored.add(message);
    if (result instanceof Error) throw result;
    deliverHere(message.sessionId, result);
    return result;
  }

  /**
   * A message this instance stored (and committed) goes to its own sockets now; its NOTIFY, when it
   * comes back, is recognised as delivered. Other instances have it from the NOTIFY.
   */
  function deliverHere(sessionId: string, message: ChatMessage) {
    if (!delivered.own(message)) return;
    // The message is stored: a socket that fails must not turn its answer into an error (and a retry).
    try {
      bus.handHere({ type: 'new_message', roomId: message.roomId, sessionId, message });
    } catch (error) {
      options.onBusError?.(error);
    }
  }

  /**
   * Stores messages, touches their rooms and notifies every instance in one statement: one round trip
   * instead of six (the room's lookup, BEGIN, insert, update, COMMIT, pg_notify), which is most of a
   * message's cost on the server. The NOTIFY is transactional: it goes out exactly when the message
   * commits. Each event is built by the database and the reply is read from it, so both always agree.
   * Answers in the batch's order: each message, or a 404 for one whose room is not there (or not the
   * visitor's).
   */
  async function insertMessages(executor: Db, batch: NewMessage[]): Promise<(ChatMessage | Error)[]> {
    const column = <T>(pick: (m: NewMessage) => T) => sql.param(batch.map(pick));
    const rows = await queryRows<{ ord: number; payload: string }>(
      executor,
      sql`
      with input as (
        select * from unnest(${column((m) => m.sessionId)}::text[], ${column((m) => m.staffId === null)}::boolean[],
          ${column((m) => m.clientAccountId)}::int[], ${column((m) => (m.staffId === null ? 'user' : 'admin'))}::text[],
          ${column((m) => (m.staffId === null ? null : SUPPORT_TEAM_NAME))}::text[], ${column((m) => m.staffId)}::int[],
          ${column((m) => maskSensitiveData(m.message))}::text[])
          with ordinality as t(session_id, from_visitor, client_account_id, sender_type, sender_name, sender_user_id, message, ord)
      ), resolved as (
        select input.*, r.id as room_id,
          coalesce(input.sender_name, nullif(concat_ws(' ', nullif(r.contact_first_name, ''), nullif(r.contact_last_name, '')), ''),
            nullif(r.contact_email, ''), 'Visitor') as name
        from input join chat_rooms r on r.session_id = input.session_id
        where not input.from_visitor or r.client_account_id is null or r.client_account_id = input.client_account_id
      ), m as (
        insert into chat_messages (room_id, sender_type, sender_name, sender_user_id, message)
        select room_id, sender_type, name, sender_user_id, message from resolved order by ord
        returning id, room_id, sender_type, sender_name, message, is_read, created_at
      ), touched as (
        update chat_rooms set last_activity_at = r.at, is_active = true
        from (select room_id, max(created_at) as at from m group by room_id) r where chat_rooms.id = r.room_id
      ), event as (
        select m.id, json_build_object(
          'type', 'new_message', 'roomId', m.room_id, 'sessionId', (select session_id from resolved where resolved.room_id = m.room_id limit 1),
          'message', json_build_object(
            'id', m.id, 'roomId', m.room_id, 'senderType', m.sender_type, 'senderName', m.sender_name, 'message', m.message,
            'isRead', m.is_read, 'createdAt', to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        )::text as payload, m.room_id
        from m
      ), placed as (
        -- Ids are handed out in the order the rows are inserted, which is the batch's order: the k-th
        -- message stored is the k-th input that found its room.
        select ord, row_number() over (order by ord) as k from resolved
      )
      select placed.ord, payload, pg_notify(${CHAT_CHANNEL}, case when octet_length(payload) <= ${MAX_NOTIFY_BYTES} then payload
        else json_build_object('type', 'message_ref', 'roomId', room_id, 'sessionId', payload::json->>'sessionId', 'messageId', id)::text end)
      from (select *, row_number() over (order by id) as k from event) e join placed using (k)
      order by id`,
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), (JSON.parse(row.payload) as { message: ChatMessage }).message]));
    return batch.map((_, i) => byOrd.get(i + 1) ?? new HttpError(404, ROOM_NOT_FOUND));
  }

  const delivered = createDeliveredMessages();

  async function decode(payload: string): Promise<BusEvent | null> {
    const parsed = JSON.parse(payload) as BusEvent | { type: 'message_ref'; roomId: number; sessionId: string; messageId: number };
    if (parsed.type !== 'message_ref') return parsed.type === 'new_message' && !delivered.first(parsed.message) ? null : parsed;
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, parsed.messageId));
    if (!row) return null;
    const message = toMessage(row);
    return delivered.first(message) ? { type: 'new_message', roomId: parsed.roomId, sessionId: parsed.sessionId, message } : null;
  }

  /**
   * After this instance's LISTEN connection was lost and re-opened: the messages stored meanwhile,
   * each as the event its NOTIFY would have been (those already delivered are left out). Read from
   * a little before the newest message delivered, since a message can commit after later ones.
   */
  /** Where this instance starts: the database's time and newest message id. */
  async function markStart(): Promise<void> {
    const [now] = await queryRows<{ now: string | Date; max_id: number | null }>(
      db,
      sql`select now() as now, (select max(id) from chat_messages) as max_id`,
    );
    delivered.startAt(new Date(now.now).getTime(), Number(now.max_id ?? 0));
  }

  async function missedMessages(): Promise<BusEvent[]> {
    // Never started (the database was down at start): nothing was delivered, so nothing was missed.
    if (!delivered.started()) {
      await markStart();
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

  const bus = createRealtimeBus(database, CHAT_CHANNEL, decode, { catchUp: missedMessages, onError: options.onBusError });

  async function publish(event: BusEvent): Promise<void> {
    let payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES && event.type === 'new_message') {
      payload = JSON.stringify({ type: 'message_ref', roomId: event.roomId, sessionId: event.sessionId, messageId: event.message.id });
    }
    await bus.publish(payload);
  }

  async function roomBySession(sessionId: string): Promise<RoomRow> {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.sessionId, sessionId));
    if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
    return room;
  }

  /** The client's latest room (staff delete rooms outright, so any found is one they kept), or null. */
  async function clientRoom(clientAccountId: number, on: Db = db): Promise<RoomRow | null> {
    const [room] = await on
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.clientAccountId, clientAccountId))
      .orderBy(desc(chatRooms.lastActivityAt), desc(chatRooms.id))
      .limit(1);
    return room ?? null;
  }

  async function roomById(roomId: number): Promise<RoomRow> {
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    if (!room) throw new HttpError(404, ROOM_NOT_FOUND);
    return room;
  }

  /** The summaries of the rooms `where` picks (at most a page's worth), in no particular order. */
  async function summaries(where: SQL): Promise<ChatRoomSummary[]> {
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

  /**
   * The signed-in client's room, as their account names them: their latest, its details brought up to
   * date (a room opened before, or a name changed since), or a new one. The phone is their lead's.
   */
  async function openClientRoom(tx: Db, clientAccountId: number) {
    // One client's two "Start Chat" at once: the second waits on the first and finds its room.
    const [account] = await tx
      .select({
        firstName: clientAccounts.firstName,
        lastName: clientAccounts.lastName,
        email: clientAccounts.email,
        leadId: clientAccounts.submissionId,
      })
      .from(clientAccounts)
      .where(eq(clientAccounts.id, clientAccountId))
      .for('update');
    if (!account) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
    const [lead] = account.leadId
      ? await tx.select({ phone: clientSubmissions.phone }).from(clientSubmissions).where(eq(clientSubmissions.id, account.leadId))
      : [];
    const identity = {
      contactFirstName: account.firstName?.trim() || null,
      contactLastName: account.lastName?.trim() || null,
      contactEmail: account.email,
      contactPhone: lead?.phone || null,
    };
    const own = await clientRoom(clientAccountId, tx);
    if (own) {
      const stale = (Object.keys(identity) as (keyof typeof identity)[]).some((key) => own[key] !== identity[key]);
      if (stale) await tx.update(chatRooms).set(identity).where(eq(chatRooms.id, own.id));
      return { room: { ...own, ...identity }, created: false, changed: stale };
    }
    const [room] = await tx
      .insert(chatRooms)
      .values({
        sessionId: newChatSessionId(),
        clientAccountId,
        ...identity,
        leadId: account.leadId ?? sql`(select id from client_submissions where lower(email) = lower(${account.email}))`,
      })
      .returning();
    return { room, created: true };
  }

  /**
   * A visitor (no account, but the email they started the chat with) is told a reply waits, with a one-time
   * link to the chat: at once when no widget of theirs is connected, else unless they read it within
   * CHAT_AWAY_MINUTES. While one such email waits, no other is queued (nor another link issued).
   */
  async function emailVisitor(tx: Db, roomId: number, email: string): Promise<void> {
    const [seen] = await queryRows<{ connected: boolean }>(
      tx,
      sql`select coalesce(visitor_seen_at > now() - make_interval(secs => ${VISITOR_FRESH_SECONDS}), false) as connected
        from chat_rooms where id = ${roomId}`,
    );
    const delay = seen?.connected ? options.awayMinutes : 0;
    // In a savepoint: a link issued for an email that was not queued would end the waiting email's link.
    await tx
      .transaction(async (inner) => {
        const token = await issueChatLink(inner, roomId);
        const queued = await options.notifier.toAddressUnlessSeen(inner, email, 'chat_reply_visitor', chatLinkPath(token), awayKey(roomId), delay);
        if (!queued) inner.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  }

  return {
    publish,
    onEvent: bus.subscribe,
    /** Starts receiving every instance's events; returns the function that stops it. */
    async start() {
      // A database that is down at start is listened for until it is back (the watermark then).
      await markStart().catch(() => {});
      return bus.start();
    },

    roomBySession,
    roomById,

    clientRoom,

    /**
     * Resumes a room, or opens a new one with a fresh server-issued id. A signed-in client always gets
     * their own latest room when they have one (whatever this browser remembers), or a new one: never a
     * visitor's room, even one this browser held before they signed in (it may have been another
     * person's on a shared computer). A client's room carries their account's identity, never the
     * details the browser sent; a visitor's carries what they typed.
     */
    async openRoom(input: {
      sessionId?: string | null;
      clientAccountId: number | null;
      contact?: { firstName: string; lastName: string; email: string; phone: string };
    }): Promise<{ room: RoomRow; created: boolean; changed?: boolean }> {
      const opened = await db.transaction(async (tx) => {
        if (input.clientAccountId) return openClientRoom(tx, input.clientAccountId);
        if (!input.contact) throw new HttpError(400, CHAT_CONTACT_REQUIRED);
        if (input.sessionId) {
          const [existing] = await tx.select().from(chatRooms).where(eq(chatRooms.sessionId, input.sessionId));
          if (existing && existing.clientAccountId === null) return { room: existing, created: false };
        }
        const { firstName, lastName, email, phone } = input.contact;
        const [room] = await tx
          .insert(chatRooms)
          .values({
            sessionId: newChatSessionId(),
            contactFirstName: firstName,
            contactLastName: lastName,
            contactEmail: email,
            contactPhone: phone,
            // A visitor who already sent an assessment: their chat and their lead link to each other.
            leadId: sql`(select id from client_submissions where lower(email) = lower(${email}))`,
          })
          .returning();
        return { room, created: true };
      });
      if (opened.created || opened.changed) await publish({ type: 'room_updated', roomId: opened.room.id, sessionId: opened.room.sessionId });
      return opened;
    },

    /** Messages after `afterId` in order; without it, the latest 1,000 of the room. */
    async messages(roomId: number, afterId = 0): Promise<ChatMessage[]> {
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
    },

    /**
     * A visitor's message into the room of `sessionId` (card numbers and recovery phrases masked first),
     * told to every instance. A room linked to a client account takes it only from that client signed in
     * (`clientAccountId`); any other room, or none, is a 404.
     */
    postAsVisitor: (sessionId: string, clientAccountId: number | null, message: string) =>
      storeSoon({ sessionId, message, staffId: null, clientAccountId }),

    /** A staff member's message into `room`, as the support team, told to every instance. */
    async postAsStaff(room: RoomRow, staffId: number, text: string) {
      const staff: NewMessage = { sessionId: room.sessionId, message: text, staffId, clientAccountId: null };
      const clientAccountId = room.clientAccountId;
      const visitorEmail = room.contactEmail;
      if (clientAccountId === null && !visitorEmail) return storeSoon(staff);
      const message = await db.transaction(async (tx) => {
        const [stored] = await insertMessages(tx, [staff]);
        if (stored instanceof Error) throw stored;
        // Staff answered a client: the client is emailed unless they see it within CHAT_AWAY_MINUTES.
        if (clientAccountId !== null) {
          await options.notifier.toClientUnlessSeen(tx, clientAccountId, 'chat_reply', awayKey(room.id), options.awayMinutes);
        } else if (visitorEmail) await emailVisitor(tx, room.id, visitorEmail);
        return stored;
      });
      deliverHere(room.sessionId, message);
      return message;
    },

    /** The visitor's room a chat link opens, using the link up; null when it was used, expired, or its room is gone. */
    async roomFromLink(token: string): Promise<RoomRow | null> {
      const roomId = await consumeChatLink(db, token);
      const room = roomId === null ? null : await roomById(roomId).catch(() => null);
      // A client's room opens only with their sign-in (their emails never carry a chat link).
      return room && room.clientAccountId === null ? room : null;
    },

    /** The visitor read their room in the open chat panel: no 'reply waiting' email. */
    visitorSaw: (roomId: number) => options.notifier.withdraw(db, awayKey(roomId)),

    /** A widget of these rooms' visitors is connected (to this instance): refreshed while one is. */
    async visitorsConnected(sessionIds: string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      // One array parameter, however many widgets this instance holds.
      await db
        .update(chatRooms)
        .set({ visitorSeenAt: sql`now()` })
        .where(sql`${chatRooms.sessionId} = any(${sql.param(sessionIds)}::text[])`);
    },
    /** The last widget of this room's visitor on this instance closed (another instance's refreshes it within PRESENCE_MS). */
    async visitorLeft(sessionId: string): Promise<void> {
      await db.update(chatRooms).set({ visitorSeenAt: null }).where(eq(chatRooms.sessionId, sessionId));
    },
    /** A page of the staff inbox, in its order (decision 036), whether more follow, and how many rooms match (see inboxPage). */
    async adminRooms(query: ChatRoomListQuery): Promise<{ rooms: ChatRoomSummary[]; hasMore: boolean; total: number }> {
      const { ids, hasMore, total } = await inboxPage(db, query);
      const found = ids.length ? new Map((await summaries(inArray(chatRooms.id, ids))).map((room) => [room.id, room])) : new Map();
      // A room deleted between the two reads is left out.
      return { rooms: ids.flatMap((id) => found.get(id) ?? []), hasMore, total };
    },
    roomSummary: async (roomId: number) => (await summaries(eq(chatRooms.id, roomId)))[0] ?? null,

    /** Staff open a room: its visitor messages become read and the visitor sees 'Seen'. */
    async markRead(room: RoomRow): Promise<void> {
      const updated = await db
        .update(chatMessages)
        .set({ isRead: true })
        .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.senderType, 'user'), eq(chatMessages.isRead, false)))
        .returning({ id: chatMessages.id });
      if (updated.length === 0) return;
      await publish({ type: 'seen', roomId: room.id, sessionId: room.sessionId, upToId: Math.max(...updated.map((m) => m.id)) });
    },

    /**
     * Deletes a chat and its messages; one whose lead, client account or the account's lead is under a legal
     * hold is kept (409). Its `room_deleted` event is sent by the database as the delete commits (migration 0031).
     */
    async deleteRoom(roomId: number, actorUserId: number): Promise<void> {
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
        await recordAudit(tx, { actorUserId, action: 'chat_room.deleted', entityType: 'chat_room', entityId: roomId });
        return null;
      });
      if (held !== null) await refuseHeldErasure(db, { type: 'chat_room', id: roomId, action: 'chat_room' }, held, actorUserId);
    },

    publishTyping: (room: RoomRow, from: 'user' | 'admin') => publish({ type: 'typing', roomId: room.id, sessionId: room.sessionId, from }),

    async reportStaffSockets(count: number): Promise<void> {
      await db
        .insert(chatPresence)
        .values({ instanceId: options.instanceId, staffSockets: count, heartbeatAt: sql`now()` })
        .onConflictDoUpdate({ target: chatPresence.instanceId, set: { staffSockets: count, heartbeatAt: sql`now()` } });
    },

    async staffOnline(): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${chatPresence.staffSockets}), 0)`.mapWith(Number) })
        .from(chatPresence)
        .where(sql`${chatPresence.heartbeatAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`);
      return row.n > 0;
    },

    async forgetInstance(): Promise<void> {
      await db.delete(chatPresence).where(eq(chatPresence.instanceId, options.instanceId));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
