import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import { toast } from '../../../components/ui/use-toast';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';
import { contactName, removeRoom } from '../lib/room-cache';

export async function deleteRoom(roomId: number): Promise<void> {
  await callApi(endpoints.deleteRoom, { params: { id: roomId } });
}

export function useDeleteRoom(room: ChatRoomSummary, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoom(room.id),
    onSuccess: () => {
      removeRoom(queryClient, room.id);
      onDeleted();
      toast({ title: 'Chat deleted', description: `The conversation with ${contactName(room)} was deleted.` });
    },
    onError: () => toast({ title: 'Error', description: 'The chat could not be deleted. Please try again.', variant: 'destructive' }),
  });
}
