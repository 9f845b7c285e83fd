import { ADMIN_QUERY_ROOT } from '../../../lib/query-keys';

// Under the admin prefix, so signing out drops them with the rest of the staff data.
export const chatKeys = {
  rooms: [`${ADMIN_QUERY_ROOT}/chat/rooms`] as const,
  messages: (roomId: number) => [`${ADMIN_QUERY_ROOT}/chat/rooms`, roomId, 'messages'] as const,
};
