import type { ChatRoomListQuery } from '../../../contract/chat/chat';
import type { Database } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { createChatBus } from './chat-bus';
import type { RoomRow } from './chat-rows';
import { deleteRoom } from './delete-room';
import { clientRoom, roomById, roomBySession } from './find-room';
import { listInbox } from './list-inbox';
import { listMessages } from './list-messages';
import { markRead } from './mark-read';
import { withdrawReplyNotice } from './notify-reply';
import { roomFromLink } from './open-from-link';
import { type OpenRoomInput, openRoom } from './open-room';
import { postAsStaff } from './post-as-staff';
import { createMessageStore } from './store-messages';
import { forgetInstance, reportStaffSockets, staffOnline, visitorLeft, visitorsConnected } from './track-presence';

export interface ChatOptions {
  instanceId: string;
  notifier: Notifier;
  /** See CHAT_AWAY_MINUTES. */
  awayMinutes: number;
  /** A bus event that could not be read, or a catch-up that failed. */
  onBusError?: (error: unknown) => void;
}

/** The chat's operations, each in its own file, on one database and one bus between instances. */
export function createChatService(database: Database, options: ChatOptions) {
  const { db } = database;
  const bus = createChatBus(database, options.onBusError);
  const storeSoon = createMessageStore(db, bus);
  const { notifier, awayMinutes, instanceId } = options;

  return {
    publish: bus.publish,
    onEvent: bus.subscribe,
    start: bus.start,

    roomBySession: (sessionId: string) => roomBySession(db, sessionId),
    roomById: (roomId: number) => roomById(db, roomId),
    clientRoom: (clientAccountId: number) => clientRoom(db, clientAccountId),
    openRoom: (input: OpenRoomInput) => openRoom(db, bus, input),
    roomFromLink: (token: string) => roomFromLink(db, token),
    messages: (roomId: number, afterId = 0) => listMessages(db, roomId, afterId),

    /**
     * A visitor's message into the room of `sessionId` (card numbers and recovery phrases masked first),
     * told to every instance. A room linked to a client account takes it only from that client signed in
     * (`clientAccountId`); any other room, or none, is a 404.
     */
    postAsVisitor: (sessionId: string, clientAccountId: number | null, message: string) =>
      storeSoon({ sessionId, message, staffId: null, clientAccountId }),
    postAsStaff: (room: RoomRow, staffId: number, text: string) => postAsStaff({ db, bus, storeSoon, notifier, awayMinutes }, room, staffId, text),
    publishTyping: (room: RoomRow, from: 'user' | 'admin') => bus.publish({ type: 'typing', roomId: room.id, sessionId: room.sessionId, from }),

    visitorSaw: (roomId: number) => withdrawReplyNotice(db, notifier, roomId),
    visitorsConnected: (sessionIds: string[]) => visitorsConnected(db, sessionIds),
    visitorLeft: (sessionId: string) => visitorLeft(db, sessionId),

    adminRooms: (query: ChatRoomListQuery) => listInbox(db, query),
    markRead: (room: RoomRow) => markRead(db, bus, room),
    deleteRoom: (roomId: number, staffId: number) => deleteRoom(db, roomId, staffId),

    reportStaffSockets: (count: number) => reportStaffSockets(db, instanceId, count),
    staffOnline: () => staffOnline(db),
    forgetInstance: () => forgetInstance(db, instanceId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
