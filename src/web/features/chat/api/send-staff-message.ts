import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../contract/chat/messages';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';
import { mergeMessages } from '../messages';
import { patchRoom } from '../lib/room-cache';
import { chatKeys } from './chat-keys';

export async function sendStaffMessage(roomId: number, message: string): Promise<ChatMessage> {
  return (await callApi(endpoints.staffReply, { params: { id: roomId }, body: { message } })).body;
}

/** Sends a staff reply and shows it at once in the room and the room list; the composer handles failures. */
export function useSendStaffMessage(roomId: number) {
  const queryClient = useQueryClient();
  return async (text: string) => {
    const created = await sendStaffMessage(roomId, text);
    queryClient.setQueryData(chatKeys.messages(roomId), (now: ChatMessage[] | undefined) => mergeMessages(now ?? [], [created]));
    patchRoom(queryClient, roomId, (r) => ({ ...r, lastMessage: created, lastActivityAt: created.createdAt }));
  };
}
