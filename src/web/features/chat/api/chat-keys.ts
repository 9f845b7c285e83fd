import { ADMIN_QUERY_ROOT } from '../../../lib/query-keys';

// Under the admin prefix, so signing out drops them with the rest of the staff data. `rooms` is the
// prefix of every room list and every room's messages: invalidating it refreshes the whole inbox.
export const chatKeys = {
  rooms: [`${ADMIN_QUERY_ROOT}/chat/rooms`] as const,
  /** Every search and filter of the room list (the pages read so far of each). */
  roomLists: [`${ADMIN_QUERY_ROOT}/chat/rooms`, 'list'] as const,
  roomList: (q: string, filter: string) => [`${ADMIN_QUERY_ROOT}/chat/rooms`, 'list', filter, q] as const,
  messages: (roomId: number) => [`${ADMIN_QUERY_ROOT}/chat/rooms`, roomId, 'messages'] as const,
  /** How many chats have unread visitor messages (the Live Chat tab's badge, the page title). */
  unreadCount: [`${ADMIN_QUERY_ROOT}/chat/rooms`, 'unread-count'] as const,
};
