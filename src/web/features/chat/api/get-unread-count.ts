import { useQuery } from '@tanstack/react-query';
import { CHAT_ADMIN_POLL_MS, CHAT_ROOMS_TOTAL_HEADER } from '../../../../contract/chat/messages';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';
import { chatKeys } from './chat-keys';

/** How many chats have unread visitor messages: the inbox's count header of its unread filter (one room read). */
export async function getUnreadChatCount(signal?: AbortSignal): Promise<number> {
  const { headers } = await callApi(endpoints.rooms, { query: { filter: 'unread', pageSize: 1 }, signal });
  return Number(headers.get(CHAT_ROOMS_TOTAL_HEADER) ?? 0);
}

/** The unread chats' count, polled beside the staff socket (whose events read it again at once). */
export function useUnreadChatCount(): number {
  const query = useQuery({
    queryKey: chatKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadChatCount(signal),
    refetchInterval: CHAT_ADMIN_POLL_MS,
  });
  return query.data ?? 0;
}
