import { describe, expect, it } from 'vitest';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { callApi, createTestStaff, quickClient, setUpTestApp, signInStaff } from '../../testing';

const t = setUpTestApp({ COMPANY_NAME: 'Acme Recovery' });

const contact = { firstName: 'Tess', lastName: 'Script', email: 'tess.script@example.com', phone: '+44 7700 900123' };

async function roomWithMessages(cookie?: string) {
  const room = (await callApi(t.baseUrl, endpoints.openRoom, { cookie, body: { contactInfo: contact } })).reply(201);
  await callApi(t.baseUrl, endpoints.postMessage, { cookie, body: { sessionId: room.sessionId, message: 'They asked me for a release fee.' } });
  return room;
}

const transcript = (sessionId: string, auth: { token?: string; cookie?: string } = {}) =>
  callApi(t.baseUrl, endpoints.transcript, { params: { sessionId }, ...auth });

describe('the transcript of a chat', () => {
  it("gives the visitor their conversation as a text attachment, oldest first, with staff replies and the practice's name", async () => {
    const staff = await createTestStaff(t.database.db);
    const token = await signInStaff(t.baseUrl, staff.email, staff.password);
    const room = await roomWithMessages();
    await callApi(t.baseUrl, endpoints.staffReply, {
      params: { id: room.id },
      token,
      body: { message: 'We never charge fees. Please do not pay.' },
    });

    const reply = await transcript(room.sessionId);
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
    const staffCopy = await transcript(room.sessionId, { token });
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.text.split('\n').filter((line) => line.startsWith('['))).toEqual(messages);
  });

  it("refuses an unknown session and a client's room to anyone but that client (404)", async () => {
    expect((await transcript('session_unknown')).status).toBe(404);
    const client = await quickClient(t.database.db);
    const room = await roomWithMessages(client.cookie);
    expect((await transcript(room.sessionId)).status).toBe(404);
    const other = await quickClient(t.database.db);
    expect((await transcript(room.sessionId, { cookie: other.cookie })).status).toBe(404);
    expect((await transcript(room.sessionId, { cookie: client.cookie })).status).toBe(200);
  });
});
