import { eq, sql } from 'drizzle-orm';
import { CLIENT_SIGN_IN_REQUIRED_MESSAGE } from '../../../contract/accounts/accounts';
import { CHAT_CONTACT_REQUIRED, type ChatContact } from '../../../contract/chat/chat';
import type { Db } from '../../platform/db/client';
import { chatRooms, clientAccounts, clientSubmissions } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import type { ChatBus } from './chat-bus';
import { newChatSessionId, type RoomRow } from './chat-rows';
import { clientRoom } from './find-room';

export interface OpenRoomInput {
  sessionId?: string | null;
  clientAccountId: number | null;
  contact?: ChatContact;
}

type Opened = { room: RoomRow; created: boolean; changed?: boolean };

/**
 * The signed-in client's room, as their account names them: their latest, its details brought up to
 * date (a room opened before, or a name changed since), or a new one. The phone is their lead's.
 */
async function openClientRoom(tx: Db, clientAccountId: number): Promise<Opened> {
  // One client's two "Start Chat" at once: the second waits on the first and finds its room.
  const [account] = await tx
    .select({
      firstName: clientAccounts.firstName,
      lastName: clientAccounts.lastName,
      email: clientAccounts.email,
      leadId: clientAccounts.submissionId,
    })
    .from(clientAccounts)
    .where(eq(clientAccounts.id, clientAccountId))
    .for('update');
  if (!account) throw new HttpError(401, CLIENT_SIGN_IN_REQUIRED_MESSAGE);
  const [lead] = account.leadId
    ? await tx.select({ phone: clientSubmissions.phone }).from(clientSubmissions).where(eq(clientSubmissions.id, account.leadId))
    : [];
  const identity = {
    contactFirstName: account.firstName?.trim() || null,
    contactLastName: account.lastName?.trim() || null,
    contactEmail: account.email,
    contactPhone: lead?.phone || null,
  };
  const own = await clientRoom(tx, clientAccountId);
  if (own) {
    const stale = (Object.keys(identity) as (keyof typeof identity)[]).some((key) => own[key] !== identity[key]);
    if (stale) await tx.update(chatRooms).set(identity).where(eq(chatRooms.id, own.id));
    return { room: { ...own, ...identity }, created: false, changed: stale };
  }
  const [room] = await tx
    .insert(chatRooms)
    .values({
      sessionId: newChatSessionId(),
      clientAccountId,
      ...identity,
      leadId: account.leadId ?? sql`(select id from client_submissions where lower(email) = lower(${account.email}))`,
    })
    .returning();
  return { room, created: true };
}

/** A visitor's room: the one of `sessionId` when it is a visitor's, else a new one carrying what they typed. */
async function openVisitorRoom(tx: Db, sessionId: string | null | undefined, contact: ChatContact): Promise<Opened> {
  if (sessionId) {
    const [existing] = await tx.select().from(chatRooms).where(eq(chatRooms.sessionId, sessionId));
    if (existing && existing.clientAccountId === null) return { room: existing, created: false };
  }
  const { firstName, lastName, email, phone } = contact;
  const [room] = await tx
    .insert(chatRooms)
    .values({
      sessionId: newChatSessionId(),
      contactFirstName: firstName,
      contactLastName: lastName,
      contactEmail: email,
      contactPhone: phone,
      // A visitor who already sent an assessment: their chat and their lead link to each other.
      leadId: sql`(select id from client_submissions where lower(email) = lower(${email}))`,
    })
    .returning();
  return { room, created: true };
}

/**
 * Resumes a room, or opens a new one with a fresh server-issued id. A signed-in client always gets
 * their own latest room when they have one (whatever this browser remembers), or a new one: never a
 * visitor's room, even one this browser held before they signed in (it may have been another
 * person's on a shared computer). A client's room carries their account's identity, never the
 * details the browser sent; a visitor's carries what they typed.
 */
export async function openRoom(db: Db, bus: ChatBus, input: OpenRoomInput): Promise<Opened> {
  const opened = await db.transaction(async (tx) => {
    if (input.clientAccountId) return openClientRoom(tx, input.clientAccountId);
    if (!input.contact) throw new HttpError(400, CHAT_CONTACT_REQUIRED);
    return openVisitorRoom(tx, input.sessionId, input.contact);
  });
  if (opened.created || opened.changed) await bus.publish({ type: 'room_updated', roomId: opened.room.id, sessionId: opened.room.sessionId });
  return opened;
}
