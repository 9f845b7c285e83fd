import { useQuery } from '@tanstack/react-query';
import { CHAT_ADMIN_POLL_MS, type ChatRoomSummary } from '../../../../contract/chat/messages';
import { apiRequest } from '../../../lib/api';
import { chatKeys } from './chat-keys';

export function getRooms(signal?: AbortSignal): Promise<ChatRoomSummary[]> {
  return apiRequest<ChatRoomSummary[]>('GET', '/api/chat/admin/rooms', { signal, staff: true });
}

/** The staff inbox's rooms, newest activity first; also polled, beside the socket. */
export function useRooms() {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: ({ signal }) => getRooms(signal),
    refetchInterval: CHAT_ADMIN_POLL_MS,
  });
}
