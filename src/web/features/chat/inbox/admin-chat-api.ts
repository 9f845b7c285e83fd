import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatRoomSummary } from '../../../../contract/chat/messages';
import { ADMIN_QUERY_ROOT, adminRequest } from '../../../lib/admin-request';

// Under the admin prefix, so signing out drops them with the rest of the staff data.
export const chatKeys = {
  rooms: [`${ADMIN_QUERY_ROOT}/chat/rooms`] as const,
  messages: (roomId: number) => [`${ADMIN_QUERY_ROOT}/chat/rooms`, roomId, 'messages'] as const,
};

export async function fetchRooms(signal?: AbortSignal): Promise<ChatRoomSummary[]> {
  return (await adminRequest('GET', '/api/chat/admin/rooms', undefined, signal)) as ChatRoomSummary[];
}

/** Reads a room's messages; the server marks the visitor's messages read (they see 'Seen'). */
export async function fetchRoomMessages(roomId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return (await adminRequest('GET', `/api/chat/admin/rooms/${roomId}/messages`, undefined, signal)) as ChatMessage[];
}

export async function sendStaffMessage(roomId: number, message: string): Promise<ChatMessage> {
  return (await adminRequest('POST', `/api/chat/admin/rooms/${roomId}/messages`, { message })) as ChatMessage;
}

export async function deleteRoom(roomId: number): Promise<void> {
  await adminRequest('DELETE', `/api/chat/admin/room/${roomId}`);
}

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

export function contactName(room: Pick<ChatRoomSummary, 'contactFirstName' | 'contactLastName'>): string {
  return [room.contactFirstName, room.contactLastName].filter(Boolean).join(' ') || 'Visitor';
}
