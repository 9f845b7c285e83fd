import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CHAT_ROOM_DELETE_PROMPT, type ChatRoomSummary } from '../../../../contract/chat/messages';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { MessageComposer } from '../message-composer';
import { MessageList } from '../message-list';
import { mergeMessages } from '../messages';
import { chatKeys, contactName, deleteRoom, fetchRoomMessages, patchRoom, removeRoom, sendStaffMessage } from './admin-chat-api';

/** One room: contact details, the conversation, the reply box and deletion after confirmation. */
export function RoomConversation({
  room,
  visitorTyping,
  onTyping,
  onDeleted,
}: {
  room: ChatRoomSummary;
  visitorTyping: boolean;
  onTyping: () => void;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const messages = useQuery({
    queryKey: chatKeys.messages(room.id),
    queryFn: async ({ signal }) => {
      const list = await fetchRoomMessages(room.id, signal);
      // Reading marks the visitor's messages read.
      patchRoom(queryClient, room.id, (r) => ({ ...r, unreadCount: 0 }));
      return list;
    },
    // Re-read whenever the room is opened again: replies may have come in meanwhile.
    staleTime: 0,
  });

  const remove = useMutation({
    mutationFn: () => deleteRoom(room.id),
    onSuccess: () => {
      setConfirming(false);
      removeRoom(queryClient, room.id);
      onDeleted();
      toast({ title: 'Chat deleted', description: `The conversation with ${contactName(room)} was deleted.` });
    },
    onError: () => toast({ title: 'Error', description: 'The chat could not be deleted. Please try again.', variant: 'destructive' }),
  });

  async function send(text: string) {
    const created = await sendStaffMessage(room.id, text);
    queryClient.setQueryData(chatKeys.messages(room.id), (now: typeof messages.data) => mergeMessages(now ?? [], [created]));
    patchRoom(queryClient, room.id, (r) => ({ ...r, lastMessage: created, lastActivityAt: created.createdAt }));
  }

  const details = [room.contactEmail, room.contactPhone].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 flex-col">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-navy-900">{contactName(room)}</h3>
          {details && <p className="truncate text-xs text-slate-600">{details}</p>}
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} className="shrink-0 text-red-800">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete
        </Button>
      </div>
      {messages.isError ? (
        <p role="alert" className="px-4 py-10 text-center text-sm text-red-700">
          Error loading messages. Please try again.
        </p>
      ) : (
        <MessageList
          messages={messages.data ?? []}
          own="admin"
          typingLabel={visitorTyping ? `${room.contactFirstName || 'Visitor'} is typing...` : null}
          emptyText={messages.isPending ? 'Loading messages...' : 'No messages yet.'}
          className="h-[26rem]"
        />
      )}
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
