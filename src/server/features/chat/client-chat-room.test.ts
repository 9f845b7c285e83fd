import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoomSummary } from '../../../contract/chat/chat';
import {
  api,
  createClientAccount,
  createTestStaff,
  HIGH_RATE_LIMITS,
  HIGH_SIGN_IN_LIMITS,
  list,
  obj,
  setUpTestApp,
  signInClient,
  signInStaff,
} from '../../testing';

/**
 * A signed-in client's chat is found from their session, in any browser: the room the server
 * linked to their account, never one a browser names, nor a visitor's room that used their email.
 */

const t = setUpTestApp({ ...HIGH_SIGN_IN_LIMITS, ...HIGH_RATE_LIMITS });
type Opened = { id: number; sessionId: string; staffOnline: boolean };
const contact = (email: string) => ({ firstName: 'Cara', lastName: 'Client', email, phone: '+44 7700 900123' });

async function staff() {
  const member = await createTestStaff(t.database.db, { isAdmin: true });
  return signInStaff(t.baseUrl, member.email, member.password);
}

async function clientChat(cookie: string) {
  const reply = await api(t.baseUrl, 'GET', '/api/client/chat', { cookie });
  expect(reply.status).toBe(200);
  return obj(reply) as { room: Opened | null };
}
const ownChat = async (cookie: string) => (await clientChat(cookie)).room;

async function roomsOf(token: string, accountId: number) {
  return (list(await api(t.baseUrl, 'GET', '/api/chat/admin/rooms', { token })) as ChatRoomSummary[]).filter(
    (room) => room.clientAccountId === accountId,
  );
}

describe('GET /api/client/chat and POST /api/chat/room for a signed-in client', () => {
  it('opens one room when the client presses Start Chat in two places at once', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const cookie = await signInClient(t.baseUrl, account.email);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api(t.baseUrl, 'POST', '/api/chat/room', { cookie, body: { contactInfo: contact(account.email) } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => (obj(reply) as Opened).id)).size).toBe(1);
    expect(await roomsOf(token, account.id)).toHaveLength(1);
  });

  it('reopens the client’s room with the waiting reply after they sign in again elsewhere, and never opens a second one', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const firstBrowser = await signInClient(t.baseUrl, account.email);
    const opened = await api(t.baseUrl, 'POST', '/api/chat/room', { cookie: firstBrowser, body: { contactInfo: contact(account.email) } });
    expect(opened.status).toBe(201);
    const room = obj(opened) as Opened;
    await api(t.baseUrl, 'POST', '/api/chat/message', { cookie: firstBrowser, body: { sessionId: room.sessionId, message: 'Any news?' } });
    expect((await api(t.baseUrl, 'POST', `/api/chat/admin/rooms/${room.id}/messages`, { token, body: { message: 'Yes, see below' } })).status).toBe(
      201,
    );

    // A new browser: a new session, nothing stored.
    const secondBrowser = await signInClient(t.baseUrl, account.email);
    const found = await ownChat(secondBrowser);
    expect(found).toMatchObject({ id: room.id, sessionId: room.sessionId, staffOnline: false });
    const messages = list(await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/messages`, { cookie: secondBrowser })) as ChatMessage[];
    expect(messages.map((m) => [m.senderType, m.message])).toEqual([
      ['user', 'Any news?'],
      ['admin', 'Yes, see below'],
    ]);

    // 'Start Chat' from a browser that remembers nothing resumes the same room.
    const again = await api(t.baseUrl, 'POST', '/api/chat/room', { cookie: secondBrowser, body: { contactInfo: contact(account.email) } });
    expect(again.status).toBe(200);
    expect(obj(again)).toMatchObject({ id: room.id, sessionId: room.sessionId });
    expect((await roomsOf(token, account.id)).map((r) => r.id)).toEqual([room.id]);
  });

  it('finds no room for a client without one, nor a visitor’s room that used their email, and refuses without a session', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const cookie = await signInClient(t.baseUrl, account.email);
    const visitor = obj(await api(t.baseUrl, 'POST', '/api/chat/room', { body: { contactInfo: contact(account.email) } })) as Opened;

    expect(await ownChat(cookie)).toBeNull();
    expect((await api(t.baseUrl, 'GET', '/api/client/chat')).status).toBe(401);

    // The client's own new room is theirs alone; the visitor's stays anonymous.
    const own = obj(await api(t.baseUrl, 'POST', '/api/chat/room', { cookie, body: { contactInfo: contact(account.email) } })) as Opened;
    expect(own.id).not.toBe(visitor.id);
    expect(await ownChat(cookie)).toMatchObject({ id: own.id });
    const rooms = list(await api(t.baseUrl, 'GET', '/api/chat/admin/rooms', { token })) as ChatRoomSummary[];
    expect(rooms.find((r) => r.id === visitor.id)?.clientAccountId).toBeNull();
  });

  it('gives each client only their own room, and none once staff delete it', async () => {
    const token = await staff();
    const [a, b] = [await createClientAccount(t.baseUrl, token), await createClientAccount(t.baseUrl, token)];
    const [cookieA, cookieB] = [await signInClient(t.baseUrl, a.email), await signInClient(t.baseUrl, b.email)];
    const roomA = obj(await api(t.baseUrl, 'POST', '/api/chat/room', { cookie: cookieA, body: { contactInfo: contact(a.email) } })) as Opened;

    expect(await ownChat(cookieB)).toBeNull();
    // B naming A's session id gets a room of their own, not A's.
    const roomB = obj(
      await api(t.baseUrl, 'POST', '/api/chat/room', { cookie: cookieB, body: { sessionId: roomA.sessionId, contactInfo: contact(b.email) } }),
    ) as Opened;
    expect(roomB.id).not.toBe(roomA.id);
    expect(await ownChat(cookieB)).toMatchObject({ id: roomB.id });

    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    expect((await api(t.baseUrl, 'DELETE', `/api/chat/admin/room/${roomA.id}`, { token: adminToken })).status).toBe(204);
    expect(await ownChat(cookieA)).toBeNull();
  });
});
