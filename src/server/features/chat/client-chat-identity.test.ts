import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../contract/chat/endpoints';
import type { BodyOf } from '../../../contract/shared/endpoint';
import { intakeEndpoints } from '../../../contract/intake/endpoints';
import { chatRooms } from '../../platform/db/schema';
import {
  ChatSocket,
  callApi,
  createClientAccount,
  createTestStaff,
  HIGH_RATE_LIMITS,
  messageOf,
  obj,
  setUpTestApp,
  signInClient,
  signInStaff,
  validAssessment,
} from '../../testing';

/**
 * A signed-in client's chat carries their account's identity, as the server knows it from their
 * session: whatever name and email the browser sends is not who they are.
 */

const t = setUpTestApp(HIGH_RATE_LIMITS);
const sockets: ChatSocket[] = [];
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

const someoneElse = { firstName: 'Mallory', lastName: 'Other', email: 'mallory@example.com', phone: '+44 7700 900999' };

async function staffToken() {
  const member = await createTestStaff(t.database.db, { isAdmin: true });
  return signInStaff(t.baseUrl, member.email, member.password);
}

/** A client whose account came from a lead: Cara Client, with the lead's email and phone. */
async function clientFromLead(token: string) {
  const assessment = validAssessment({ firstName: 'Cara', lastName: 'Client', phone: '+44 20 7946 0321' });
  const lead = obj(await callApi(t.baseUrl, intakeEndpoints.submitAssessment, { body: assessment }));
  const account = await createClientAccount(t.baseUrl, token, { email: String(assessment.email), submissionId: Number(lead.id) });
  return { account, leadId: Number(lead.id), cookie: await signInClient(t.baseUrl, account.email) };
}

async function summary(token: string, roomId: number) {
  const rooms = (await callApi(t.baseUrl, endpoints.rooms, { token })).reply(200);
  return rooms.find((room) => room.id === roomId);
}

const openRoom = (body: BodyOf<typeof endpoints.openRoom>, cookie?: string) => callApi(t.baseUrl, endpoints.openRoom, { cookie, body });
const say = (body: BodyOf<typeof endpoints.postMessage>, cookie?: string) => callApi(t.baseUrl, endpoints.postMessage, { cookie, body });

describe('opening a chat as a signed-in client', () => {
  it('gives the room the account’s name and email even when the body names someone else, and staff see their messages as that client', async () => {
    const token = await staffToken();
    const { account, leadId, cookie } = await clientFromLead(token);
    const staff = await ChatSocket.staff(t.baseUrl, token);
    sockets.push(staff);

    const room = (await openRoom({ contactInfo: someoneElse }, cookie)).reply(201);
    expect(await summary(token, room.id)).toMatchObject({
      clientAccountId: account.id,
      contactFirstName: 'Cara',
      contactLastName: 'Client',
      contactEmail: account.email,
      contactPhone: '+44 20 7946 0321',
      leadId,
    });

    const sent = await say({ sessionId: room.sessionId, senderName: 'Mallory Other', message: 'Any news on my case?' }, cookie);
    expect(sent.reply(201).senderName).toBe('Cara Client');
    const live = await staff.waitFor((e) => e.type === 'new_message' && e.roomId === room.id);
    expect((live.message as ChatMessage).senderName).toBe('Cara Client');
  });

  it('opens without any contact details for a client, and still asks a visitor who is not signed in for them', async () => {
    const token = await staffToken();
    const { account, cookie } = await clientFromLead(token);
    const opened = (await openRoom({}, cookie)).reply(201);
    expect(await summary(token, opened.id)).toMatchObject({ clientAccountId: account.id, contactEmail: account.email });

    const visitor = await openRoom({});
    expect([visitor.status, messageOf(visitor)]).toEqual([400, 'Contact details are required']);
  });

  it('names a client without a name on their account by their email', async () => {
    const token = await staffToken();
    const account = await createClientAccount(t.baseUrl, token);
    const cookie = await signInClient(t.baseUrl, account.email);
    const room = (await openRoom({ contactInfo: someoneElse }, cookie)).reply(201);
    expect(await summary(token, room.id)).toMatchObject({
      contactFirstName: null,
      contactLastName: null,
      contactEmail: account.email,
      contactPhone: null,
    });
    const sent = await say({ sessionId: room.sessionId, message: 'Hello' }, cookie);
    expect(sent.reply(201).senderName).toBe(account.email);
  });

  it('gives the client’s earlier room their account’s identity again when they come back to it', async () => {
    const token = await staffToken();
    const { account, cookie } = await clientFromLead(token);
    const room = (await openRoom({}, cookie)).reply(201);
    // A room opened before rooms took the account's identity: what was typed then.
    await t.database.db
      .update(chatRooms)
      .set({ contactFirstName: 'Mallory', contactLastName: 'Other', contactEmail: someoneElse.email })
      .where(eq(chatRooms.id, room.id));

    const again = await openRoom({ contactInfo: someoneElse }, cookie);
    expect(again.reply(200).id).toBe(room.id);
    expect(await summary(token, room.id)).toMatchObject({ contactFirstName: 'Cara', contactLastName: 'Client', contactEmail: account.email });
  });

  it('leaves a chat started before signing in as the visitor’s: the client gets a room of their own', async () => {
    const token = await staffToken();
    const { account, cookie } = await clientFromLead(token);
    const visitor = (await openRoom({ contactInfo: someoneElse })).reply(201);
    await say({ sessionId: visitor.sessionId, message: 'Typed before signing in' });

    const own = (await openRoom({ sessionId: visitor.sessionId }, cookie)).reply(201);
    expect(own.id).not.toBe(visitor.id);
    expect(await summary(token, own.id)).toMatchObject({ clientAccountId: account.id, contactEmail: account.email });
    expect(await summary(token, visitor.id)).toMatchObject({ clientAccountId: null, contactFirstName: 'Mallory', contactEmail: someoneElse.email });
    const ownMessages = await callApi(t.baseUrl, endpoints.visitorMessages, { params: { sessionId: own.sessionId }, cookie });
    expect(ownMessages.reply(200)).toEqual([]);
  });
});
