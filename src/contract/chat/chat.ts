import { z } from 'zod';
import { emailField, filterChoice, personNameField, phoneField } from '../shared/fields';
import { CHAT_MESSAGE_MAX, CHAT_ROOMS_PAGE_MAX, CHAT_ROOMS_PAGE_SIZE, type ChatMessage, type ChatRoomSummary } from './messages';

export * from './messages';

export const chatContactSchema = z.object({
  firstName: personNameField('First name is required', 'First name'),
  lastName: personNameField('Last name is required', 'Last name'),
  email: emailField('Valid email is required'),
  phone: phoneField('Phone number is required'),
});
/** A visitor's contact details, as the chat's contact step sends them. */
export type ChatContact = z.input<typeof chatContactSchema>;

export const createRoomSchema = z.object({
  /** A session id the server issued before; anything else starts a new room. */
  sessionId: z.string().max(100).nullish(),
  userId: z.unknown().optional(),
  clientAccountId: z.unknown().optional(),
  /** Required of a visitor; a signed-in client's room takes their account's details instead. */
  contactInfo: chatContactSchema.optional(),
});

export const CHAT_CONTACT_REQUIRED = 'Contact details are required';

export const chatText = z
  .string({ error: 'Message must be text' })
  .trim()
  .min(1, 'Message cannot be empty')
  .max(CHAT_MESSAGE_MAX, `Message must be ${CHAT_MESSAGE_MAX} characters or less`);

export const sendMessageSchema = z.object({
  sessionId: z.string({ error: 'sessionId is required' }).min(1).max(100),
  senderType: z.enum(['user', 'admin'], { error: "senderType must be 'user' or 'admin'" }).default('user'),
  senderName: z.string().trim().max(200).optional(),
  message: chatText,
});

/** What a socket may send. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_room'), sessionId: z.string().min(1).max(100) }),
  /** `visible`: the panel's page is shown (Page Visibility API); a staff member counts as online only while one is. Unsaid: visible. */
  z.object({ type: z.literal('join_admin'), token: z.string().min(1).max(200).optional(), visible: z.boolean().optional() }),
  /** A staff socket's page was shown or hidden. */
  z.object({ type: z.literal('visibility'), visible: z.boolean() }),
  z.object({ type: z.literal('typing'), sessionId: z.string().max(100).optional(), roomId: z.number().int().optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  senderType: z.enum(['user', 'admin']),
  senderName: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export const chatRoomSummarySchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  clientAccountId: z.number().int().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** The lead of the visitor's email, when there is one. */
  leadId: z.number().int().nullable(),
  isActive: z.boolean(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  unreadCount: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
});

export const CHAT_ROOM_FILTERS = ['unread', 'clients'] as const;

/** The staff inbox's search, filter and page; without any, its first page. */
export const chatRoomListQuerySchema = z.object({
  /** Part of the contact's name, email or phone. */
  q: z.string({ error: 'Search must be text' }).trim().max(200, 'Search is too long').default(''),
  /** `unread`: rooms with unread visitor messages; `clients`: signed-in clients' rooms. */
  filter: filterChoice(CHAT_ROOM_FILTERS, 'filter'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page must be 100000 or less')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(CHAT_ROOMS_PAGE_MAX, `Page size must be ${CHAT_ROOMS_PAGE_MAX} or less`)
    .default(CHAT_ROOMS_PAGE_SIZE),
});
export type ChatRoomListQuery = z.output<typeof chatRoomListQuerySchema>;

// messages.ts keeps the message and room shapes free of zod (for the widget's first chunk); these
// checks make the compiler refuse any difference between those types and the schemas above.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMessage: Same<z.infer<typeof chatMessageSchema>, ChatMessage> = true;
const sameRoomSummary: Same<z.infer<typeof chatRoomSummarySchema>, ChatRoomSummary> = true;
void sameMessage;
void sameRoomSummary;

/** The answer of opening a room: the room, with the server-issued session id the browser adopts. */
export const chatRoomOpenedSchema = z.object({ id: z.number().int(), sessionId: z.string(), staffOnline: z.boolean() });
export type ChatRoomOpened = z.infer<typeof chatRoomOpenedSchema>;
/** The signed-in client's own room, found from their session. */
export const clientChatSchema = z.object({ room: chatRoomOpenedSchema.nullable() });
export const chatStatusSchema = z.object({ staffOnline: z.boolean() });
/** The one-time token of a 'reply is waiting' email's link. */
export const chatLinkSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});

/** A visitor's room, named by the session id the server issued. */
export const chatSessionParamSchema = z.object({ sessionId: z.string().min(1).max(100) });
/** `?after=`: the id of the newest message the caller has; 0 (or none) for the latest of the room. */
export const chatAfterQuerySchema = z.object({
  after: z.coerce
    .number({ error: 'after must be a message id' })
    .int('after must be a message id')
    .min(0, 'after must be a message id')
    .max(2_147_483_647, 'after must be a message id')
    .default(0),
});
/** A staff reply into a room of the inbox. */
export const staffReplySchema = z.object({ message: sendMessageSchema.shape.message });
