// The live chat: rooms, messages and staff presence.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, at } from './columns';
import { clientAccounts } from './accounts';
import { clientSubmissions } from './leads';
import { users } from './staff';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAccountId: integer('client_account_id').references(() => clientAccounts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** The lead of the visitor's email, when there is one (linked both ways). */
    leadId: integer('lead_id').references(() => clientSubmissions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a widget of this room's visitor was last seen connected (refreshed while one is; null once none is). */
    visitorSeenAt: at('visitor_seen_at'),
    /** Lowercased contact name, email and phone (and the phone's digits alone), for the staff inbox's trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(contact_first_name, '') || ' ' || coalesce(contact_last_name, '') || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || regexp_replace(coalesce(contact_phone, ''), '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    index('chat_rooms_activity_idx').on(t.lastActivityAt),
    index('chat_rooms_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('chat_rooms_lead_idx').on(t.leadId),
    index('chat_rooms_client_account_idx').on(t.clientAccountId, t.lastActivityAt),
    index('chat_rooms_contact_email_idx').on(sql`lower(${t.contactEmail})`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').notNull(),
    senderName: text('sender_name').notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    // The inbox puts rooms with unread visitor messages first: only those messages are in this index.
    index('chat_messages_unread_idx').on(t.roomId).where(sql`sender_type = 'user' and not is_read`),
  ],
);

/** Staff sockets per running instance, so every instance can tell visitors whether anyone is online. */
export const chatPresence = pgTable('chat_presence', {
  instanceId: text('instance_id').primaryKey(),
  staffSockets: integer('staff_sockets').notNull().default(0),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});
