import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import { chatKeys } from '../api/chat-keys';
import type { RoomsPage } from '../api/get-rooms';

/** Changes the room lists read so far (every search and filter, every page); the list shows them in the inbox's order. */
function changeLists(queryClient: QueryClient, change: (rooms: ChatRoomSummary[]) => ChatRoomSummary[]): void {
  queryClient.setQueriesData<InfiniteData<RoomsPage>>({ queryKey: chatKeys.roomLists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, rooms: change(page.rooms) })) } : data,
  );
}

/** Updates one room wherever a list holds it; false when none does (the lists should be read again). */
export function patchRoom(queryClient: QueryClient, roomId: number, patch: (room: ChatRoomSummary) => ChatRoomSummary): boolean {
  let found = false;
  changeLists(queryClient, (rooms) =>
    rooms.map((room) => {
      if (room.id !== roomId) return room;
      found = true;
      return patch(room);
    }),
  );
  return found;
}

export function removeRoom(queryClient: QueryClient, roomId: number): void {
  changeLists(queryClient, (rooms) => rooms.filter((room) => room.id !== roomId));
  queryClient.removeQueries({ queryKey: chatKeys.messages(roomId) });
}

/** The contact's name; a client whose account has no name goes by their email. */
export function contactName(room: Pick<ChatRoomSummary, 'contactFirstName' | 'contactLastName' | 'contactEmail'>): string {
  return [room.contactFirstName, room.contactLastName].filter(Boolean).join(' ') || room.contactEmail || 'Visitor';
}
