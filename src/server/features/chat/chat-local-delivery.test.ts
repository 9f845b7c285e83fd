import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { createNotifier } from '../../platform/mail/notifier';
import { setUpTestDatabase, quickClient } from '../../testing';
import { HttpError } from '../../platform/http-error';
import type { BusEvent } from './chat-bus';
import { createDeliveredMessages } from './delivered-messages';
import { createChatService } from './service';

// A message stored by an instance reaches that instance's own sockets when it is stored, not after
// its notification has gone through the database and back: on a busy server that round trip is a
// good part of a message's delivery time. Other instances still have it from the notification.

const t = setUpTestDatabase();

function chatService(instanceId: string) {
  const notifier = createNotifier({ companyName: 'Recourse', publicUrl: 'http://localhost', staffNotifyEmail: null });
  return createChatService(t.database, { instanceId, notifier, awayMinutes: 10 });
}

const contact = { firstName: 'Lena', lastName: 'Local', email: 'lena.local@example.com', phone: '+44 7700 900321' };

describe('an instance’s own messages', () => {
  it('are handed to its sockets as they are stored, even before it listens to the database', async () => {
    const chat = chatService('local-only');
    const events: BusEvent[] = [];
    chat.onEvent((event) => events.push(event));
    const { room } = await chat.openRoom({ clientAccountId: null, contact });

    const message = await chat.postAsVisitor(room.sessionId, null, 'Is anyone there?');

    expect(events.filter((e) => e.type === 'new_message')).toEqual([{ type: 'new_message', roomId: room.id, sessionId: room.sessionId, message }]);
    expect(message).toMatchObject({ senderType: 'user', senderName: 'Lena Local', message: 'Is anyone there?' });
  });

  it('are handed once: the notification coming back afterwards is not a second delivery', async () => {
    const chat = chatService('listening');
    const events: BusEvent[] = [];
    chat.onEvent((event) => events.push(event));
    const stop = await chat.start();
    try {
      const { room } = await chat.openRoom({ clientAccountId: null, contact });
      const sent = [await chat.postAsVisitor(room.sessionId, null, 'one'), await chat.postAsVisitor(room.sessionId, null, 'two')];
      // A third instance's message after them: once it is here, any echo of the first two would be too.
      const other = chatService('other');
      const marker = await other.postAsVisitor(room.sessionId, null, 'marker');
      await expect.poll(() => events.some((e) => e.type === 'new_message' && e.message.id === marker.id)).toBe(true);
      const ids = events.flatMap((e) => (e.type === 'new_message' ? [e.message.id] : []));
      expect(ids).toEqual([...sent.map((m) => m.id), marker.id]);
    } finally {
      await stop();
    }
  });
});

describe('where a catch-up starts reading', () => {
  const message = (id: number, createdAt: string) => ({
    id,
    roomId: 1,
    senderType: 'user' as const,
    senderName: 'Lena Local',
    message: 'x',
    isRead: false,
    createdAt,
  });

  it('is not moved by the instance’s own messages, only by what came through the database', () => {
    const delivered = createDeliveredMessages();
    delivered.startAt(Date.parse('2026-11-26T10:00:00Z'), 100);
    const start = delivered.from();
    // Its LISTEN connection down, the instance goes on storing and delivering its own messages.
    for (let id = 101; id <= 3_000; id += 1) expect(delivered.own(message(id, '2026-11-26T10:05:00Z'))).toBe(true);
    expect(delivered.from()).toEqual(start);
    // Their echo, or a catch-up, moves it, and is not a second delivery.
    expect(delivered.first(message(3_000, '2026-11-26T10:05:00Z'))).toBe(false);
    expect(delivered.from()).toEqual({ afterId: 2_000, since: new Date('2026-11-26T10:04:30Z') });
    expect(delivered.first(message(3_001, '2026-11-26T10:05:01Z'))).toBe(true);
  });
});

describe('messages sent in the same turn', () => {
  it('are stored by one statement; one whose room is missing or not the sender’s is a 404, the others are stored in order', async () => {
    const chat = chatService('together');
    const client = await quickClient(t.database.db);
    const { room: open } = await chat.openRoom({ clientAccountId: null, contact });
    const { room: own } = await chat.openRoom({ clientAccountId: client.id });

    const replies = await Promise.allSettled([
      chat.postAsVisitor(open.sessionId, null, 'first'),
      chat.postAsVisitor('session_not_a_room_at_all', null, 'lost'),
      chat.postAsVisitor(own.sessionId, null, 'not mine'),
      chat.postAsVisitor(own.sessionId, client.id, 'mine'),
      chat.postAsVisitor(open.sessionId, null, 'last'),
    ]);

    const outcome = replies.map((r) =>
      r.status === 'fulfilled' ? r.value.message : r.reason instanceof HttpError ? r.reason.statusCode : r.reason,
    );
    expect(outcome).toEqual(['first', 404, 404, 'mine', 'last']);
    const stored = await queryRows<{ message: string; sender_name: string; at: string }>(
      t.database.db,
      sql`select message, sender_name, created_at::text as at from chat_messages where room_id in (${open.id}, ${own.id}) order by id`,
    );
    expect(stored.map((m) => [m.message, m.sender_name])).toEqual([
      ['first', 'Lena Local'],
      // A client's room speaks with their account's name: this account has none, so its email.
      ['mine', client.email],
      ['last', 'Lena Local'],
    ]);
    // One statement: the transaction's one timestamp, to the microsecond, on all three.
    expect(new Set(stored.map((m) => m.at)).size).toBe(1);
  });
});
