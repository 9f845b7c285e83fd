import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  CHAT_MESSAGE_MAX,
  CHAT_SOCKET_PATH,
  SUPPORT_TEAM_NAME,
  type ChatMessage,
  type ChatRoomOpened,
  type ChatServerEvent,
  inboxOrder,
  inboxRank,
} from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { PHONE_DIGITS_MESSAGE } from '../../../contract/shared/fields';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { staffEndpoints } from '../../../contract/staff/endpoints';
import type { Database } from '../../platform/db/client';
import { chatMessages, chatRooms } from '../../platform/db/schema';
import {
  type ApiOptions,
  type ApiResponse,
  type AppOnDatabase,
  auditRows,
  callApi,
  createClientAccount,
  createTestStaff,
  HIGH_CHAT_LIMITS,
  messageOf,
  obj,
  signInClient,
  signInStaff,
  startAppOnDatabase,
  startTwoInstances,
  validAssessment,
} from '../../testing';

/**
 * Live chat through real HTTP and real WebSocket clients (`ws`) against a real database: two app
 * instances share it (A and B), as several instances behind a load balancer do in production.
 */

const LIMITS = HIGH_CHAT_LIMITS;
const EVENT_MS = 3_000;

let database: Database;
let a: AppOnDatabase;
let b: AppOnDatabase;
let closeInstances: () => Promise<void>;
let staffToken: string;
let staffEmail: string;
let staffPassword: string;
const sockets = new Set<ChatSocket>();

beforeAll(async () => {
  // B shares nothing in memory with A.
  ({ database, a, b, close: closeInstances } = await startTwoInstances(LIMITS));
  const staff = await createTestStaff(database.db, { firstName: 'Sam', lastName: 'Support', isAdmin: true });
  staffEmail = staff.email;
  staffPassword = staff.password;
  staffToken = await signInStaff(a.baseUrl, staff.email, staff.password);
});

afterEach(async () => {
  await Promise.all([...sockets].map((s) => s.close()));
  sockets.clear();
});

afterAll(async () => {
  await closeInstances?.();
});

// ---- helpers ---------------------------------------------------------------------------------

type Event = ChatServerEvent & Record<string, unknown>;

/** A `ws` client that keeps every event it received, so a wait never misses one that came early. */
class ChatSocket {
  readonly events: Event[] = [];
  closeCode: number | null = null;
  private readonly waiters = new Set<() => void>();
  private readonly closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.events.push(JSON.parse(String(raw)) as Event);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code) => {
        this.closeCode = code;
        for (const wake of this.waiters) wake();
        resolve(code);
      });
    });
  }

  send(event: unknown) {
    this.ws.send(JSON.stringify(event));
  }

  /** The first event (already received or still to come) matching `predicate`, within `ms`. */
  waitFor(predicate: (e: Event) => boolean, ms = EVENT_MS): Promise<Event> {
    return waitForEvent(this, predicate, ms);
  }

  count(predicate: (e: Event) => boolean): number {
    return this.events.filter(predicate).length;
  }

  waitForClose(ms = EVENT_MS): Promise<number> {
    return Promise.race([
      this.closed,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`socket not closed within ${ms} ms`)), ms)),
    ]);
  }

  /** @internal */
  addWaiter(wake: () => void) {
    this.waiters.add(wake);
    return () => this.waiters.delete(wake);
  }

  async close() {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.waitForClose().catch(() => this.ws.terminate());
  }
}

/** Resolves with the first event matching `predicate`, or rejects after `ms` (never waits unbounded). */
function waitForEvent(socket: ChatSocket, predicate: (e: Event) => boolean, ms = EVENT_MS): Promise<Event> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = socket.events.find(predicate);
      if (found) {
        done();
        resolve(found);
      } else if (socket.closeCode !== null) {
        done();
        reject(new Error(`socket closed (${socket.closeCode}) before the event; got ${JSON.stringify(socket.events)}`));
      }
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(socket.events)}`));
    }, ms);
    const remove = socket.addWaiter(check);
    const done = () => {
      clearTimeout(timer);
      remove();
    };
    check();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * "Nothing else arrived" is checked against a marker: every event reaches a socket through one bus
 * (PostgreSQL NOTIFY, delivered in commit order to each instance, then sent in that order), so once a
 * marker published after the action has arrived, anything the action sent would have arrived first.
 */

async function connect(app: AppOnDatabase, headers: Record<string, string> = {}): Promise<ChatSocket> {
  const ws = new WebSocket(`${app.baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, { headers });
  const socket = new ChatSocket(ws);
  sockets.add(socket);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return socket;
}

async function visitorSocket(app: AppOnDatabase, sessionId: string): Promise<ChatSocket> {
  const socket = await connect(app);
  socket.send({ type: 'join_room', sessionId });
  await socket.waitFor((e) => e.type === 'joined' && e.role === 'visitor');
  return socket;
}

async function staffSocket(app: AppOnDatabase, token = staffToken): Promise<ChatSocket> {
  const socket = await connect(app);
  socket.send({ type: 'join_admin', token });
  await socket.waitFor((e) => e.type === 'joined' && e.role === 'staff');
  return socket;
}

let contactSequence = 0;
function contact(overrides: Record<string, unknown> = {}) {
  contactSequence += 1;
  return {
    firstName: 'Vera',
    lastName: `Visitor${contactSequence}`,
    email: `vera.${contactSequence}@example.com`,
    phone: '+44 7700 900123',
    ...overrides,
  };
}

async function openRoom(
  app = a,
  body: BodyOf<typeof endpoints.openRoom> = { contactInfo: contact() },
  options: ApiOptions = {},
): Promise<ChatRoomOpened & { status: number }> {
  const reply = await callApi(app.baseUrl, endpoints.openRoom, { ...options, body });
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`room not opened: ${reply.status} ${reply.bytes.toString()}`);
  return { ...reply.reply(reply.status === 201 ? 201 : 200), status: reply.status };
}

function visitorPost(
  app: AppOnDatabase,
  sessionId: string,
  message: string,
  extra: Partial<BodyOf<typeof endpoints.postMessage>> = {},
  options: ApiOptions = {},
) {
  return callApi(app.baseUrl, endpoints.postMessage, { ...options, body: { sessionId, senderType: 'user', message, ...extra } });
}

async function visitorSays(app: AppOnDatabase, sessionId: string, message: string): Promise<ChatMessage> {
  return (await visitorPost(app, sessionId, message)).reply(201);
}

async function staffSays(app: AppOnDatabase, roomId: number, message: string): Promise<ChatMessage> {
  return (await callApi(app.baseUrl, endpoints.staffReply, { params: { id: roomId }, token: staffToken, body: { message } })).reply(201);
}

const visitorMessages = (app: AppOnDatabase, sessionId: string, { cookie, after }: { cookie?: string; after?: number } = {}) =>
  callApi(app.baseUrl, endpoints.visitorMessages, { cookie, params: { sessionId }, query: { after } });
const messagesOf = async (app: AppOnDatabase, sessionId: string, after?: number) => (await visitorMessages(app, sessionId, { after })).reply(200);

const storedMessages = (roomId: number) => database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));
const messageCount = async () =>
  Number(((await database.db.execute(sql`select count(*)::int as n from chat_messages`)) as unknown as { rows: { n: number }[] }).rows[0].n);

const isNewMessage = (id: number) => (e: Event) => e.type === 'new_message' && (e.message as ChatMessage | undefined)?.id === id;

async function adminRooms(app = a) {
  return (await callApi(app.baseUrl, endpoints.rooms, { token: staffToken })).reply(200);
}

async function staffOnline(app: AppOnDatabase): Promise<boolean> {
  return (await callApi(app.baseUrl, endpoints.status, {})).reply(200).staffOnline;
}

async function eventually(check: () => Promise<boolean>, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await sleep(50);
  }
}

// ---- rooms and session ids -------------------------------------------------------------------

describe('opening a room', () => {
  it('issues a random session id (session_ + at least 128 bits) that the client adopts, and resumes the same room with it', async () => {
    const first = await openRoom();
    const second = await openRoom();
    expect(first.status).toBe(201);
    expect(first.sessionId).toMatch(/^session_[A-Za-z0-9_-]+$/);
    expect(Buffer.from(first.sessionId.slice('session_'.length), 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.id).not.toBe(first.id);

    const resumed = await openRoom(a, { sessionId: first.sessionId, contactInfo: contact() });
    expect(resumed).toMatchObject({ status: 200, id: first.id, sessionId: first.sessionId });
    // Through the other instance too: the room lives in the database.
    expect(await openRoom(b, { sessionId: first.sessionId, contactInfo: contact() })).toMatchObject({ id: first.id, sessionId: first.sessionId });
  });

  it('does not adopt a session id the client invented: a new id is issued', async () => {
    const invented = `session_${Date.now()}_abc123`;
    const room = await openRoom(a, { sessionId: invented, contactInfo: contact() });
    expect(room.status).toBe(201);
    expect(room.sessionId).not.toBe(invented);
    expect(room.sessionId).toMatch(/^session_[A-Za-z0-9_-]{22,}$/);
    expect((await database.db.select().from(chatRooms).where(eq(chatRooms.sessionId, invented))).length).toBe(0);
  });

  it('validates the contact fields with the contract messages', async () => {
    const cases: [ReturnType<typeof contact>, string][] = [
      [contact({ firstName: '  ' }), 'First name is required'],
      [contact({ lastName: undefined }), 'Last name is required'],
      [contact({ email: 'not-an-email' }), 'Valid email is required'],
      [contact({ phone: '' }), 'Phone number is required'],
      [contact({ phone: '( )' }), PHONE_DIGITS_MESSAGE],
    ];
    const before = (await database.db.select().from(chatRooms)).length;
    for (const [contactInfo, message] of cases) {
      const reply = await callApi(a.baseUrl, endpoints.openRoom, { body: { contactInfo } });
      expect([reply.status, messageOf(reply)]).toEqual([400, message]);
    }
    expect((await callApi(a.baseUrl, endpoints.openRoom, { body: {} })).status).toBe(400);
    expect((await database.db.select().from(chatRooms)).length).toBe(before);
  });

  it("links a signed-in client's room to their account", async () => {
    const account = await createClientAccount(a.baseUrl, staffToken);
    const cookie = await signInClient(a.baseUrl, account.email);
    const room = await openRoom(a, { contactInfo: contact(), clientAccountId: 999_999 }, { cookie });
    const anonymous = await openRoom(a, { contactInfo: contact(), clientAccountId: account.id });
    const rooms = await adminRooms();
    expect(rooms.find((r) => r.id === room.id)?.clientAccountId).toBe(account.id);
    // The body's clientAccountId is not proof of anything.
    expect(rooms.find((r) => r.id === anonymous.id)?.clientAccountId).toBeNull();
  });

  it("opens a client's room only with that client's session: a shared computer's next user cannot read it", async () => {
    const account = await createClientAccount(a.baseUrl, staffToken);
    const cookie = await signInClient(a.baseUrl, account.email);
    const room = await openRoom(a, { contactInfo: contact() }, { cookie });
    await callApi(a.baseUrl, endpoints.postMessage, { cookie, body: { sessionId: room.sessionId, message: 'my case' } });
    expect((await visitorMessages(a, room.sessionId, { cookie })).status).toBe(200);
    expect((await visitorMessages(a, room.sessionId)).status).toBe(404);
    const stranger = await callApi(a.baseUrl, endpoints.postMessage, { body: { sessionId: room.sessionId, message: 'hi' } });
    expect(stranger.status).toBe(404);
    expect((await openRoom(a, { sessionId: room.sessionId, contactInfo: contact() })).sessionId).not.toBe(room.sessionId);
    const anonymousSocket = await connect(a);
    anonymousSocket.send({ type: 'join_room', sessionId: room.sessionId });
    expect((await anonymousSocket.waitFor((e) => e.type === 'error')).message).toBe('Chat not found');
    const ownSocket = await connect(a, { cookie });
    ownSocket.send({ type: 'join_room', sessionId: room.sessionId });
    expect((await ownSocket.waitFor((e) => e.type === 'joined')).sessionId).toBe(room.sessionId);
  });
});

// ---- messages over HTTP ----------------------------------------------------------------------

describe('visitor messages', () => {
  it('are trimmed; empty, whitespace-only and over-2000-character text is refused with 400 and not stored', async () => {
    const room = await openRoom();
    const trimmed = await visitorSays(a, room.sessionId, '   hello there \n ');
    expect(trimmed).toMatchObject({ roomId: room.id, senderType: 'user', message: 'hello there', isRead: false });
    expect(trimmed.senderName).toMatch(/^Vera Visitor\d+$/);

    for (const [text, message] of [
      ['', 'Message cannot be empty'],
      ['   \n\t ', 'Message cannot be empty'],
      ['x'.repeat(CHAT_MESSAGE_MAX + 1), `Message must be ${CHAT_MESSAGE_MAX} characters or less`],
    ] as const) {
      const reply = await visitorPost(a, room.sessionId, text);
      expect([reply.status, messageOf(reply)]).toEqual([400, message]);
    }
    expect((await visitorPost(a, room.sessionId, 'y'.repeat(CHAT_MESSAGE_MAX))).status).toBe(201);
    expect((await storedMessages(room.id)).map((m) => m.message.length)).toEqual([11, CHAT_MESSAGE_MAX]);
  });

  it("refuse senderType 'admin' from a visitor (403) and store nothing; a revoked staff token is refused too", async () => {
    const room = await openRoom();
    const before = await messageCount();
    const reply = await visitorPost(a, room.sessionId, 'I am the support team', { senderType: 'admin', senderName: SUPPORT_TEAM_NAME });
    expect(reply.status).toBe(403);
    expect(messageOf(reply)).toBeTruthy();
    const wrongToken = await visitorPost(a, room.sessionId, 'me too', { senderType: 'admin' }, { token: 'not-a-real-token' });
    expect(wrongToken.status).toBe(403);

    const revoked = await signInStaff(a.baseUrl, staffEmail, staffPassword);
    expect((await callApi(a.baseUrl, staffEndpoints.signOut, { token: revoked })).status).toBe(204);
    expect((await visitorPost(a, room.sessionId, 'after logout', { senderType: 'admin' }, { token: revoked })).status).toBe(403);
    expect(await messageCount()).toBe(before);

    // With a live staff token the same call speaks as the support team.
    const staffReply = await visitorPost(a, room.sessionId, 'Hello from staff', { senderType: 'admin' }, { token: staffToken });
    expect(staffReply.reply(201)).toMatchObject({ senderType: 'admin', senderName: SUPPORT_TEAM_NAME, message: 'Hello from staff' });
  });

  it("of another room can be read only with that room's session id (unknown id: 404)", async () => {
    const mine = await openRoom();
    const theirs = await openRoom();
    await visitorSays(a, theirs.sessionId, 'private words');
    expect((await messagesOf(a, mine.sessionId)).length).toBe(0);
    for (const guess of [`session_${'A'.repeat(22)}`, String(theirs.id), theirs.sessionId.slice(0, -1), 'session_']) {
      const reply = await visitorMessages(a, guess);
      expect([reply.status, messageOf(reply)]).toEqual([404, 'Chat not found']);
      expect((await visitorPost(a, guess, 'let me in')).status).toBe(404);
    }
    expect((await messagesOf(a, theirs.sessionId)).map((m) => m.message)).toEqual(['private words']);
  });

  it('keep a <script> message verbatim as text, stored and delivered', async () => {
    const text = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"`;
    const room = await openRoom();
    const staff = await staffSocket(a);
    const visitor = await visitorSocket(a, room.sessionId);
    const sent = await visitorSays(a, room.sessionId, text);
    expect(sent.message).toBe(text);
    expect(((await staff.waitFor(isNewMessage(sent.id))).message as ChatMessage).message).toBe(text);
    expect(((await visitor.waitFor(isNewMessage(sent.id))).message as ChatMessage).message).toBe(text);
    expect((await messagesOf(a, room.sessionId))[0].message).toBe(text);
    expect((await storedMessages(room.id))[0].message).toBe(text);
  });
});

// ---- sockets ---------------------------------------------------------------------------------

describe('live messages over the socket', () => {
  it('go visitor -> staff and staff -> visitor, shaped as the socket messages of the contract', async () => {
    const room = await openRoom();
    const visitor = await visitorSocket(a, room.sessionId);
    const staff = await staffSocket(a);

    const question = await visitorSays(a, room.sessionId, 'Is anyone there?');
    expect(await staff.waitFor(isNewMessage(question.id))).toEqual({ type: 'new_message', roomId: room.id, message: question });
    expect(await visitor.waitFor(isNewMessage(question.id))).toEqual({ type: 'new_message', sessionId: room.sessionId, message: question });

    const answer = await staffSays(a, room.id, 'Yes, how can we help?');
    expect(answer).toMatchObject({ senderType: 'admin', senderName: SUPPORT_TEAM_NAME });
    expect(await visitor.waitFor(isNewMessage(answer.id))).toEqual({ type: 'new_message', sessionId: room.sessionId, message: answer });
    expect(await staff.waitFor(isNewMessage(answer.id))).toEqual({ type: 'new_message', roomId: room.id, message: answer });
  });

  it('too big for one NOTIFY (8000 bytes) still arrive whole on every instance', async () => {
    // 2,000 characters that JSON escapes to six bytes each: the event travels by id and is read back.
    const text = `${'\u0001'.repeat(CHAT_MESSAGE_MAX - 3)}end`;
    const room = await openRoom();
    const visitor = await visitorSocket(a, room.sessionId);
    const staff = await staffSocket(b);
    const sent = await visitorSays(a, room.sessionId, text);
    expect(sent.message).toBe(text);
    expect((await staff.waitFor(isNewMessage(sent.id))).message).toEqual(sent);
    expect((await visitor.waitFor(isNewMessage(sent.id))).message).toEqual(sent);
  });

  it("reach only the room's own visitors", async () => {
    const mine = await openRoom();
    const other = await openRoom();
    const visitor = await visitorSocket(a, mine.sessionId);
    const otherVisitor = await visitorSocket(a, other.sessionId);
    const sent = await visitorSays(a, mine.sessionId, 'only mine');
    await visitor.waitFor(isNewMessage(sent.id));
    const marker = await visitorSays(a, other.sessionId, 'marker');
    await otherVisitor.waitFor(isNewMessage(marker.id));
    expect(otherVisitor.count(isNewMessage(sent.id))).toBe(0);
    expect(otherVisitor.count((e) => e.type === 'new_message')).toBe(1);
  });

  for (const [label, token] of [
    ['without a token', undefined],
    ['with a wrong token', 'wrong-token'],
    ['with a revoked token', 'revoked'],
  ] as const) {
    it(`refuse join_admin ${label} (error event, close 4401) and such a socket gets no messages`, async () => {
      let sentToken: string | undefined = token;
      if (token === 'revoked') {
        sentToken = await signInStaff(a.baseUrl, staffEmail, staffPassword);
        expect((await callApi(a.baseUrl, staffEndpoints.signOut, { token: sentToken })).status).toBe(204);
      }
      const room = await openRoom();
      const socket = await connect(a);
      socket.send(sentToken === undefined ? { type: 'join_admin' } : { type: 'join_admin', token: sentToken });
      const error = await socket.waitFor((e) => e.type === 'error');
      expect(error.message).toBe('Staff sign-in required');
      await visitorSays(a, room.sessionId, 'staff only');
      // The close frame comes after every event the server sent this socket: its events are now complete.
      expect(await socket.waitForClose()).toBe(4401);
      expect(socket.count((e) => e.type === 'new_message' || e.type === 'joined')).toBe(0);
    });
  }

  it('close a connection that floods events with 1008', async () => {
    const room = await openRoom();
    const socket = await visitorSocket(a, room.sessionId);
    for (let i = 0; i < 100; i += 1) socket.send({ type: 'ping' });
    expect(await socket.waitForClose()).toBe(1008);
  });

  it('refuse a join_room for an unknown session id', async () => {
    const socket = await connect(a);
    socket.send({ type: 'join_room', sessionId: 'session_made_up' });
    expect((await socket.waitFor((e) => e.type === 'error')).message).toBe('Chat not found');
    await visitorSays(a, (await openRoom()).sessionId, 'hello');
    // The same socket then joins a real room; that room's next message is the marker.
    const markerRoom = await openRoom();
    socket.send({ type: 'join_room', sessionId: markerRoom.sessionId });
    await socket.waitFor((e) => e.type === 'joined');
    const marker = await visitorSays(a, markerRoom.sessionId, 'marker');
    await socket.waitFor(isNewMessage(marker.id));
    expect(socket.count((e) => e.type === 'new_message')).toBe(1);
  });

  it('typing goes to the other side only, never echoed to the typist', async () => {
    const room = await openRoom();
    const visitor = await visitorSocket(a, room.sessionId);
    const staff = await staffSocket(a);

    visitor.send({ type: 'typing', sessionId: room.sessionId });
    expect(await staff.waitFor((e) => e.type === 'typing')).toEqual({ type: 'typing', roomId: room.id, from: 'user' });
    staff.send({ type: 'typing', roomId: room.id });
    expect(await visitor.waitFor((e) => e.type === 'typing')).toEqual({ type: 'typing', sessionId: room.sessionId, from: 'admin' });
    const marker = await staffSays(a, room.id, 'marker');
    await Promise.all([visitor.waitFor(isNewMessage(marker.id)), staff.waitFor(isNewMessage(marker.id))]);
    expect(visitor.count((e) => e.type === 'typing')).toBe(1);
    expect(staff.count((e) => e.type === 'typing')).toBe(1);
  });

  it('a visitor that drops and reconnects misses nothing and sees each message once', async () => {
    const room = await openRoom();
    const staff = await staffSocket(b);
    let visitor = await visitorSocket(a, room.sessionId);
    const before = await visitorSays(a, room.sessionId, 'before the drop');
    await visitor.waitFor(isNewMessage(before.id));
    const lastSeen = before.id;

    visitor.ws.terminate(); // the connection drops without a goodbye
    await visitor.waitForClose();
    const whileAway = [await staffSays(b, room.id, 'reply 1'), await staffSays(a, room.id, 'reply 2'), await staffSays(b, room.id, 'reply 3')];

    visitor = await visitorSocket(a, room.sessionId);
    const missed = await messagesOf(a, room.sessionId, lastSeen);
    expect(missed).toEqual(whileAway);
    const after = await staffSays(b, room.id, 'after the reconnect');
    await visitor.waitFor(isNewMessage(after.id));
    // Everything in order, each once: what the widget shows after merging both.
    expect((await messagesOf(a, room.sessionId)).map((m) => m.message)).toEqual([
      'before the drop',
      'reply 1',
      'reply 2',
      'reply 3',
      'after the reconnect',
    ]);
    const marker = await staffSays(b, room.id, 'marker');
    await Promise.all([visitor.waitFor(isNewMessage(marker.id)), staff.waitFor(isNewMessage(marker.id))]);
    expect(visitor.count(isNewMessage(after.id))).toBe(1);
    expect(visitor.count(isNewMessage(marker.id))).toBe(1);
    expect(visitor.count(isNewMessage(before.id))).toBe(0);
    // A reply stored on the other instance just before the reconnect may still reach the new socket
    // live (its notification crosses instances): once at most, and the widget merges it by id.
    for (const m of whileAway) expect(visitor.count(isNewMessage(m.id))).toBeLessThanOrEqual(1);
    for (const m of [before, ...whileAway, after]) expect(staff.count(isNewMessage(m.id))).toBe(1);
  });
});

describe('two instances on one database', () => {
  it('a visitor on A and staff on B both see each message exactly once', async () => {
    const room = await openRoom(a);
    const visitor = await visitorSocket(a, room.sessionId);
    const staff = await staffSocket(b);

    const sent: ChatMessage[] = [];
    for (let i = 0; i < 3; i += 1) {
      sent.push(await visitorSays(a, room.sessionId, `visitor ${i}`));
      sent.push(await staffSays(b, room.id, `staff ${i}`));
    }
    for (const m of sent) {
      await visitor.waitFor(isNewMessage(m.id));
      await staff.waitFor(isNewMessage(m.id));
    }
    // One message from each instance, after the rest: a second copy of any earlier one would come first.
    const markers = [await visitorSays(a, room.sessionId, 'marker a'), await staffSays(b, room.id, 'marker b')];
    for (const m of markers) await Promise.all([visitor.waitFor(isNewMessage(m.id)), staff.waitFor(isNewMessage(m.id))]);
    for (const m of sent) {
      expect(visitor.count(isNewMessage(m.id))).toBe(1);
      expect(staff.count(isNewMessage(m.id))).toBe(1);
    }
    expect(visitor.count((e) => e.type === 'new_message')).toBe(sent.length + markers.length);
    expect(staff.count((e) => e.type === 'new_message' && e.roomId === room.id)).toBe(sent.length + markers.length);
  });
});

describe('many messages at once', () => {
  it('are stored together in batches, each answered with its own message and delivered once', async () => {
    const rooms = [await openRoom(a), await openRoom(a), await openRoom(a)];
    const visitors = await Promise.all(rooms.map((r) => visitorSocket(a, r.sessionId)));
    const staff = await staffSocket(b);
    // Sent without waiting: while one is being stored the rest queue and go in one statement.
    const texts = Array.from({ length: 24 }, (_, i) => ({ room: rooms[i % 3], text: `burst ${i}` }));
    const replies = await Promise.all(texts.map(({ room, text }) => visitorPost(a, room.sessionId, text)));
    const sent = replies.map((reply) => reply.reply(201));
    expect(sent.map((m) => m.message)).toEqual(texts.map((t) => t.text));
    expect(sent.map((m) => m.roomId)).toEqual(texts.map((t) => t.room.id));
    expect(new Set(sent.map((m) => m.id)).size).toBe(sent.length);
    for (const m of sent) await staff.waitFor(isNewMessage(m.id));
    for (const [i, room] of rooms.entries()) {
      const own = sent.filter((m) => m.roomId === room.id);
      for (const m of own) await visitors[i].waitFor(isNewMessage(m.id));
      // The room's history holds each exactly once, as answered.
      const history = await messagesOf(a, room.sessionId);
      expect(history.map((m) => [m.id, m.message]).sort()).toEqual(own.map((m) => [m.id, m.message]).sort());
    }
    for (const m of sent) expect(staff.count(isNewMessage(m.id))).toBe(1);
  });

  it("sent together: a message for a room that is not there, or not the sender's, is a 404 and the others are stored", async () => {
    const open = await openRoom(a);
    const account = await createClientAccount(a.baseUrl, staffToken);
    const cookie = await signInClient(a.baseUrl, account.email);
    const own = await openRoom(a, {}, { cookie });
    const sends = [
      visitorPost(a, open.sessionId, 'first'),
      visitorPost(a, 'session_not_a_room_at_all', 'lost'),
      visitorPost(a, own.sessionId, 'not mine'),
      visitorPost(a, own.sessionId, 'mine', {}, { cookie }),
      visitorPost(a, open.sessionId, 'last'),
    ];
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual([201, 404, 404, 201, 201]);
    expect(messageOf(replies[1])).toBe('Chat not found');
    expect(replies.filter((r) => r.status === 201).map((r) => r.reply(201).message)).toEqual(['first', 'mine', 'last']);
    expect((await storedMessages(open.id)).map((m) => m.message)).toEqual(['first', 'last']);
    // A client's room speaks with their account's name: this account has none, so its email.
    expect((await storedMessages(own.id)).map((m) => [m.message, m.senderName])).toEqual([['mine', account.email]]);
  });
});

// ---- staff inbox -----------------------------------------------------------------------------

describe('staff inbox', () => {
  it('opening a room marks its visitor messages read and the visitor gets seen {upToId}', async () => {
    const room = await openRoom();
    const visitor = await visitorSocket(a, room.sessionId);
    await visitorSays(a, room.sessionId, 'one');
    const last = await visitorSays(a, room.sessionId, 'two');
    expect((await adminRooms()).find((r) => r.id === room.id)?.unreadCount).toBe(2);

    const opened = await callApi(b.baseUrl, endpoints.roomMessages, { params: { id: room.id }, token: staffToken });
    expect(opened.reply(200).map((m) => m.message)).toEqual(['one', 'two']);
    expect(await visitor.waitFor((e) => e.type === 'seen')).toEqual({ type: 'seen', sessionId: room.sessionId, upToId: last.id });
    expect((await storedMessages(room.id)).every((m) => m.isRead)).toBe(true);
    expect((await adminRooms()).find((r) => r.id === room.id)?.unreadCount).toBe(0);
  });

  it('lists rooms with contact details, unreadCount, lastMessage and lastActivityAt, unread first and then newest activity', async () => {
    const older = await openRoom(a, {
      contactInfo: contact({ firstName: 'Olive', lastName: 'Older', email: 'Olive@Example.com', phone: '0123 456' }),
    });
    const newer = await openRoom();
    await visitorSays(a, older.sessionId, 'first');
    await visitorSays(a, newer.sessionId, 'second');
    await sleep(20);
    const latest = await visitorSays(a, older.sessionId, 'latest');

    const rooms = await adminRooms();
    const index = (id: number) => rooms.findIndex((r) => r.id === id);
    expect(index(older.id)).toBeLessThan(index(newer.id));
    // Decision 036: rooms with unread visitor messages first (a client's before a visitor's), each rank newest activity first.
    expect(rooms.map((r) => r.id)).toEqual([...rooms].sort(inboxOrder).map((r) => r.id));
    expect(rooms.map(inboxRank)).toEqual(rooms.map(inboxRank).sort());
    expect(rooms[index(older.id)]).toMatchObject({
      sessionId: older.sessionId,
      contactFirstName: 'Olive',
      contactLastName: 'Older',
      contactEmail: 'olive@example.com',
      contactPhone: '0123 456',
      clientAccountId: null,
      unreadCount: 2,
      lastMessage: latest,
      lastActivityAt: latest.createdAt,
    });
  });

  it('deletes a room and its messages, audited, and the visitor socket gets room_deleted', async () => {
    const room = await openRoom();
    await visitorSays(a, room.sessionId, 'delete me');
    const visitor = await visitorSocket(a, room.sessionId);
    const staff = await staffSocket(b);

    const deleteRoom = () => callApi(b.baseUrl, endpoints.deleteRoom, { params: { id: room.id }, token: staffToken });
    expect((await deleteRoom()).status).toBe(204);
    expect(await visitor.waitFor((e) => e.type === 'room_deleted')).toEqual({ type: 'room_deleted', sessionId: room.sessionId });
    expect(await staff.waitFor((e) => e.type === 'room_deleted')).toEqual({ type: 'room_deleted', roomId: room.id });
    expect(await storedMessages(room.id)).toEqual([]);
    expect((await database.db.select().from(chatRooms).where(eq(chatRooms.id, room.id))).length).toBe(0);
    expect((await visitorMessages(a, room.sessionId)).status).toBe(404);
    const audit = await auditRows(database.db, 'chat_room', room.id);
    expect(audit.map((r) => r.action)).toEqual(['chat_room.deleted']);
    expect(audit[0].actor_user_id).toEqual(expect.any(Number));
    expect((await deleteRoom()).status).toBe(404);
  });

  it('a chat taken away by erasing its lead leaves open staff inboxes and the visitor widget at once, on every instance', async () => {
    const details = contact();
    const room = await openRoom(a, { contactInfo: details });
    await visitorSays(a, room.sessionId, 'my case');
    const lead = obj(await callApi(a.baseUrl, intakeEndpoints.submitAssessment, { body: validAssessment({ email: details.email }) }));
    const visitor = await visitorSocket(b, room.sessionId);
    const staff = await staffSocket(a);
    const otherStaff = await staffSocket(b);

    expect((await callApi(b.baseUrl, leadEndpoints.erase, { params: { id: lead.id as number }, token: staffToken })).status).toBe(204);
    expect(await visitor.waitFor((e) => e.type === 'room_deleted')).toEqual({ type: 'room_deleted', sessionId: room.sessionId });
    expect(await staff.waitFor((e) => e.type === 'room_deleted')).toEqual({ type: 'room_deleted', roomId: room.id });
    expect(await otherStaff.waitFor((e) => e.type === 'room_deleted')).toEqual({ type: 'room_deleted', roomId: room.id });
    expect((await adminRooms()).map((r) => r.id)).not.toContain(room.id);
  });

  it('every staff inbox endpoint answers 401 without a live staff token and changes nothing', async () => {
    const room = await openRoom();
    await visitorSays(a, room.sessionId, 'unread');
    const revoked = await signInStaff(a.baseUrl, staffEmail, staffPassword);
    await callApi(a.baseUrl, staffEndpoints.signOut, { token: revoked });
    const params = { id: room.id };
    const calls: [{ method: string; path: string }, (token?: string) => Promise<ApiResponse>][] = [
      [endpoints.rooms, (token) => callApi(a.baseUrl, endpoints.rooms, { token })],
      [endpoints.roomMessages, (token) => callApi(a.baseUrl, endpoints.roomMessages, { params, token })],
      [endpoints.staffReply, (token) => callApi(a.baseUrl, endpoints.staffReply, { params, token, body: { message: 'hi' } })],
      [endpoints.deleteRoom, (token) => callApi(a.baseUrl, endpoints.deleteRoom, { params, token })],
    ];
    for (const [{ method, path }, call] of calls) {
      for (const token of [undefined, 'wrong', revoked]) {
        const reply = await call(token);
        expect([method, path, token === revoked ? 'revoked' : token, reply.status]).toEqual([
          method,
          path,
          token === revoked ? 'revoked' : token,
          401,
        ]);
      }
    }
    const stored = await storedMessages(room.id);
    expect(stored.map((m) => [m.message, m.isRead])).toEqual([['unread', false]]);
  });
});

describe('presence', () => {
  it('staffOnline is false with no staff socket, true once one joined on any instance, false again after it closes', async () => {
    // Other tests' staff sockets are closed after each test; their instances report it at once.
    expect(await eventually(async () => !(await staffOnline(a)) && !(await staffOnline(b)))).toBe(true);
    const room = await openRoom();
    expect(room.staffOnline).toBe(false);
    const visitor = await visitorSocket(a, room.sessionId);
    expect(await visitor.waitFor((e) => e.type === 'presence')).toEqual({ type: 'presence', staffOnline: false });

    const staff = await staffSocket(b);
    // B records its staff count right after answering 'joined'; every instance reads it from the database.
    expect(await eventually(async () => (await staffOnline(a)) && (await staffOnline(b)), 2_000)).toBe(true);
    expect((await openRoom(a, { sessionId: room.sessionId, contactInfo: contact() })).staffOnline).toBe(true);

    await staff.close();
    expect(await eventually(async () => !(await staffOnline(a)))).toBe(true);
  });
});

describe('rate limits', () => {
  it('sending a message is limited per address (429 past CHAT_MESSAGE_RATE_LIMIT_MAX)', async () => {
    const limited = await startAppOnDatabase(database, { ...LIMITS, CHAT_MESSAGE_RATE_LIMIT_MAX: '3' });
    try {
      const room = await openRoom(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await visitorPost(limited, room.sessionId, `message ${i}`)).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await storedMessages(room.id)).length).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
