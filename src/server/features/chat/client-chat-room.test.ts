import { describe, expect, it } from 'vitest';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import {
  callApi,
  createClientAccount,
  createTestStaff,
  HIGH_RATE_LIMITS,
  HIGH_SIGN_IN_LIMITS,
  setUpTestApp,
  signInClient,
  signInStaff,
} from '../../testing';

/**
 * A signed-in client's chat is found from their session, in any browser: the room the server
 * linked to their account, never one a browser names, nor a visitor's room that used their email.
 */

const t = setUpTestApp({ ...HIGH_SIGN_IN_LIMITS, ...HIGH_RATE_LIMITS });
const contact = (email: string) => ({ firstName: 'Cara', lastName: 'Client', email, phone: '+44 7700 900123' });

async function staff() {
  const member = await createTestStaff(t.database.db, { isAdmin: true });
  return signInStaff(t.baseUrl, member.email, member.password);
}

const clientChat = (cookie?: string) => callApi(t.baseUrl, endpoints.clientChat, { cookie });
const ownChat = async (cookie: string) => (await clientChat(cookie)).reply(200).room;
const allRooms = async (token: string) => (await callApi(t.baseUrl, endpoints.rooms, { token })).reply(200);
const roomsOf = async (token: string, accountId: number) => (await allRooms(token)).filter((room) => room.clientAccountId === accountId);
const openRoom = (cookie: string | undefined, email: string, sessionId?: string) =>
  callApi(t.baseUrl, endpoints.openRoom, { cookie, body: { sessionId, contactInfo: contact(email) } });

describe("a signed-in client's own chat, found and opened", () => {
  it('opens one room when the client presses Start Chat in two places at once', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const cookie = await signInClient(t.baseUrl, account.email);
    const replies = await Promise.all(Array.from({ length: 4 }, () => openRoom(cookie, account.email)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.reply(reply.status === 201 ? 201 : 200).id)).size).toBe(1);
    expect(await roomsOf(token, account.id)).toHaveLength(1);
  });

  it('reopens the client’s room with the waiting reply after they sign in again elsewhere, and never opens a second one', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const firstBrowser = await signInClient(t.baseUrl, account.email);
    const room = (await openRoom(firstBrowser, account.email)).reply(201);
    await callApi(t.baseUrl, endpoints.postMessage, { cookie: firstBrowser, body: { sessionId: room.sessionId, message: 'Any news?' } });
    const answered = await callApi(t.baseUrl, endpoints.staffReply, { params: { id: room.id }, token, body: { message: 'Yes, see below' } });
    expect(answered.status).toBe(201);

    // A new browser: a new session, nothing stored.
    const secondBrowser = await signInClient(t.baseUrl, account.email);
    const found = await ownChat(secondBrowser);
    expect(found).toMatchObject({ id: room.id, sessionId: room.sessionId, staffOnline: false });
    const messages = (await callApi(t.baseUrl, endpoints.visitorMessages, { params: { sessionId: room.sessionId }, cookie: secondBrowser })).reply(
      200,
    );
    expect(messages.map((m) => [m.senderType, m.message])).toEqual([
      ['user', 'Any news?'],
      ['admin', 'Yes, see below'],
    ]);

    // 'Start Chat' from a browser that remembers nothing resumes the same room.
    const again = await openRoom(secondBrowser, account.email);
    expect(again.reply(200)).toMatchObject({ id: room.id, sessionId: room.sessionId });
    expect((await roomsOf(token, account.id)).map((r) => r.id)).toEqual([room.id]);
  });

  it('finds no room for a client without one, nor a visitor’s room that used their email, and refuses without a session', async () => {
    const token = await staff();
    const account = await createClientAccount(t.baseUrl, token);
    const cookie = await signInClient(t.baseUrl, account.email);
    const visitor = (await openRoom(undefined, account.email)).reply(201);

    expect(await ownChat(cookie)).toBeNull();
    expect((await clientChat()).status).toBe(401);

    // The client's own new room is theirs alone; the visitor's stays anonymous.
    const own = (await openRoom(cookie, account.email)).reply(201);
    expect(own.id).not.toBe(visitor.id);
    expect(await ownChat(cookie)).toMatchObject({ id: own.id });
    const rooms = await allRooms(token);
    expect(rooms.find((r) => r.id === visitor.id)?.clientAccountId).toBeNull();
  });

  it('gives each client only their own room, and none once staff delete it', async () => {
    const token = await staff();
    const [a, b] = [await createClientAccount(t.baseUrl, token), await createClientAccount(t.baseUrl, token)];
    const [cookieA, cookieB] = [await signInClient(t.baseUrl, a.email), await signInClient(t.baseUrl, b.email)];
    const roomA = (await openRoom(cookieA, a.email)).reply(201);

    expect(await ownChat(cookieB)).toBeNull();
    // B naming A's session id gets a room of their own, not A's.
    const roomB = (await openRoom(cookieB, b.email, roomA.sessionId)).reply(201);
    expect(roomB.id).not.toBe(roomA.id);
    expect(await ownChat(cookieB)).toMatchObject({ id: roomB.id });

    const admin = await createTestStaff(t.database.db, { isAdmin: true });
    const adminToken = await signInStaff(t.baseUrl, admin.email, admin.password);
    expect((await callApi(t.baseUrl, endpoints.deleteRoom, { params: { id: roomA.id }, token: adminToken })).status).toBe(204);
    expect(await ownChat(cookieA)).toBeNull();
  });
});
