import { relativeTime, type ChatRoomSummary } from '../../../../contract/chat/messages';
import { cn } from '../../../lib/cn';
import { useNow } from '../use-now';
import { contactName } from '../lib/room-cache';

/** The rooms, unread first and then newest activity: contact, unread count, last message and when. */
export function RoomList({
  rooms,
  searched = false,
  selectedId,
  typingRoomId,
  onSelect,
}: {
  rooms: readonly ChatRoomSummary[];
  /** A search or filter is applied: an empty list means nothing matched it. */
  searched?: boolean;
  selectedId: number | null;
  typingRoomId: number | null;
  onSelect: (roomId: number) => void;
}) {
  const now = useNow();
  if (rooms.length === 0 && searched) {
    return <p className="px-4 py-10 text-center text-sm text-slate-600">No chats match this search.</p>;
  }
  if (rooms.length === 0) {
    return <p className="px-4 py-10 text-center text-sm text-slate-600">No conversations yet. New chats from the website appear here.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Chat rooms">
      {rooms.map((room) => {
        const selected = room.id === selectedId;
        const last = room.lastMessage;
        const preview = last ? `${last.senderType === 'admin' ? 'You: ' : ''}${last.message}` : 'No messages yet';
        return (
          <li key={room.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(room.id)}
              className={cn(
                'block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600',
                selected && 'bg-navy-50 shadow-[inset_3px_0_0_0] shadow-teal-700',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate text-sm font-semibold text-navy-900">{contactName(room)}</span>
                <time dateTime={room.lastActivityAt} className="shrink-0 text-xs text-slate-600">
                  {relativeTime(room.lastActivityAt, now)}
                </time>
              </span>
              <span className="mt-0.5 flex items-center justify-between gap-2">
                <span className="truncate text-xs text-slate-600">{room.contactEmail ?? 'No email'}</span>
                {room.unreadCount > 0 && (
                  <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{room.unreadCount}</span>
                    <span className="sr-only">{`${room.unreadCount} unread`}</span>
                  </span>
                )}
              </span>
              <span className={cn('mt-1 block truncate text-xs', room.unreadCount > 0 ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {room.id === typingRoomId ? 'Typing...' : preview}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
