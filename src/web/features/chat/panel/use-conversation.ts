import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatServerEvent } from '../../../../contract/chat/messages';
import { isApiError } from '../../../lib/api';
import { getMessages } from '../api/get-messages';
import { ChatSocket, type SocketStatus } from '../chat-socket';
import { lastId, mergeMessages } from '../messages';

const TYPING_SHOWN_MS = 4000;

interface EventHandlers {
  /** Fetches the messages after the newest one received from the server's stream. */
  catchUp: () => void;
  received: (message: ChatMessage) => void;
  staffTyping: () => void;
  seen: (upToId: number) => void;
  staffOnline: (online: boolean) => void;
  gone: () => void;
}

/** What an event of the visitor's socket does to the conversation. */
function onSocketEvent(event: ChatServerEvent, sessionId: string, on: EventHandlers) {
  switch (event.type) {
    case 'joined':
      // After a drop: fetch only what was missed.
      on.catchUp();
      break;
    case 'new_message':
      if (event.sessionId === sessionId) on.received(event.message);
      break;
    case 'typing':
      if (event.from === 'admin') on.staffTyping();
      break;
    case 'seen':
      on.seen(event.upToId);
      break;
    case 'presence':
      on.staffOnline(event.staffOnline);
      break;
    case 'room_deleted':
      on.gone();
      break;
    case 'error':
      if (event.message === 'Chat not found') on.gone();
      else console.warn('chat socket', event.message);
      break;
    default:
      break;
  }
}

interface Follower {
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  setStatus: (status: SocketStatus) => void;
  setStaffTyping: (typing: boolean) => void;
  setSeenEvent: Dispatch<SetStateAction<number>>;
  synced: RefObject<number>;
  socket: RefObject<ChatSocket | null>;
  gone: () => void;
  onStaffOnline: (online: boolean) => void;
}

/** Follows the room of `session`: its history, then its socket's events; returns the function that stops. */
function follow(session: string, f: Follower): () => void {
  let active = true;
  let typingTimer: number | undefined;
  f.synced.current = 0;

  async function catchUp(after: number) {
    try {
      const fresh = await getMessages(session, after);
      if (!active) return;
      f.synced.current = Math.max(f.synced.current, lastId(fresh));
      f.setMessages((now) => mergeMessages(now, fresh));
    } catch (error) {
      if (active && isApiError(error) && error.status === 404) f.gone();
      else console.warn('chat history', error);
    }
  }

  const handlers: EventHandlers = {
    catchUp: () => void catchUp(f.synced.current),
    received: (message) => {
      f.synced.current = Math.max(f.synced.current, message.id);
      f.setMessages((now) => mergeMessages(now, [message]));
      if (message.senderType === 'admin') f.setStaffTyping(false);
    },
    staffTyping: () => {
      f.setStaffTyping(true);
      window.clearTimeout(typingTimer);
      typingTimer = window.setTimeout(() => f.setStaffTyping(false), TYPING_SHOWN_MS);
    },
    seen: (upToId) => f.setSeenEvent((now) => Math.max(now, upToId)),
    staffOnline: f.onStaffOnline,
    gone: f.gone,
  };

  void catchUp(0);
  const live = new ChatSocket({
    join: () => ({ type: 'join_room', sessionId: session }),
    onStatus: (next) => active && f.setStatus(next),
    onEvent: (event) => {
      if (active) onSocketEvent(event, session, handlers);
    },
  });
  f.socket.current = live;
  return () => {
    active = false;
    window.clearTimeout(typingTimer);
    live.close();
    f.socket.current = null;
    f.setStatus('connecting');
  };
}

/**
 * The conversation of `sessionId`: its messages (history, then the socket's; merged by id, so each
 * shows once whether it came from the socket, a send's answer or the catch-up after a reconnection),
 * the socket's state, staff typing, and how far staff saw the visitor's messages. A room that is gone
 * (deleted, not found) is emptied and `onGone` is told.
 */
export function useConversation(
  sessionId: string | null,
  { onGone, onStaffOnline }: { onGone: () => void; onStaffOnline: (online: boolean) => void },
) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [staffTyping, setStaffTyping] = useState(false);
  const [seenEvent, setSeenEvent] = useState(0);
  const socket = useRef<ChatSocket | null>(null);
  /**
   * The catch-up cursor: the newest id received from the server's own stream (history fetches and
   * socket events). A message appended from a send answer does not move it, so replies that were
   * sent while the socket was down (lower ids than the visitor's own later message) are not skipped.
   */
  const synced = useRef(0);

  const gone = useCallback(() => {
    setMessages([]);
    setSeenEvent(0);
    setStaffTyping(false);
    onGone();
  }, [onGone]);

  useEffect(() => {
    if (!sessionId) return;
    return follow(sessionId, { setMessages, setStatus, setStaffTyping, setSeenEvent, synced, socket, gone, onStaffOnline });
  }, [sessionId, gone, onStaffOnline]);

  /** The visitor's own message, shown also when the socket is down; its id keeps it from showing twice. */
  const append = useCallback((message: ChatMessage) => setMessages((now) => mergeMessages(now, [message])), []);
  const sendTyping = useCallback(() => {
    socket.current?.send({ type: 'typing' });
  }, []);

  const seenUpTo = messages.reduce((max, m) => (m.senderType === 'user' && m.isRead && m.id > max ? m.id : max), seenEvent);
  return { messages, status, staffTyping, seenUpTo, append, gone, sendTyping };
}

export type Conversation = ReturnType<typeof useConversation>;
