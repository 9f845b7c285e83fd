import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/chat/messages';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';
import { patchRoom } from '../lib/room-cache';
import { chatKeys } from './chat-keys';

/** Reads a room's messages; the server marks the visitor's messages read (they see 'Seen'). */
export async function getRoomMessages(roomId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await callApi(endpoints.roomMessages, { params: { id: roomId }, signal })).body;
}

export function useRoomMessages(roomId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(roomId),
    queryFn: async ({ signal }) => {
      const list = await getRoomMessages(roomId, signal);
      // Reading marks the visitor's messages read.
      patchRoom(queryClient, roomId, (r) => ({ ...r, unreadCount: 0 }));
      return list;
    },
    // Re-read whenever the room is opened again: replies may have come in meanwhile.
    staleTime: 0,
  });
}
