import { sql } from 'drizzle-orm';
import { type ChatMessage, SUPPORT_TEAM_NAME } from '../../../contract/chat/messages';
import { Batcher } from '../../platform/batcher';
import { type Db, queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { CHAT_CHANNEL, type ChatBus, MAX_NOTIFY_BYTES } from './chat-bus';
import { ROOM_NOT_FOUND } from './chat-rows';
import { maskSensitiveData } from './sensitive-data';

/**
 * A message for the room of `sessionId`. A visitor's (`staffId` null) goes only into a room open to
 * them: one not linked to a client account, or linked to the client they are signed in as
 * (`clientAccountId`); their name is the room's contact name. A staff member's speaks as the support team.
 */
export type NewMessage = { sessionId: string; message: string; staffId: number | null; clientAccountId: number | null };

/**
 * Stores messages, touches their rooms and notifies every instance in one statement: one round trip
 * instead of six (the room's lookup, BEGIN, insert, update, COMMIT, pg_notify), which is most of a
 * message's cost on the server. The NOTIFY is transactional: it goes out exactly when the message
 * commits. Each event is built by the database and the reply is read from it, so both always agree.
 * Answers in the batch's order: each message, or a 404 for one whose room is not there (or not the
 * visitor's).
 */
export async function insertMessages(executor: Db, batch: NewMessage[]): Promise<(ChatMessage | Error)[]> {
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
        -- The batch's rooms locked in id order, as the presence refresh locks them: two statements that
        -- take several rooms each in another order deadlocked (a second's wait, then a retry).
        order by r.id
        for no key update of r
      ), m as (
        insert into chat_messages (room_id, sender_type, sender_name, sender_user_id, message)
        select room_id, sender_type, name, sender_user_id, message from resolved order by ord
        returning id, room_id, sender_type, sender_name, message, is_read, created_at
      ), conversations as (
        -- A room's conversation starts at its visitor's first message; its first staff reply at or after it (decision 057).
        insert into chat_conversations (room_id, started_at, first_reply_at)
        select s.room_id, s.started,
          (select min(a.created_at) from m a where a.room_id = s.room_id and a.sender_type = 'admin' and a.created_at >= s.started)
        from (select room_id, min(created_at) as started from m where sender_type = 'user' group by room_id) s
        on conflict (room_id) do nothing
      ), replied as (
        update chat_conversations c set first_reply_at = r.at
        from (select room_id, min(created_at) as at from m where sender_type = 'admin' group by room_id) r
        where c.room_id = r.room_id and c.first_reply_at is null and r.at >= c.started_at
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

/**
 * Stores a message outside a transaction and hands it to this instance's sockets. Messages sent while
 * another batch is being stored are stored together in the next one: one statement and one commit for
 * the batch. Every commit that NOTIFYs takes PostgreSQL's one notification-queue lock until its commit
 * record is flushed, so one commit per message caps a busy chat at one message per disk flush, for
 * every instance of the cluster. Within a batch the messages keep their order (ids in sending order),
 * each NOTIFY is its own.
 */
export function createMessageStore(db: Db, bus: ChatBus) {
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

  return async function storeSoon(message: NewMessage): Promise<ChatMessage> {
    const result = await stored.add(message);
    if (result instanceof Error) throw result;
    bus.deliverHere(message.sessionId, result);
    return result;
  };
}

export type StoreMessage = ReturnType<typeof createMessageStore>;
