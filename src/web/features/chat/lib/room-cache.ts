import type { QueryClient } from '@tanstack/react-query';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import { chatKeys } from '../api/chat-keys';

function byActivity(a: ChatRoomSummary, b: ChatRoomSummary): number {
  return Date.parse(b.lastActivityAt) - Date.parse(a.lastActivityAt) || b.id - a.id;
}

/** Updates one room of the cached list and keeps the newest activity first. */
export function patchRoom(queryClient: QueryClient, roomId: number, patch: (room: ChatRoomSummary) => ChatRoomSummary): boolean {
  let found = false;
  queryClient.setQueryData<ChatRoomSummary[]>(chatKeys.rooms, (rooms) => {
    if (!rooms) return rooms;
    const next = rooms.map((room) => {
      if (room.id !== roomId) return room;
      found = true;
      return patch(room);
    });
    return found ? next.sort(byActivity) : rooms;
  });
  return found;
}

export function removeRoom(queryClient: QueryClient, roomId: number): void {
  queryClient.setQueryData<ChatRoomSummary[]>(chatKeys.rooms, (rooms) => rooms?.filter((room) => room.id !== roomId));
  queryClient.removeQueries({ queryKey: chatKeys.messages(roomId) });
}

/** The contact's name; a client whose account has no name goes by their email. */
export function contactName(room: Pick<ChatRoomSummary, 'contactFirstName' | 'contactLastName' | 'contactEmail'>): string {
  return [room.contactFirstName, room.contactLastName].filter(Boolean).join(' ') || room.contactEmail || 'Visitor';
}
