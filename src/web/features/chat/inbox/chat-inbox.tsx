import { MessageSquare } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Label } from '../../../components/ui/label';
import { SearchField } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { ShowOlder } from '../../../components/ui/show-older';
import { cn } from '../../../lib/cn';
import { idParam, useQueryParams } from '../../../lib/query-params';
import type { ChatRoomSummary } from '../../../../contract/chat/messages';
import { type RoomFilter, useRooms } from '../api/get-rooms';
import { RoomConversation } from './room-conversation';
import { RoomList } from './room-list';
import { useInboxSocket } from './use-inbox-socket';

const FILTER_LABELS: Record<RoomFilter, string> = { '': 'All chats', unread: 'Unread', clients: 'Clients' };

/**
 * The staff inbox of the Live Chat tab: rooms on the left, the open conversation on the right. The
 * staff socket keeps both live; the room list is also polled every 30 seconds. The list is read a page
 * at a time, unread chats first (a signed-in client's before a visitor's), and can be searched by the
 * contact's name, email or phone, or narrowed to unread chats or clients' chats.
 */
export function ChatInbox() {
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
  const selected = useRef(selectedId);
  selected.current = selectedId;
  const { status, typingRoomId, sendTyping: onTyping } = useInboxSocket(selected, setSelectedId);

  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<RoomFilter>('');
  const rooms = useRooms(search, filter);

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
          <InboxRooms
            rooms={rooms}
            searched={search !== '' || filter !== ''}
            filter={filter}
            onSearch={setSearch}
            onFilter={setFilter}
            selectedId={selectedId}
            typingRoomId={typingRoomId}
            onSelect={choose}
          />
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

/** The inbox's left column: search, the filter, and the rooms a page at a time. */
function InboxRooms({
  rooms,
  searched,
  filter,
  onSearch,
  onFilter,
  selectedId,
  typingRoomId,
  onSelect,
}: {
  rooms: ReturnType<typeof useRooms>;
  searched: boolean;
  filter: RoomFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: RoomFilter) => void;
  selectedId: number | null;
  typingRoomId: number | null;
  onSelect: (id: number | null) => void;
}) {
  return (
    <>
      <search className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-3 py-2">
        <SearchField id="chat-search" label="Search chats" placeholder="Name, email or phone" onSearch={onSearch} />
        <div>
          <Label htmlFor="chat-filter" className="sr-only">
            Show
          </Label>
          <Select id="chat-filter" fieldSize="sm" value={filter} onChange={(event) => onFilter(event.target.value as RoomFilter)}>
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
          <RoomList rooms={rooms.data?.rooms ?? []} searched={searched} selectedId={selectedId} typingRoomId={typingRoomId} onSelect={onSelect} />
          <div className="pb-3">
            <ShowOlder query={rooms} items="chats" />
          </div>
        </>
      )}
    </>
  );
}
