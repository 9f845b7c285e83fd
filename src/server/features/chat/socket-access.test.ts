import { accountEndpoints, clientAccountEndpoints } from '../../../contract/accounts/endpoints';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { CHAT_SOCKET_PATH } from '../../../contract/chat/messages';
import { staffEndpoints } from '../../../contract/staff/endpoints';
import { queryRows } from '../../platform/db/client';
import {
  type AppOnDatabase,
  ChatSocket,
  callApi,
  createTestStaff,
  quickClient,
  signInStaff,
  startAppOnDatabase,
  startTestApp,
  type TestApp,
} from '../../testing';

// Who may hold a chat socket: only pages of the site itself open one, and a staff member or client whose
// sign-in ends stops receiving on every open socket at once (not at the next 30-second heartbeat).
let open: TestApp; // PUBLIC_URL unset: the site is whatever host the request came to
let published: AppOnDatabase; // PUBLIC_URL set, on the same database (another instance)
const PUBLIC_URL = 'https://help.example.org';

beforeAll(async () => {
  open = await startTestApp();
  published = await startAppOnDatabase(open.database, { PUBLIC_URL });
});

afterAll(async () => {
  await published?.close();
  await open?.close();
});

const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;

/** Opens the chat socket with `origin` (or none): 'open', or the HTTP status the upgrade was refused with. */
function tryOpen(baseUrl: string, origin?: string): Promise<'open' | number> {
  const ws = new WebSocket(socketUrl(baseUrl), origin === undefined ? {} : { headers: { origin } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

describe('the Origin of a socket', () => {
  it('without PUBLIC_URL: a page on the host the request came to may open it, no other', async () => {
    const host = new URL(open.baseUrl).host;
    expect(await tryOpen(open.baseUrl, `http://${host}`)).toBe('open');
    expect(await tryOpen(open.baseUrl, `https://${host}`)).toBe('open');
    // Not a browser's page: nothing to protect (browsers always send Origin on a WebSocket).
    expect(await tryOpen(open.baseUrl)).toBe('open');
    for (const foreign of ['http://evil.example', `http://${host}.evil.example`, 'http://127.0.0.1:1', 'null', 'file://', 'not a url']) {
      expect(await tryOpen(open.baseUrl, foreign), foreign).toBe(403);
    }
  });

  it("with PUBLIC_URL: only that origin's pages", async () => {
    expect(await tryOpen(published.baseUrl, PUBLIC_URL)).toBe('open');
    for (const foreign of [
      `http://${new URL(published.baseUrl).host}`,
      'http://help.example.org',
      'https://help.example.org.evil.example',
      'https://evil.example',
    ]) {
      expect(await tryOpen(published.baseUrl, foreign), foreign).toBe(403);
    }
  });
});

describe('a staff member signing out', () => {
  it('closes their open chat sockets at once, on every instance', async () => {
    const member = await createTestStaff(open.database.db);
    const socketToken = await signInStaff(open.baseUrl, member.email, member.password);
    const ws = new WebSocket(socketUrl(open.baseUrl));
    const events: string[] = [];
    ws.on('message', (data) => events.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ type: 'join_admin', token: socketToken }));
    await expect.poll(() => events.some((e) => e.includes('"joined"'))).toBe(true);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // Signed out through the other instance.
    const started = Date.now();
    expect((await callApi(published.baseUrl, staffEndpoints.signOut, { token: socketToken })).status).toBe(204);
    expect(await closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe("a client's session ending", () => {
  /** A signed-in client, their chat room, and a socket of theirs joined to it. */
  async function clientInTheirChat() {
    const client = await quickClient(open.database.db);
    const { id: roomId, sessionId } = (await callApi(open.baseUrl, endpoints.openRoom, { cookie: client.cookie, body: {} })).reply(201);
    const socket = await ChatSocket.open(open.baseUrl, { cookie: client.cookie });
    socket.send({ type: 'join_room', sessionId });
    await socket.waitFor((e) => e.type === 'joined');
    return { client, roomId, sessionId, socket };
  }

  const staffAdmin = async () => {
    const admin = await createTestStaff(open.database.db, { isAdmin: true });
    return signInStaff(open.baseUrl, admin.email, admin.password);
  };

  it.each([
    [
      'signs out (on another instance)',
      async (client: { id: number; cookie: string }) => {
        expect((await callApi(published.baseUrl, clientAccountEndpoints.signOut, { cookie: client.cookie })).status).toBe(204);
      },
    ],
    [
      'is deactivated by staff',
      async (client: { id: number; cookie: string }) => {
        const token = await staffAdmin();
        const reply = await callApi(published.baseUrl, accountEndpoints.update, { params: { id: client.id }, token, body: { isActive: false } });
        expect(reply.status, reply.text).toBe(200);
      },
    ],
  ])('closes their open chat socket at once when the client %s, and it cannot join again', async (_how, end) => {
    const { client, roomId, sessionId, socket } = await clientInTheirChat();
    // A second tab's socket, open but not yet in the chat.
    const other = await ChatSocket.open(open.baseUrl, { cookie: client.cookie });
    const started = Date.now();
    await end(client);
    await socket.waitForClose(2_000);
    expect(socket.closeCode).toBe(4401);
    expect(Date.now() - started).toBeLessThan(2_000);

    other.send({ type: 'join_room', sessionId });
    expect((await other.waitFor((e) => e.type === 'error')).message).toBe('Chat not found');
    const token = await staffAdmin();
    expect((await callApi(open.baseUrl, endpoints.staffReply, { params: { id: roomId }, token, body: { message: 'After sign-out' } })).status).toBe(
      201,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.events.some((e) => e.type === 'new_message')).toBe(false);
    await other.close();
  });

  it("leaves another client's socket open", async () => {
    const leaving = await clientInTheirChat();
    const staying = await clientInTheirChat();
    expect((await callApi(open.baseUrl, clientAccountEndpoints.signOut, { cookie: leaving.client.cookie })).status).toBe(204);
    await leaving.socket.waitForClose(2_000);
    const token = await staffAdmin();
    const reply = await callApi(open.baseUrl, endpoints.staffReply, { params: { id: staying.roomId }, token, body: { message: 'Still here' } });
    expect(reply.status).toBe(201);
    await staying.socket.waitFor((e) => e.type === 'new_message');
    expect(staying.socket.closed).toBe(false);
    await staying.socket.close();
  });
});

describe("a staff member's open chat socket", () => {
  it('does not keep their sign-in alive: checking it again is not a use', async () => {
    const member = await createTestStaff(open.database.db);
    const token = await signInStaff(open.baseUrl, member.email, member.password);
    const socket = await ChatSocket.staff(open.baseUrl, token);
    // Last used two minutes ago, so a use would move its expiry forward.
    await open.database.db.execute(
      sql`update staff_tokens set last_used_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour' where user_id = ${member.id} and revoked_at is null`,
    );
    const expiry = async () =>
      (
        await queryRows<{ expires_at: string }>(
          open.database.db,
          sql`select expires_at::text from staff_tokens where user_id = ${member.id} and revoked_at is null`,
        )
      )[0]?.expires_at;
    const before = await expiry();
    // Another member signing out makes every instance check its staff sockets again.
    const other = await createTestStaff(open.database.db);
    const otherToken = await signInStaff(open.baseUrl, other.email, other.password);
    const otherSocket = await ChatSocket.staff(open.baseUrl, otherToken);
    expect((await callApi(open.baseUrl, staffEndpoints.signOut, { token: otherToken })).status).toBe(204);
    await otherSocket.waitForClose(2_000);
    // The recheck of this member's socket runs alongside; give its write (were it a use) time to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.closed).toBe(false);
    expect(await expiry()).toBe(before);
    await socket.close();
  });
});
