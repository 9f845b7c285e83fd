import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { CHAT_SOCKET_PATH } from '../../../contract/chat/messages';
import { callApi, createTestStaff, quickClient, signInStaff, startAppWithMail, type FakeSmtp, type TestApp } from '../../testing';

let smtp: FakeSmtp;
let open: TestApp;
let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

async function start(awayMinutes: number) {
  ({ smtp, open, close } = await startAppWithMail({ CHAT_AWAY_MINUTES: String(awayMinutes) }));
  const staff = await createTestStaff(open.database.db);
  const token = await signInStaff(open.baseUrl, staff.email, staff.password);
  const client = await quickClient(open.database.db);
  const room = (
    await callApi(open.baseUrl, endpoints.openRoom, {
      cookie: client.cookie,
      body: { contactInfo: { firstName: 'Cara', lastName: 'Client', email: client.email, phone: '+44 7700 900123' } },
    })
  ).reply(201);
  await callApi(open.baseUrl, endpoints.postMessage, {
    cookie: client.cookie,
    body: { sessionId: room.sessionId, message: 'Any news on my case?' },
  });
  const reply = (message: string) => callApi(open.baseUrl, endpoints.staffReply, { params: { id: room.id }, token, body: { message } });
  const waiting = async () =>
    (
      (await open.database.db.execute(
        sql`select count(*)::int as n from mail_outbox where kind = 'chat_reply' and status = 'queued'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n;
  const read = (cookie?: string, sessionId = room.sessionId) => callApi(open.baseUrl, endpoints.visitorRead, { params: { sessionId }, cookie });
  return { client, room, reply, waiting, read };
}

describe("a staff reply in a client's chat while the client is away", () => {
  it('emails the client once that a reply waits, without the chat text', async () => {
    const { client, reply } = await start(0);
    expect((await reply('We have written to your bank about the transfer ref 99812.')).status).toBe(201);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(client.email)).length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes(client.email));
    expect(mail?.text).toContain('replied to your chat message while you were away');
    expect(mail?.text).not.toContain('99812');
    expect(mail?.text).toMatch(/never ask you to pay/i);
  });

  it('waits CHAT_AWAY_MINUTES, queues one notice for several replies, and withdraws it when the client reads them in the open chat', async () => {
    const { client, room, reply, waiting, read } = await start(10);
    await reply('First answer');
    await reply('Second answer');
    expect(await waiting()).toBe(1);
    // Loading the conversation (the dashboard keeps the folded chat loaded) is not reading it.
    const loaded = await callApi(open.baseUrl, endpoints.visitorMessages, { params: { sessionId: room.sessionId }, cookie: client.cookie });
    expect(loaded.status).toBe(200);
    expect(await waiting()).toBe(1);
    expect((await read(client.cookie)).status).toBe(204);
    expect(await waiting()).toBe(0);
    // A later reply while they are away again waits anew.
    await reply('Third answer');
    expect(await waiting()).toBe(1);
  });

  it('is not withdrawn by a reply reaching a connected chat, only by reading it', async () => {
    const { client, room, reply, waiting, read } = await start(10);
    const ws = new WebSocket(`${open.baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, { headers: { cookie: client.cookie } });
    const events: { type: string; message?: { message: string } }[] = [];
    ws.on('message', (raw) => events.push(JSON.parse(String(raw))));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    try {
      ws.send(JSON.stringify({ type: 'join_room', sessionId: room.sessionId }));
      await expect.poll(() => events.some((e) => e.type === 'joined')).toBe(true);
      await reply('Answer while your chat is folded away');
      await expect
        .poll(() => events.some((e) => e.type === 'new_message' && e.message?.message === 'Answer while your chat is folded away'))
        .toBe(true);
      expect(await waiting()).toBe(1);
      expect((await read(client.cookie)).status).toBe(204);
      expect(await waiting()).toBe(0);
    } finally {
      ws.close();
    }
  });

  it("only the client's own session reads their room: anyone else gets a 404 and the notice stays", async () => {
    const { reply, waiting, read } = await start(10);
    await reply('For the client only');
    const stranger = await read();
    expect(stranger.status).toBe(404);
    const other = await quickClient(open.database.db);
    expect((await read(other.cookie)).status).toBe(404);
    expect((await read(undefined, 'no-such-room')).status).toBe(404);
    expect(await waiting()).toBe(1);
  });
});
