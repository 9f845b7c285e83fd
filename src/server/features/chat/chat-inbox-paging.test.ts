import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_ROOMS_MORE_HEADER, CHAT_ROOMS_TOTAL_HEADER, type ChatContact } from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import type { QueryOf } from '../../../contract/shared/endpoint';
import { clientAccounts } from '../../platform/db/schema';
import {
  callApi,
  createTestStaff,
  HIGH_RATE_LIMITS,
  messageOf,
  quickClient,
  setUpTestApp,
  signInStaff,
  unchecked,
  uniqueEmail,
} from '../../testing';

/**
 * The staff inbox is paged and searched, and a flood of one-message rooms never pushes a real chat out
 * of view: rooms with unread visitor messages come first, a signed-in client's before anyone else's.
 */

const t = setUpTestApp(HIGH_RATE_LIMITS);

async function staffToken() {
  const member = await createTestStaff(t.database.db);
  return signInStaff(t.baseUrl, member.email, member.password);
}

async function visitorRoom(contact: ChatContact, message: string) {
  const room = (await callApi(t.baseUrl, endpoints.openRoom, { body: { contactInfo: contact } })).reply(201);
  expect((await callApi(t.baseUrl, endpoints.postMessage, { body: { sessionId: room.sessionId, message } })).status).toBe(201);
  return room;
}

/** `count` one-message rooms from anonymous visitors, as a flood sends them (a few at a time). */
async function flood(count: number, tag: string): Promise<void> {
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, (_, i) =>
        visitorRoom({ firstName: 'Flood', lastName: `${tag}${start + i}`, email: uniqueEmail(`flood${tag}`), phone: '+1 555 0100' }, 'hello'),
      ),
    );
  }
}

const listRooms = (token: string, query: QueryOf<typeof endpoints.rooms>) => callApi(t.baseUrl, endpoints.rooms, { query, token });

async function inbox(token: string, query: QueryOf<typeof endpoints.rooms> = {}) {
  const reply = await listRooms(token, query);
  return {
    rooms: reply.reply(200),
    total: Number(reply.headers.get(CHAT_ROOMS_TOTAL_HEADER)),
    more: reply.headers.get(CHAT_ROOMS_MORE_HEADER),
  };
}

/** A signed-in client's chat with an unread message, named so staff can search for them. */
async function clientWithUnreadChat(lastName: string, message: string) {
  const client = await quickClient(t.database.db);
  await t.database.db.update(clientAccounts).set({ firstName: 'Rhea', lastName }).where(eq(clientAccounts.id, client.id));
  const room = (await callApi(t.baseUrl, endpoints.openRoom, { cookie: client.cookie, body: {} })).reply(201);
  const sent = await callApi(t.baseUrl, endpoints.postMessage, { cookie: client.cookie, body: { sessionId: room.sessionId, message } });
  expect(sent.status).toBe(201);
  return { client, room };
}

describe('the staff inbox under a flood', () => {
  it("keeps a signed-in client's unread chat first on the first page after 210 newer one-message rooms, and pages every room once", async () => {
    const token = await staffToken();
    const { room } = await clientWithUnreadChat('Fenwick', 'Someone asks me for a release fee');
    await flood(210, 'a');

    const first = await inbox(token);
    expect(first.rooms[0]?.id).toBe(room.id);
    expect(first.rooms[0]?.unreadCount).toBe(1);
    expect(first.rooms).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(211);
    expect(first.more).toBe('true');

    // Every room is reachable, each exactly once, in the inbox's order, until no page follows.
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const next = await inbox(token, { page, pageSize: 100 });
      seen.push(...next.rooms.map((r) => r.id));
      if (next.more === 'false') break;
      expect(page).toBeLessThan(10);
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    expect(seen[0]).toBe(room.id);
  });

  it('puts unread rooms before read ones however old, and a read client chat stays in the clients view and the search', async () => {
    const token = await staffToken();
    const older = await visitorRoom({ firstName: 'Olive', lastName: 'Older', email: uniqueEmail('older'), phone: '+1 555 0101' }, 'still waiting');
    const { client, room } = await clientWithUnreadChat('Quarrie', 'They want a fee to release my money');
    // Staff read both chats, then newer rooms arrive and one of the old chats gets a new message.
    for (const id of [older.id, room.id]) expect((await callApi(t.baseUrl, endpoints.roomMessages, { params: { id }, token })).status).toBe(200);
    await flood(60, 'b');
    expect((await callApi(t.baseUrl, endpoints.postMessage, { body: { sessionId: older.sessionId, message: 'hello again' } })).status).toBe(201);

    const { rooms } = await inbox(token, { pageSize: 200 });
    const ranks = rooms.map((r) => (r.unreadCount > 0 ? 1 : 2));
    expect(ranks).toEqual([...ranks].sort());
    expect(rooms.find((r) => r.id === older.id)?.unreadCount).toBe(1);

    const clients = await inbox(token, { filter: 'clients' });
    expect(clients.rooms.map((r) => r.id)).toContain(room.id);
    expect(clients.rooms.every((r) => r.clientAccountId !== null)).toBe(true);
    expect((await inbox(token, { q: 'quarrie' })).rooms.map((r) => r.id)).toEqual([room.id]);
    expect((await inbox(token, { q: client.email.toUpperCase() })).rooms.map((r) => r.id)).toEqual([room.id]);

    const unread = await inbox(token, { filter: 'unread', pageSize: 200 });
    expect(unread.rooms.every((r) => r.unreadCount > 0)).toBe(true);
    expect(unread.rooms.map((r) => r.id)).not.toContain(room.id);
    expect(unread.rooms).toHaveLength(Math.min(200, unread.total));
  });
});

describe('the staff inbox search and paging', () => {
  it('finds a visitor by name, email or phone as typed, takes % and _ literally, and counts what matched', async () => {
    const token = await staffToken();
    const email = uniqueEmail('zebedee');
    const room = await visitorRoom({ firstName: 'Zebedee', lastName: 'Marchbanks', email, phone: '+44 7700 900456' }, 'hi');
    await visitorRoom({ firstName: 'Other', lastName: 'Person', email: uniqueEmail('other'), phone: '+44 7700 900999' }, 'hi');

    for (const q of ['zebedee', 'MARCHBANKS', 'zebedee marchbanks', email, '7700 900456', '7700900456', '+44 7700 900456']) {
      const found = await inbox(token, { q });
      expect(found.rooms.map((r) => r.id)).toEqual([room.id]);
      expect(found.total, q).toBe(1);
    }
    expect((await inbox(token, { q: '%' })).rooms).toEqual([]);
    expect((await inbox(token, { q: '_ebedee' })).rooms).toEqual([]);
    expect((await inbox(token, { q: 'nobody-has-this-name' })).total).toBe(0);
  });

  it('answers a page past the end with an empty list and the total', async () => {
    const token = await staffToken();
    await visitorRoom({ firstName: 'Past', lastName: 'End', email: uniqueEmail('past'), phone: '+1 555 0102' }, 'hi');
    const past = await inbox(token, { page: 1000, pageSize: 200 });
    expect(past.rooms).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    expect(past.more).toBe('false');
  });

  it.each([
    [{ page: 0 }, 'Page must be 1 or more'],
    [{ page: 'two' }, 'Page must be a number'],
    [{ pageSize: 201 }, 'Page size must be 200 or less'],
    [{ pageSize: 0 }, 'Page size must be 1 or more'],
    [{ filter: 'spam' }, 'Unknown filter'],
    [{ q: 'x'.repeat(201) }, 'Search is too long'],
  ])('refuses %o with 400 and a message', async (query, message) => {
    const token = await staffToken();
    const reply = await listRooms(token, unchecked(query));
    expect(reply.status).toBe(400);
    expect(messageOf(reply)).toContain(message);
  });
});
