import { useEffect } from 'react';
import type { ChatMessage } from '../../../../contract/chat/messages';
import { markRead } from '../api/mark-read';
import type { ChatView } from '../lib/chat-view';

const newest = (messages: readonly ChatMessage[], from: ChatMessage['senderType']) =>
  messages.reduce((max, m) => (m.senderType === from && m.id > max ? m.id : max), 0);

/**
 * How many staff replies wait unread, told to `onUnreadChange` (the launcher's badge). Replies read
 * while the panel is open stop counting, across reloads too (`readRepliesUpTo`), and the server hears
 * of it (a signed-in client is then not emailed that a reply waits).
 */
export function useUnreadReplies({
  view,
  sessionId,
  messages,
  readUpTo,
  readRepliesUpTo,
  onUnreadChange,
}: {
  view: ChatView;
  sessionId: string | null;
  messages: readonly ChatMessage[];
  readUpTo: number;
  readRepliesUpTo: (id: number) => void;
  onUnreadChange: (count: number) => void;
}): number {
  const newestReply = newest(messages, 'admin');
  useEffect(() => {
    if (view === 'open' && sessionId && newestReply > readUpTo) {
      readRepliesUpTo(newestReply);
      markRead(sessionId).catch((error: unknown) => console.warn('chat read', error));
    }
  }, [view, sessionId, newestReply, readUpTo, readRepliesUpTo]);
  // A reply the client answered was read, even if this browser never recorded it (another browser, or after
  // signing out): only replies after the client's own last message and not read here are waiting.
  const lastOwn = newest(messages, 'user');
  const unread = view === 'open' ? 0 : messages.filter((m) => m.senderType === 'admin' && m.id > Math.max(readUpTo, lastOwn)).length;
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);
  return unread;
}
