import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import { REMOVED_PHRASE_MARKER } from '../../../contract/chat/messages';
import { cardInNameMessage } from '../../../contract/shared/fields';
import { chatRooms } from '../../platform/db/schema';
import { callApi, createTestStaff, messageOf, signInStaff, startTestApp, type TestApp } from '../../testing';

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  const staff = await createTestStaff(t.database.db);
  token = await signInStaff(t.baseUrl, staff.email, staff.password);
});
afterAll(async () => t?.close());

describe('sensitive data in chat', () => {
  it('a pasted recovery phrase or card number is never stored, shown to staff or sent back: the sender gets the marker', async () => {
    const room = (
      await callApi(t.baseUrl, endpoints.openRoom, {
        body: { contactInfo: { firstName: 'Vic', lastName: 'Tim', email: 'vic.tim@example.com', phone: '+44 7700 900123' } },
      })
    ).reply(201);
    const sent = await callApi(t.baseUrl, endpoints.postMessage, {
      body: { sessionId: room.sessionId, message: `They asked for my wallet words: ${PHRASE} and card 4111 1111 1111 1111` },
    });
    expect(sent.reply(201).message).toBe(`They asked for my wallet words: ${REMOVED_PHRASE_MARKER} and card [card number ending 1111 removed]`);

    const inbox = (await callApi(t.baseUrl, endpoints.roomMessages, { params: { id: room.id }, token })).reply(200);
    const everything = JSON.stringify(inbox) + JSON.stringify((await t.database.db.execute(sql`select * from chat_messages`)) as unknown);
    expect(everything).not.toContain('sausage');
    expect(everything).not.toContain('4111 1111 1111 1111');
    expect(everything).toContain(REMOVED_PHRASE_MARKER);
  });

  it.each([
    ['firstName', 'First name', '4111 1111 1111 1111'],
    ['lastName', 'Last name', 'Tim 4111-1111-1111-1111'],
    ['firstName', 'First name', '4111111111111112'],
  ])('a chat opened with a card number in the %s is refused and nothing of it stored', async (field, label, name) => {
    const contactInfo = { firstName: 'Vic', lastName: 'Tim', email: 'card.name@example.com', phone: '+44 7700 900123', [field]: name };
    const reply = await callApi(t.baseUrl, endpoints.openRoom, { body: { contactInfo } });
    expect([reply.status, messageOf(reply)]).toEqual([400, cardInNameMessage(label)]);
    const rooms = await t.database.db.select().from(chatRooms);
    expect(JSON.stringify(rooms)).not.toContain('4111');
    expect(rooms.filter((room) => room.contactEmail === contactInfo.email)).toEqual([]);
  });
});
