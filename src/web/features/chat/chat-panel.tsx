import { useCallback, useId, useState } from 'react';
import { isApiError } from '../../lib/api';
import { downloadTranscript } from './api/download-transcript';
import { postMessage } from './api/post-message';
import { ContactStep } from './contact-step';
import type { ChatView } from './lib/chat-view';
import { ChatConversation, ChatEnded, ChatWaiting } from './panel/chat-stages';
import { MinimisedChat } from './panel/minimised-chat';
import { PanelHeader } from './panel/panel-header';
import { PanelNotices } from './panel/panel-notices';
import { useChatRoom } from './panel/use-chat-room';
import { useConversation } from './panel/use-conversation';
import { usePresencePoll, useStaffOnline } from './panel/use-staff-online';
import { useUnreadReplies } from './panel/use-unread-replies';

export interface ChatPanelProps {
  view: ChatView;
  onViewChange: (view: ChatView) => void;
  onUnreadChange: (count: number) => void;
  /** A signed-in client: their own room is asked for, and they write without the contact step. */
  signedIn: boolean;
  /** The one-time token of a 'reply is waiting' email's link, when the page was opened from one. */
  link?: string | null;
}

/**
 * The visitor's side of live chat, loaded on demand by ChatWidget. It stays mounted while the launcher
 * shows, keeping the socket up so staff replies count as unread. Its room (useChatRoom) and its
 * conversation (useConversation) are hooks of their own; what shows is the stage the room is at:
 * starting (the contact step), waiting (a client's room being found), chatting, or ended (signed out).
 */
export default function ChatPanel({ view, onViewChange, onUnreadChange, signedIn, link = null }: ChatPanelProps) {
  const [staffOnline, setStaffOnline] = useStaffOnline();
  const room = useChatRoom({ signedIn, link, onStaffOnline: setStaffOnline });
  usePresencePoll(view === 'open' && !room.sessionId, setStaffOnline);
  const conversation = useConversation(room.sessionId, { onGone: room.reset, onStaffOnline: setStaffOnline });
  const unread = useUnreadReplies({
    view,
    sessionId: room.sessionId,
    messages: conversation.messages,
    readUpTo: room.readUpTo,
    readRepliesUpTo: room.readRepliesUpTo,
    onUnreadChange,
  });
  const [downloadFailed, setDownloadFailed] = useState(false);
  const titleId = useId();

  const { sessionId, openOwnRoom, senderName } = room;
  const { append, gone } = conversation;
  const send = useCallback(
    async (text: string) => {
      const to = sessionId ?? (signedIn ? await openOwnRoom() : null);
      if (!to) return;
      try {
        append(await postMessage(to, senderName, text));
      } catch (error) {
        if (isApiError(error) && error.status === 404) gone();
        throw error;
      }
    },
    [sessionId, signedIn, openOwnRoom, senderName, append, gone],
  );

  if (view === 'closed') return null;
  if (view === 'minimised') return <MinimisedChat unread={unread} onViewChange={onViewChange} />;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onViewChange('minimised');
      }}
      className="fixed right-4 bottom-4 z-40 flex w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <PanelHeader
        titleId={titleId}
        sessionId={sessionId}
        status={conversation.status}
        onDownload={() => {
          if (!sessionId) return;
          setDownloadFailed(false);
          downloadTranscript(sessionId).catch(() => setDownloadFailed(true));
        }}
        onViewChange={onViewChange}
      />
      <PanelNotices
        staffOnline={staffOnline}
        signedIn={signedIn}
        busy={Boolean(sessionId) && conversation.status === 'busy'}
        downloadFailed={downloadFailed}
      />
      {room.stage === 'ended' && <ChatEnded />}
      {room.stage === 'waiting' && <ChatWaiting />}
      {room.stage === 'chatting' && (
        <ChatConversation
          notice={room.notice}
          messages={conversation.messages}
          seenUpTo={conversation.seenUpTo}
          staffTyping={conversation.staffTyping}
          onSend={send}
          onTyping={conversation.sendTyping}
        />
      )}
      {room.stage === 'starting' && (
        <ContactStep notice={room.notice} onStarted={(opened, details) => room.started(opened, `${details.firstName} ${details.lastName}`)} />
      )}
    </section>
  );
}
