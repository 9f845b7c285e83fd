import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  CHAT_ADMIN_POLL_MS,
  CHAT_ROOMS_MORE_HEADER,
  CHAT_ROOMS_PAGE_SIZE,
  CHAT_ROOMS_TOTAL_HEADER,
  type ChatRoomSummary,
  inboxOrder,
} from '../../../../contract/chat/messages';
import type { CHAT_ROOM_FILTERS } from '../../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';
import { chatKeys } from './chat-keys';

/** `''`: every room; `unread`: rooms with unread visitor messages; `clients`: signed-in clients' rooms. */
export type RoomFilter = '' | (typeof CHAT_ROOM_FILTERS)[number];

/** One page of the inbox: its rooms, whether another follows, and how many match (see CHAT_ROOMS_COUNT_MAX). */
export interface RoomsPage {
  rooms: ChatRoomSummary[];
  hasMore: boolean;
  total: number;
}

export async function getRooms(query: { q: string; filter: RoomFilter; page: number }, signal?: AbortSignal): Promise<RoomsPage> {
  const { page, q, filter } = query;
  const { body, headers } = await callApi(endpoints.rooms, {
    query: { page, pageSize: CHAT_ROOMS_PAGE_SIZE, q: q || undefined, filter: filter || undefined },
    signal,
  });
  return {
    rooms: body,
    hasMore: headers.get(CHAT_ROOMS_MORE_HEADER) === 'true',
    total: Number(headers.get(CHAT_ROOMS_TOTAL_HEADER) ?? 0),
  };
}

/** Every page read so far as one list, each room once, in the inbox's order (a room moved between pages as it was read). */
export function roomsOf(pages: readonly RoomsPage[]): ChatRoomSummary[] {
  const byId = new Map<number, ChatRoomSummary>();
  for (const page of pages) for (const room of page.rooms) if (!byId.has(room.id)) byId.set(room.id, room);
  return [...byId.values()].sort(inboxOrder);
}

/**
 * The staff inbox's rooms for a search and filter, a page at a time (`fetchNextPage` reads the next):
 * unread chats first, a signed-in client's before a visitor's. Also polled, beside the socket; the
 * previous list stays on screen while another search loads.
 */
export function useRooms(q: string, filter: RoomFilter) {
  return useInfiniteQuery({
    queryKey: chatKeys.roomList(q, filter),
    queryFn: ({ signal, pageParam }) => getRooms({ q, filter, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: RoomsPage, pages: RoomsPage[]) => (last.hasMore ? pages.length + 1 : undefined),
    select: (data) => ({ rooms: roomsOf(data.pages), total: data.pages[0]?.total ?? 0 }),
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_ADMIN_POLL_MS,
  });
}
