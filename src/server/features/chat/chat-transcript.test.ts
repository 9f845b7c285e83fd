import { describe, expect, it } from 'vitest';
import { api, createTestStaff, obj, quickClient, setUpTestApp, signInStaff } from '../../testing';

const t = setUpTestApp({ COMPANY_NAME: 'Acme Recovery' });

const contact = { firstName: 'Tess', lastName: 'Script', email: 'tess.script@example.com', phone: '+44 7700 900123' };

async function roomWithMessages(cookie?: string) {
  const room = obj(await api(t.baseUrl, 'POST', '/api/chat/room', { cookie, body: { contactInfo: contact } })) as { id: number; sessionId: string };
  await api(t.baseUrl, 'POST', '/api/chat/message', { cookie, body: { sessionId: room.sessionId, message: 'They asked me for a release fee.' } });
  return room;
}

describe('GET /api/chat/room/:sessionId/transcript', () => {
  it("gives the visitor their conversation as a text attachment, oldest first, with staff replies and the practice's name", async () => {
    const staff = await createTestStaff(t.database.db);
    const token = await signInStaff(t.baseUrl, staff.email, staff.password);
    const room = await roomWithMessages();
    await api(t.baseUrl, 'POST', `/api/chat/admin/rooms/${room.id}/messages`, {
      token,
      body: { message: 'We never charge fees. Please do not pay.' },
    });

    const reply = await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/transcript`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="chat-transcript-\d{4}-\d{2}-\d{2}\.txt"$/);
    const lines = reply.text.split('\n');
    expect(lines[0]).toBe('Chat with Acme Recovery');
    const messages = lines.filter((line) => line.startsWith('['));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^\[\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\] Tess Script: They asked me for a release fee\.$/);
    expect(messages[1]).toMatch(/Support Team: We never charge fees\. Please do not pay\.$/);

    // Staff download any room's with their token.
    const staffCopy = await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/transcript`, { token });
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.text.split('\n').filter((line) => line.startsWith('['))).toEqual(messages);
  });

  it("refuses an unknown session and a client's room to anyone but that client (404)", async () => {
    expect((await api(t.baseUrl, 'GET', '/api/chat/room/session_unknown/transcript')).status).toBe(404);
    const client = await quickClient(t.database.db);
    const room = await roomWithMessages(client.cookie);
    expect((await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/transcript`)).status).toBe(404);
    const other = await quickClient(t.database.db);
    expect((await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/transcript`, { cookie: other.cookie })).status).toBe(404);
    expect((await api(t.baseUrl, 'GET', `/api/chat/room/${room.sessionId}/transcript`, { cookie: client.cookie })).status).toBe(200);
  });
});
