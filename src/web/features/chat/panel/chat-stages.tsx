import type { ChatMessage } from '../../../../contract/chat/messages';
import { MessageComposer } from '../message-composer';
import { MessageList } from '../message-list';

const SIGNED_OUT = 'You have been signed out. Please sign in again to chat with us.';

/** The chat ended with the client's sign-in (signed out in another tab, or it expired). */
export function ChatEnded() {
  return (
    <p role="status" className="p-4 text-sm text-slate-700">
      {SIGNED_OUT}
    </p>
  );
}

/** A signed-in client's own room is being looked for. */
export function ChatWaiting() {
  return (
    <p role="status" className="p-4 text-sm text-slate-700">
      Loading chat...
    </p>
  );
}

/** The conversation: its messages, 'Seen' and staff typing, and the message box. */
export function ChatConversation({
  notice,
  messages,
  seenUpTo,
  staffTyping,
  onSend,
  onTyping,
}: {
  notice: string | null;
  messages: readonly ChatMessage[];
  seenUpTo: number;
  staffTyping: boolean;
  onSend: (text: string) => Promise<void>;
  onTyping: () => void;
}) {
  return (
    <>
      {notice && (
        <p role="status" className="mx-4 mt-3 rounded-md bg-slate-100 px-3 py-2 text-xs text-slate-800">
          {notice}
        </p>
      )}
      <MessageList
        messages={messages}
        own="user"
        seenUpTo={seenUpTo}
        typingLabel={staffTyping ? 'Support is typing...' : null}
        emptyText="Send us a message and our team will reply here."
        className="h-[min(20rem,45dvh)]"
      />
      <MessageComposer autoFocus onSend={onSend} onTyping={onTyping} />
    </>
  );
}
