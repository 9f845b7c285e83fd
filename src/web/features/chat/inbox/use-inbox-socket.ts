import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatServerEvent } from '../../../../contract/chat/messages';
import { chatKeys } from '../api/chat-keys';
import { ChatSocket, type SocketStatus } from '../chat-socket';
import { patchRoom, removeRoom } from '../lib/room-cache';
import { mergeMessages } from '../messages';
import { reportVisibility, staffJoin, staffRetryAfter } from '../staff-alerts/staff-presence';

const TYPING_SHOWN_MS = 4000;

interface InboxContext {
  queryClient: QueryClient;
  /** The room open in the inbox, if any. */
  selected: RefObject<number | null>;
  setSelectedId: (id: number | null) => void;
  /** The open room's messages are read again (the server then marks the visitor's read). */
  refreshOpenRoom: () => void;
  visitorTyping: (roomId: number) => void;
  visitorStoppedTyping: (roomId: number) => void;
}

/** A message in any room: the lists show it at once, the open room takes it in. */
function onNewMessage({ queryClient, selected, refreshOpenRoom, visitorStoppedTyping }: InboxContext, roomId: number, message: ChatMessage) {
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
    queryClient.setQueryData(chatKeys.messages(roomId), (now: ChatMessage[] | undefined) => mergeMessages(now ?? [], [message]));
    if (fromVisitor) refreshOpenRoom();
  }
  if (fromVisitor) visitorStoppedTyping(roomId);
}

function onInboxEvent(event: ChatServerEvent, context: InboxContext) {
  const { queryClient, selected } = context;
  switch (event.type) {
    case 'joined':
      // (Re)connected: catch up on whatever happened meanwhile.
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
      context.refreshOpenRoom();
      break;
    case 'new_message':
      onNewMessage(context, event.roomId ?? event.message.roomId, event.message);
      break;
    case 'typing':
      if (event.from === 'user' && event.roomId !== undefined) context.visitorTyping(event.roomId);
      break;
    case 'room_updated':
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
      break;
    case 'room_deleted':
      if (event.roomId === undefined) break;
      removeRoom(queryClient, event.roomId);
      if (selected.current === event.roomId) context.setSelectedId(null);
      break;
    case 'error':
      console.warn('chat socket', event.message);
      break;
    default:
      break;
  }
}

/**
 * The staff socket of the inbox: it keeps the room lists and the open room (`selected`) live, says
 * which room's visitor is typing, and sends this member's typing in the open room. A refused sign-in
 * makes the panel ask who is signed in (the gate then shows) instead of retrying.
 */
export function useInboxSocket(selected: RefObject<number | null>, setSelectedId: (id: number | null) => void) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [typingRoomId, setTypingRoomId] = useState<number | null>(null);
  const socket = useRef<ChatSocket | null>(null);

  useEffect(() => {
    let typingTimer: number | undefined;
    const refreshOpenRoom = () => {
      // Only a staff member who can see the page marks messages read.
      if (selected.current !== null && document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(selected.current) });
      }
    };
    const context: InboxContext = {
      queryClient,
      selected,
      setSelectedId,
      refreshOpenRoom,
      visitorTyping: (roomId) => {
        setTypingRoomId(roomId);
        window.clearTimeout(typingTimer);
        typingTimer = window.setTimeout(() => setTypingRoomId(null), TYPING_SHOWN_MS);
      },
      visitorStoppedTyping: (roomId) => setTypingRoomId((now) => (now === roomId ? null : now)),
    };
    const live = new ChatSocket({
      join: staffJoin,
      retryAfter: staffRetryAfter(queryClient),
      onStatus: setStatus,
      onEvent: (event) => onInboxEvent(event, context),
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
  }, [queryClient, selected, setSelectedId]);

  const sendTyping = useCallback(() => {
    if (selected.current !== null) socket.current?.send({ type: 'typing', roomId: selected.current });
  }, [selected]);

  return { status, typingRoomId, sendTyping };
}
