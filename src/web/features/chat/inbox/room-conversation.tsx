import { ArrowLeft, Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CHAT_ROOM_DELETE_PROMPT, type ChatRoomSummary } from '../../../../contract/chat/messages';
import { Button } from '../../../components/ui/button';
import { useIsAdmin } from '../../../lib/current-member';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageComposer } from '../message-composer';
import { MessageList } from '../message-list';
import { useDeleteRoom } from '../api/delete-room';
import { useDownloadTranscript } from '../api/download-transcript';
import { useRoomMessages } from '../api/get-room-messages';
import { useSendStaffMessage } from '../api/send-staff-message';
import { contactName } from '../lib/room-cache';

/** One room: contact details, the conversation, the reply box and deletion after confirmation. */
export function RoomConversation({
  room,
  visitorTyping,
  onTyping,
  onDeleted,
  onBack,
}: {
  room: ChatRoomSummary;
  visitorTyping: boolean;
  onTyping: () => void;
  onDeleted: () => void;
  /** Back to the list of rooms (shown on a phone, where the conversation takes the list's place). */
  onBack: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the conversation opens below the panel's cards: bring it, and its reply box, into view.
    if (window.matchMedia?.('(max-width: 767px)').matches) top.current?.scrollIntoView({ block: 'start' });
  }, []);
  // Deleting a chat is an admin's decision (the server refuses it to caseworkers).
  const isAdmin = useIsAdmin();
  const remove = useDeleteRoom(room, () => {
    setConfirming(false);
    onDeleted();
  });
  const send = useSendStaffMessage(room.id);
  const transcript = useDownloadTranscript(room.sessionId);

  return (
    <div ref={top} className="flex min-w-0 scroll-mt-2 flex-col">
      <div className="border-b border-slate-200 px-4 pt-2 md:hidden">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          All chats
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <RoomContact room={room} />
        <span className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label="Download the transcript"
            disabled={transcript.isPending}
            onClick={() => transcript.mutate()}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            Transcript
          </Button>
          {isAdmin && (
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)} className="text-red-800">
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          )}
        </span>
      </div>
      <RoomMessages room={room} visitorTyping={visitorTyping} />
      <MessageComposer key={room.id} onSend={send} onTyping={onTyping} placeholder="Type your reply..." />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete chat room"
        message={CHAT_ROOM_DELETE_PROMPT}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** Who the room is with, whether that is verified, and links to their account and lead. */
function RoomContact({ room }: { room: ChatRoomSummary }) {
  const [location, navigate] = useLocation();
  const details = [room.contactEmail, room.contactPhone].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0">
      <h3 className="text-base font-semibold wrap-anywhere text-navy-900">{contactName(room)}</h3>
      {details && <p className="text-xs wrap-anywhere text-slate-600">{details}</p>}
      {room.clientAccountId === null && (
        // Anyone can type a victim's email into the chat: only a signed-in client's chat is known to be theirs.
        <p className="text-xs font-medium text-amber-900">Not signed in: their name and email are as they typed them, not verified.</p>
      )}
      {typeof room.clientAccountId === 'number' && (
        // The client's account, on the Clients tab (which opens the one a link names).
        <button
          type="button"
          className="mr-3 text-xs text-teal-800 underline underline-offset-2"
          onClick={() => navigate(`${location}?tab=clients&account=${room.clientAccountId}`)}
        >
          Open their account
        </button>
      )}
      {typeof room.leadId === 'number' && (
        <button
          type="button"
          className="text-xs text-teal-800 underline underline-offset-2"
          onClick={() => navigate(`${location}?lead=${room.leadId}`)}
        >
          Open their lead
        </button>
      )}
    </div>
  );
}

function RoomMessages({ room, visitorTyping }: { room: ChatRoomSummary; visitorTyping: boolean }) {
  const messages = useRoomMessages(room.id);
  return messages.isError ? (
    <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
      Error loading messages. Please try again.
    </p>
  ) : (
    <MessageList
      messages={messages.data ?? []}
      own="admin"
      typingLabel={visitorTyping ? `${room.contactFirstName || 'Visitor'} is typing...` : null}
      emptyText={messages.isPending ? 'Loading messages...' : 'No messages yet.'}
      className="h-[min(26rem,55vh)]"
    />
  );
}
