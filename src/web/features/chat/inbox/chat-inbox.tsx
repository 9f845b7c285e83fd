import { useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Label } from '../../../components/ui/label';
import { SearchField } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { ShowOlder } from '../../../components/ui/show-older';
import { cn } from '../../../lib/cn';
import { idParam, useQueryParams } from '../../../lib/query-params';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';
import { ChatSocket, type SocketStatus } from '../chat-socket';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import { mergeMessages } from '../messages';
import { chatKeys } from '../api/chat-keys';
import { type RoomFilter, useRooms } from '../api/get-rooms';
import { patchRoom, removeRoom } from '../lib/room-cache';
import { RoomConversation } from './room-conversation';
import { RoomList } from './room-list';
import { reportVisibility, STAFF_REFUSED, staffJoin } from '../staff-alerts/staff-presence';

const TYPING_SHOWN_MS = 4000;
const FILTER_LABELS: Record<RoomFilter, string> = { '': 'All chats', unread: 'Unread', clients: 'Clients' };

/**
 * The staff inbox of the Live Chat tab: rooms on the left, the open conversation on the right. The
 * staff socket keeps both live; the room list is also polled every 30 seconds. The list is read a page
 * at a time, unread chats first (a signed-in client's before a visitor's), and can be searched by the
 * contact's name, email or phone, or narrowed to unread chats or clients' chats.
 */
export function ChatInbox() {
  const queryClient = useQueryClient();
  // A link from a lead's activity (`?room=<id>`) opens that chat, until another is chosen or it is closed.
  const [query, changeQuery] = useQueryParams();
  const [selectedId, setSelectedId] = useState<number | null>(idParam(query, 'room'));
  const choose = useCallback(
    (id: number | null) => {
      setSelectedId(id);
      if (query.has('room')) changeQuery((params) => params.delete('room'));
    },
    [query, changeQuery],
  );
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [typingRoomId, setTypingRoomId] = useState<number | null>(null);
  const selected = useRef(selectedId);
  selected.current = selectedId;
  const socket = useRef<ChatSocket | null>(null);

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RoomFilter>('');
  const rooms = useRooms(search, filter);

  useEffect(() => {
    let typingTimer: number | undefined;
    const refreshOpenRoom = () => {
      // Only a staff member who can see the page marks messages read.
      if (selected.current !== null && document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(selected.current) });
      }
    };
    const live = new ChatSocket({
      join: staffJoin,
      retryAfter: (code) => {
        if (code !== STAFF_REFUSED) return true;
        // The sign-in ended (signed out elsewhere, deactivated, a new password): asking who is signed in
        // drops the refused token and shows the gate, instead of "Connecting..." on a panel that cannot work.
        void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
        return false;
      },
      onStatus: setStatus,
      onEvent: (event) => {
        switch (event.type) {
          case 'joined':
            // (Re)connected: catch up on whatever happened meanwhile.
            void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
            refreshOpenRoom();
            break;
          case 'new_message': {
            const message = event.message;
            const roomId = event.roomId ?? message.roomId;
            const open = selected.current === roomId;
            const fromVisitor = message.senderType === 'user';
            const known = patchRoom(queryClient, roomId, (room) => ({
              ...room,
              lastMessage: message,
              lastActivityAt: message.createdAt,
              unreadCount: fromVisitor && !open ? room.unreadCount + 1 : room.unreadCount,
            }));
            if (!known) void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
            if (open) {
              queryClient.setQueryData(chatKeys.messages(roomId), (now: (typeof message)[] | undefined) => mergeMessages(now ?? [], [message]));
              if (fromVisitor) refreshOpenRoom();
            }
            if (fromVisitor) setTypingRoomId((now) => (now === roomId ? null : now));
            break;
          }
          case 'typing':
            if (event.from !== 'user' || event.roomId === undefined) break;
            setTypingRoomId(event.roomId);
            window.clearTimeout(typingTimer);
            typingTimer = window.setTimeout(() => setTypingRoomId(null), TYPING_SHOWN_MS);
            break;
          case 'room_updated':
            void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
            break;
          case 'room_deleted':
            if (event.roomId === undefined) break;
            removeRoom(queryClient, event.roomId);
            if (selected.current === event.roomId) setSelectedId(null);
            break;
          case 'error':
            console.warn('chat socket', event.message);
            break;
          default:
            break;
        }
      },
    });
    socket.current = live;
    const stopReporting = reportVisibility(live);
    document.addEventListener('visibilitychange', refreshOpenRoom);
    return () => {
      stopReporting();
      window.clearTimeout(typingTimer);
      document.removeEventListener('visibilitychange', refreshOpenRoom);
      live.close();
      socket.current = null;
    };
  }, [queryClient]);

  const onTyping = useCallback(() => {
    if (selected.current !== null) socket.current?.send({ type: 'typing', roomId: selected.current });
  }, []);

  const list = rooms.data?.rooms ?? [];
  // The open conversation stays open while another search or filter no longer lists it.
  const shown = useRef<ChatRoomSummary | null>(null);
  const listed = list.find((r) => r.id === selectedId);
  if (listed) shown.current = listed;
  const room = listed ?? (shown.current?.id === selectedId ? shown.current : null);
  const connected = status === 'connected';

  return (
    <section aria-labelledby="live-chat-heading" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="live-chat-heading" className="text-base font-semibold text-navy-900">
          Live Chat
        </h2>
        <p className="flex items-center gap-1.5 text-xs text-slate-700" role="status">
          <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-amber-500')} />
          {connected ? 'Connected' : 'Connecting...'}
        </p>
      </div>
      <div className="grid md:grid-cols-[20rem_minmax(0,1fr)]">
        {/* On a phone the open conversation takes the list's place ("All chats" brings it back). */}
        <div
          className={cn('max-h-72 overflow-y-auto border-b border-slate-200 md:block md:max-h-[36rem] md:border-r md:border-b-0', room && 'hidden')}
        >
          <search className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-3 py-2">
            <SearchField id="chat-search" label="Search chats" placeholder="Name, email or phone" onSearch={setSearch} />
            <div>
              <Label htmlFor="chat-filter" className="sr-only">
                Show
              </Label>
              <Select id="chat-filter" fieldSize="sm" value={filter} onChange={(event) => setFilter(event.target.value as RoomFilter)}>
                {(Object.keys(FILTER_LABELS) as RoomFilter[]).map((value) => (
                  <option key={value} value={value}>
                    {FILTER_LABELS[value]}
                  </option>
                ))}
              </Select>
            </div>
          </search>
          {rooms.isPending ? (
            <p className="px-4 py-10 text-center text-sm text-slate-600">Loading chats...</p>
          ) : rooms.isError && !rooms.data ? (
            <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
              Error loading chats. Please try again.
            </p>
          ) : (
            <>
              <RoomList
                rooms={list}
                searched={search !== '' || filter !== ''}
                selectedId={selectedId}
                typingRoomId={typingRoomId}
                onSelect={choose}
              />
              <div className="pb-3">
                <ShowOlder query={rooms} items="chats" />
              </div>
            </>
          )}
        </div>
        {room ? (
          <RoomConversation
            key={room.id}
            room={room}
            visitorTyping={typingRoomId === room.id}
            onTyping={onTyping}
            onDeleted={() => choose(null)}
            onBack={() => choose(null)}
          />
        ) : (
          <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
            <MessageSquare aria-hidden="true" className="mb-3 h-8 w-8 text-slate-400" />
            <p className="text-sm text-slate-600">Select a conversation to read and reply.</p>
          </div>
        )}
      </div>
    </section>
  );
}
