import { useCallback, useEffect, useState } from 'react';
import type { ChatRoomOpened } from '../../../../contract/chat/chat';
import { CHAT_LINK_EXPIRED } from '../../../../contract/chat/messages';
import { isApiError } from '../../../lib/api';
import { getClientChat } from '../api/get-client-chat';
import { openChatLink } from '../api/open-chat-link';
import { openRoom } from '../api/open-room';
import { rememberUsed, usedHere } from '../chat-link';
import { readReadUpTo, readStoredSession, storeReadUpTo, storeSession } from '../chat-storage';

const ENDED_NOTICE = 'Your previous conversation has ended. Start a new chat any time.';

/** Where the visitor's chat stands: signed out (ended), looking for a client's own room, in a conversation, or starting one. */
export type ChatStage = 'ended' | 'waiting' | 'chatting' | 'starting';

type Setter<T> = (value: T) => void;

/**
 * A signed-in client's own room, asked of the server while `findingOwn`: it becomes this browser's.
 * Another chat this browser remembers is not theirs to continue (never linked to their account), nor is
 * how far it was read. Their session ended: signed out; the server not answering: the stored chat, if any.
 */
function useOwnRoomSearch({
  findingOwn,
  setFindingOwn,
  setSessionId,
  setSignedOut,
  setReadUpTo,
  onStaffOnline,
}: {
  findingOwn: boolean;
  setFindingOwn: Setter<boolean>;
  setSessionId: Setter<string | null>;
  setSignedOut: Setter<boolean>;
  setReadUpTo: Setter<number>;
  onStaffOnline: Setter<boolean>;
}) {
  useEffect(() => {
    if (!findingOwn) return;
    let active = true;
    getClientChat()
      .then(({ room }) => {
        if (!active) return;
        if (room?.sessionId !== readStoredSession()) {
          storeSession(null);
          setReadUpTo(0);
        }
        if (!room) return;
        storeSession(room.sessionId);
        onStaffOnline(room.staffOnline);
        setSessionId(room.sessionId);
      })
      .catch((error: unknown) => {
        console.warn('chat room', error);
        if (!active) return;
        if (isApiError(error) && error.status === 401) setSignedOut(true);
        else setSessionId(readStoredSession());
      })
      .finally(() => active && setFindingOwn(false));
    return () => {
      active = false;
    };
  }, [findingOwn, setFindingOwn, setSessionId, setSignedOut, setReadUpTo, onStaffOnline]);
}

/**
 * Opened from an email's link: the chat it names becomes this browser's. Used before (elsewhere) or
 * expired, the visitor is asked to start again (a chat this browser had stays); used before here, the
 * chat it opened then simply shows.
 */
function useChatLink({
  link,
  signedIn,
  started,
  setNotice,
}: {
  link: string | null;
  signedIn: boolean;
  started: (room: ChatRoomOpened) => void;
  setNotice: Setter<string | null>;
}) {
  useEffect(() => {
    if (!link || signedIn) return;
    let active = true;
    openChatLink(link)
      .then((room) => {
        if (!active) return;
        rememberUsed(link);
        started(room);
      })
      .catch((error: unknown) => {
        if (!active || (usedHere(link) && readStoredSession())) return;
        if (!(isApiError(error) && error.status === 404)) console.warn('chat link', error);
        setNotice(CHAT_LINK_EXPIRED);
      });
    return () => {
      active = false;
    };
  }, [link, signedIn, started, setNotice]);
}

/**
 * The visitor's room and this browser's memory of it: the session id (the one stored, a signed-in
 * client's own, or one an email's link opens), how far staff replies were read, and the name a visitor
 * gave. `onStaffOnline` hears whether staff are online as a room opens.
 */
export function useChatRoom({
  signedIn,
  link,
  onStaffOnline,
}: {
  signedIn: boolean;
  link: string | null;
  onStaffOnline: (online: boolean) => void;
}) {
  // A signed-in client's conversation is theirs on the server, whatever this browser remembers (it may
  // hold an anonymous visitor's chat from before they signed in, or nothing): it is asked for first.
  const [sessionId, setSessionId] = useState<string | null>(() => (signedIn ? null : readStoredSession()));
  const [findingOwn, setFindingOwn] = useState(signedIn);
  // The client's session ended while the chat was open (signed out in another tab, or it expired).
  const [signedOut, setSignedOut] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [readUpTo, setReadUpTo] = useState(readReadUpTo);
  const [senderName, setSenderName] = useState<string | undefined>();

  /** Back to the contact step: the room was deleted or is gone. */
  const reset = useCallback(() => {
    storeSession(null);
    setSessionId(null);
    setReadUpTo(0);
    setNotice(ENDED_NOTICE);
    setFindingOwn(signedIn);
  }, [signedIn]);

  useOwnRoomSearch({ findingOwn, setFindingOwn, setSessionId, setSignedOut, setReadUpTo, onStaffOnline });

  /** A room is open: this browser keeps it, and the conversation view takes over. */
  const started = useCallback(
    (room: ChatRoomOpened, name?: string) => {
      storeSession(room.sessionId);
      storeReadUpTo(0);
      setReadUpTo(0);
      onStaffOnline(room.staffOnline);
      setNotice(null);
      if (name !== undefined) setSenderName(name);
      setSessionId(room.sessionId);
    },
    [onStaffOnline],
  );

  useChatLink({ link, signedIn, started, setNotice });

  /** A signed-in client's first message opens their room: the server names it from their session. */
  const openOwnRoom = useCallback(async () => {
    try {
      const room = await openRoom(null);
      started(room);
      return room.sessionId;
    } catch (error) {
      // Without a session the server asks for contact details: find out whether they are still signed in.
      if (isApiError(error) && (error.status === 400 || error.status === 401)) setFindingOwn(true);
      throw error;
    }
  }, [started]);

  /** Staff replies up to `id` were read here: across reloads too. */
  const readRepliesUpTo = useCallback((id: number) => {
    storeReadUpTo(id);
    setReadUpTo(id);
  }, []);

  const stage: ChatStage = signedOut ? 'ended' : findingOwn ? 'waiting' : sessionId || signedIn ? 'chatting' : 'starting';
  return { sessionId, stage, notice, readUpTo, senderName, started, reset, openOwnRoom, readRepliesUpTo };
}
