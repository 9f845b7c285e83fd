import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_LINK_EXPIRED, CHAT_LINK_FRAGMENT, CHAT_ROOMS_TOTAL_HEADER } from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import {
  ChatSocket,
  callApi,
  createTestStaff,
  type FakeSmtp,
  messageOf,
  signInStaff,
  startAppWithMail,
  unchecked,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../testing';

let smtp: FakeSmtp;
let open: TestApp;
let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

const LIMITS = { CHAT_ROOM_RATE_LIMIT_MAX: '100000', CHAT_MESSAGE_RATE_LIMIT_MAX: '100000' };
let sequence = 0;

async function start(awayMinutes = 10) {
  ({ smtp, open, close } = await startAppWithMail({ ...LIMITS, CHAT_AWAY_MINUTES: String(awayMinutes) }));
  const staff = await createTestStaff(open.database.db);
  const token = await signInStaff(open.baseUrl, staff.email, staff.password);
  return { token };
}

async function visitorRoom() {
  sequence += 1;
  const email = `vera.${sequence}@example.com`;
  const room = (
    await callApi(open.baseUrl, endpoints.openRoom, {
      body: { contactInfo: { firstName: 'Vera', lastName: 'Visitor', email, phone: '+44 7700 900123' } },
    })
  ).reply(201);
  await callApi(open.baseUrl, endpoints.postMessage, { body: { sessionId: room.sessionId, message: 'Can you help me?' } });
  return { ...room, email };
}

const reply = (token: string, roomId: number, message: string) =>
  callApi(open.baseUrl, endpoints.staffReply, { params: { id: roomId }, token, body: { message } });

async function outbox(email: string) {
  const rows = (await open.database.db.execute(
    sql`select status, next_attempt_at > now() + interval '1 minute' as later from mail_outbox where to_address = ${email} and kind = 'chat_reply_visitor'`,
  )) as unknown as { rows: { status: string; later: boolean }[] };
  return rows.rows;
}

const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

/** The one-time token of the chat link in the `nth` email to `email`. */
async function linkToken(email: string, nth = 0): Promise<string> {
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBeGreaterThan(nth);
  const text = mailTo(email)[nth].text;
  const found = new RegExp(`${TEST_PUBLIC_URL.replace(/[.]/g, '\\.')}/#${CHAT_LINK_FRAGMENT}(\\S+)`).exec(text);
  if (!found) throw new Error(`no chat link in: ${text}`);
  return found[1];
}

const useLink = (token: string) => callApi(open.baseUrl, endpoints.openFromLink, { body: { token } });

describe('a staff reply to a visitor who started a chat with their email', () => {
  it('emails them at once when no widget of theirs is connected: "A reply is waiting", a link, no chat text, the no-fee warning', async () => {
    const { token } = await start();
    const room = await visitorRoom();
    expect((await reply(token, room.id, 'Your bank reference is 55123.')).status).toBe(201);
    const link = await linkToken(room.email);
    const mail = mailTo(room.email)[0];
    expect(mail.subject).toMatch(/A reply is waiting$/);
    expect(mail.text).not.toContain('55123');
    expect(mail.text).not.toContain('Can you help me');
    expect(mail.text).toMatch(/never ask you to pay/i);
    expect(link.length).toBeGreaterThan(20);
    // Several replies while they are away: one email waits at a time.
    await reply(token, room.id, 'And another thing.');
    expect((await outbox(room.email)).filter((m) => m.status === 'queued').length).toBeLessThanOrEqual(1);
  });

  it('while a widget of theirs is connected, waits CHAT_AWAY_MINUTES, and is withdrawn when they read the reply', async () => {
    const { token } = await start(10);
    const room = await visitorRoom();
    const widget = await ChatSocket.visitor(open.baseUrl, room.sessionId);
    try {
      await reply(token, room.id, 'We are looking at it.');
      expect(await outbox(room.email)).toEqual([{ status: 'queued', later: true }]);
      expect((await callApi(open.baseUrl, endpoints.visitorRead, { params: { sessionId: room.sessionId } })).status).toBe(204);
      expect(await outbox(room.email)).toEqual([]);
    } finally {
      await widget.close();
    }
    // Their widget closed: the next reply is emailed at once.
    await expect
      .poll(async () => {
        const rows = (await open.database.db.execute(sql`select visitor_seen_at from chat_rooms where id = ${room.id}`)) as unknown as {
          rows: { visitor_seen_at: string | null }[];
        };
        return rows.rows[0].visitor_seen_at;
      })
      .toBeNull();
    await reply(token, room.id, 'Back to you.');
    await linkToken(room.email);
  });
});

describe("a reply email's chat link", () => {
  it('opens that chat once, in the browser that uses it; used again, it is refused with a message and changes nothing', async () => {
    const { token } = await start();
    const room = await visitorRoom();
    await reply(token, room.id, 'Here is our answer.');
    const link = await linkToken(room.email);

    const first = await useLink(link);
    expect(first.reply(200)).toMatchObject({ id: room.id, sessionId: room.sessionId });

    const again = await useLink(link);
    expect([again.status, messageOf(again)]).toEqual([404, CHAT_LINK_EXPIRED]);
    expect(again.text).not.toContain(room.sessionId);
  });

  it('is refused after 7 days, and a newer email replaces the older link', async () => {
    const { token } = await start(0);
    const room = await visitorRoom();
    await reply(token, room.id, 'First answer.');
    const older = await linkToken(room.email, 0);
    await expect.poll(async () => (await outbox(room.email)).every((m) => m.status === 'sent'), { timeout: 10_000 }).toBe(true);
    await reply(token, room.id, 'Second answer.');
    const newer = await linkToken(room.email, 1);
    expect((await useLink(older)).status).toBe(404);

    await open.database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'chat_link'`);
    const expired = await useLink(newer);
    expect(expired.status).toBe(404);
    expect(messageOf(expired)).toBe(CHAT_LINK_EXPIRED);
  });

  it('refuses a made-up or missing token with a message', async () => {
    await start();
    expect(messageOf(await useLink('not-a-real-token'))).toBe(CHAT_LINK_EXPIRED);
    const missing = await callApi(open.baseUrl, endpoints.openFromLink, { body: unchecked({}) });
    expect(missing.status).toBe(400);
    expect(messageOf(missing)).toMatch(/token is required/);
  });
});

describe('staff presence and the unread count', () => {
  it('counts staff as online only while a panel page is shown, and tells an open widget live, both ways', async () => {
    const { token } = await start();
    const room = await visitorRoom();
    expect(room.staffOnline).toBe(false);
    const widget = await ChatSocket.visitor(open.baseUrl, room.sessionId);
    const panel = await ChatSocket.open(open.baseUrl);
    try {
      await widget.waitFor((e) => e.type === 'presence' && e.staffOnline === false);
      // Signed in, the panel open in a hidden tab: nobody is there to answer.
      panel.send({ type: 'join_admin', token, visible: false });
      await panel.waitFor((e) => e.type === 'joined');
      const status = async () => (await callApi(open.baseUrl, endpoints.status, {})).reply(200).staffOnline;
      expect(await status()).toBe(false);

      panel.send({ type: 'visibility', visible: true });
      await widget.waitFor((e) => e.type === 'presence' && e.staffOnline === true);
      expect(await status()).toBe(true);

      panel.send({ type: 'visibility', visible: false });
      await widget.until(() => widget.events.filter((e) => e.type === 'presence').at(-1)?.staffOnline === false);
      expect(await status()).toBe(false);
    } finally {
      await panel.close();
      await widget.close();
    }
  });

  it('gives the number of chats with unread visitor messages in the inbox count header', async () => {
    const { token } = await start();
    const [one, two, answered] = [await visitorRoom(), await visitorRoom(), await visitorRoom()];
    await callApi(open.baseUrl, endpoints.roomMessages, { params: { id: answered.id }, token });
    await callApi(open.baseUrl, endpoints.postMessage, { body: { sessionId: one.sessionId, message: 'Hello again' } });
    const unread = await callApi(open.baseUrl, endpoints.rooms, { query: { filter: 'unread', pageSize: 1 }, token });
    expect(unread.status).toBe(200);
    expect(unread.headers.get(CHAT_ROOMS_TOTAL_HEADER)).toBe('2');
    void two;
  });
});
