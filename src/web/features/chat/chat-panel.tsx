import { ChevronUp, Download, MessageCircle, Minus, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  CHAT_LINK_EXPIRED,
  CHAT_OFFLINE_NOTICE,
  CHAT_OFFLINE_NOTICE_CLIENT,
  CHAT_PRESENCE_POLL_MS,
  CHAT_SOCKET_BUSY_NOTICE,
  type ChatMessage,
} from '../../../contract/chat/messages';
import { isApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { downloadTranscript } from './api/download-transcript';
import { getClientChat } from './api/get-client-chat';
import { getMessages } from './api/get-messages';
import { markRead } from './api/mark-read';
import { getStaffOnline } from './api/get-staff-online';
import { openChatLink } from './api/open-chat-link';
import { openRoom, type OpenedRoom } from './api/open-room';
import { rememberUsed, usedHere } from './chat-link';
import { postMessage } from './api/post-message';
import { ChatSocket, type SocketStatus } from './chat-socket';
import { readReadUpTo, readStoredSession, storeReadUpTo, storeSession } from './chat-storage';
import type { ChatView } from './lib/chat-view';
import { ContactStep } from './contact-step';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { lastId, mergeMessages } from './messages';

const TYPING_SHOWN_MS = 4000;
const ENDED_NOTICE = 'Your previous conversation has ended. Start a new chat any time.';
const TRANSCRIPT_FAILED = 'The conversation could not be downloaded. Please try again.';
const SIGNED_OUT = 'You have been signed out. Please sign in again to chat with us.';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white';

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
 * shows, keeping the socket up so staff replies count as unread. Messages are merged by id, so each
 * shows once whether it came from the socket, the send answer or the catch-up after a reconnection.
 */
export default function ChatPanel({ view, onViewChange, onUnreadChange, signedIn, link = null }: ChatPanelProps) {
  // A signed-in client's conversation is theirs on the server, whatever this browser remembers (it may
  // hold an anonymous visitor's chat from before they signed in, or nothing): it is asked for first.
  const [sessionId, setSessionId] = useState<string | null>(() => (signedIn ? null : readStoredSession()));
  const [findingOwn, setFindingOwn] = useState(signedIn);
  // The client's session ended while the chat was open (signed out in another tab, or it expired).
  const [signedOut, setSignedOut] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [staffOnline, setStaffOnline] = useState<boolean | null>(null);
  const [staffTyping, setStaffTyping] = useState(false);
  const [seenEvent, setSeenEvent] = useState(0);
  const [readUpTo, setReadUpTo] = useState(readReadUpTo);
  const [notice, setNotice] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [senderName, setSenderName] = useState<string | undefined>();
  const socket = useRef<ChatSocket | null>(null);
  /**
   * The catch-up cursor: the newest id received from the server's own stream (history fetches and
   * socket events). A message appended from a send answer does not move it, so replies that were
   * sent while the socket was down (lower ids than the visitor's own later message) are not skipped.
   */
  const synced = useRef(0);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened, the chat's first field or message box takes the focus as it shows (autoFocus); while it is
  // still loading, the focus the launcher had goes to its heading rather than the page.
  useEffect(() => {
    if (view !== 'open') return;
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  }, [view]);

  /** Back to the contact step: the room was deleted or is gone. */
  const reset = useCallback(() => {
    storeSession(null);
    setSessionId(null);
    setMessages([]);
    setSeenEvent(0);
    setReadUpTo(0);
    setStaffTyping(false);
    setNotice(ENDED_NOTICE);
    setFindingOwn(signedIn);
  }, [signedIn]);

  useEffect(() => {
    if (!findingOwn) return;
    let active = true;
    getClientChat()
      .then(({ room }) => {
        if (!active) return;
        // Another chat this browser remembers is not theirs to continue (never linked to their account),
        // nor is how far it was read.
        if (room?.sessionId !== readStoredSession()) {
          storeSession(null);
          setReadUpTo(0);
        }
        if (!room) return;
        storeSession(room.sessionId);
        setStaffOnline(room.staffOnline);
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
  }, [findingOwn]);

  // Without a conversation (so without a socket), the open chat asks now and then whether anyone is
  // online: its notice follows presence both ways. In a conversation the socket says so at once.
  const askPresence = view === 'open' && !sessionId;
  useEffect(() => {
    const ask = () =>
      getStaffOnline()
        .then(setStaffOnline)
        .catch((error: unknown) => console.warn('chat status', error));
    void ask();
    if (!askPresence) return;
    const timer = window.setInterval(ask, CHAT_PRESENCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [askPresence]);

  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    let typingTimer: number | undefined;
    synced.current = 0;

    async function catchUp(after: number) {
      try {
        const fresh = await getMessages(sessionId!, after);
        if (!active) return;
        synced.current = Math.max(synced.current, lastId(fresh));
        setMessages((now) => mergeMessages(now, fresh));
      } catch (error) {
        if (active && isApiError(error) && error.status === 404) reset();
        else console.warn('chat history', error);
      }
    }

    void catchUp(0);
    const live = new ChatSocket({
      join: () => ({ type: 'join_room', sessionId }),
      onStatus: (next) => active && setStatus(next),
      onEvent: (event) => {
        if (!active) return;
        switch (event.type) {
          case 'joined':
            // After a drop: fetch only what was missed.
            void catchUp(synced.current);
            break;
          case 'new_message':
            if (event.sessionId !== sessionId) break;
            synced.current = Math.max(synced.current, event.message.id);
            setMessages((now) => mergeMessages(now, [event.message]));
            if (event.message.senderType === 'admin') setStaffTyping(false);
            break;
          case 'typing':
            if (event.from !== 'admin') break;
            setStaffTyping(true);
            window.clearTimeout(typingTimer);
            typingTimer = window.setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
            break;
          case 'seen':
            setSeenEvent((now) => Math.max(now, event.upToId));
            break;
          case 'presence':
            setStaffOnline(event.staffOnline);
            break;
          case 'room_deleted':
            reset();
            break;
          case 'error':
            if (event.message === 'Chat not found') reset();
            else console.warn('chat socket', event.message);
            break;
          default:
            break;
        }
      },
    });
    socket.current = live;
    return () => {
      active = false;
      window.clearTimeout(typingTimer);
      live.close();
      socket.current = null;
      setStatus('connecting');
    };
  }, [sessionId, reset]);

  // Staff replies read while the panel is open stop counting as unread, across reloads too, and the
  // server hears of it (a signed-in client is then not emailed that a reply waits).
  const newestReply = messages.reduce((max, m) => (m.senderType === 'admin' && m.id > max ? m.id : max), 0);
  useEffect(() => {
    if (view === 'open' && sessionId && newestReply > readUpTo) {
      storeReadUpTo(newestReply);
      setReadUpTo(newestReply);
      markRead(sessionId).catch((error: unknown) => console.warn('chat read', error));
    }
  }, [view, sessionId, newestReply, readUpTo]);
  // A reply the client answered was read, even if this browser never recorded it (another browser, or after
  // signing out): only replies after the client's own last message and not read here are waiting.
  const lastOwn = messages.reduce((max, m) => (m.senderType === 'user' && m.id > max ? m.id : max), 0);
  const unread = view === 'open' ? 0 : messages.filter((m) => m.senderType === 'admin' && m.id > Math.max(readUpTo, lastOwn)).length;
  useEffect(() => onUnreadChange(unread), [unread, onUnreadChange]);

  const seenUpTo = messages.reduce((max, m) => (m.senderType === 'user' && m.isRead && m.id > max ? m.id : max), seenEvent);

  /** A room is open: this browser keeps it, and the conversation view takes over. */
  const started = useCallback((room: OpenedRoom) => {
    storeSession(room.sessionId);
    storeReadUpTo(0);
    setReadUpTo(0);
    setStaffOnline(room.staffOnline);
    setNotice(null);
    setSessionId(room.sessionId);
  }, []);

  // Opened from an email's link: the chat it names becomes this browser's. Used before (elsewhere) or
  // expired, the visitor is asked to start again (a chat this browser had stays); used before here, the
  // chat it opened then simply shows.
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
  }, [link, signedIn, started]);

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

  const send = useCallback(
    async (text: string) => {
      const to = sessionId ?? (signedIn ? await openOwnRoom() : null);
      if (!to) return;
      try {
        const created = await postMessage(to, senderName, text);
        // Also shown when the socket is down; the id keeps it from showing twice.
        setMessages((now) => mergeMessages(now, [created]));
      } catch (error) {
        if (isApiError(error) && error.status === 404) reset();
        throw error;
      }
    },
    [sessionId, signedIn, openOwnRoom, senderName, reset],
  );

  if (view === 'closed') return null;

  if (view === 'minimised') {
    return (
      <div data-floating-chat className="fixed right-4 bottom-4 z-40 flex items-center rounded-full bg-navy-900 text-white shadow-lg">
        <button
          type="button"
          aria-label={unread > 0 ? `Expand chat (${unread} unread)` : 'Expand chat'}
          // biome-ignore lint/a11y/noAutofocus: the visitor just minimised the chat; focus stays on it.
          autoFocus
          onClick={() => onViewChange('open')}
          className="flex items-center gap-2 rounded-full py-3 pr-2 pl-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          Live Support
          {unread > 0 && (
            <span aria-hidden="true" className="rounded-full bg-red-700 px-1.5 text-xs font-bold">
              {unread}
            </span>
          )}
          <ChevronUp aria-hidden="true" className="h-4 w-4" />
        </button>
        <button type="button" aria-label="Close chat" onClick={() => onViewChange('closed')} className={cn(iconButton, 'mr-1 rounded-full')}>
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    );
  }

  // The indicator: 'Connected' once the socket is open, whoever is online; the notice below the
  // header says when nobody from the team is.
  const connected = status === 'connected';
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
      {/* Not a <header>: that would be a second "banner" landmark of the page. */}
      <div className="flex items-center justify-between gap-2 bg-navy-900 py-2.5 pr-2 pl-4 text-white">
        <div className="min-w-0">
          <h2
            ref={heading}
            id={titleId}
            tabIndex={-1}
            className="text-base leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Live Support
          </h2>
          {sessionId ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-navy-100" role="status">
              <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', connected ? 'bg-emerald-400' : 'bg-amber-400')} />
              {connected ? 'Connected' : 'Connecting...'}
            </p>
          ) : (
            <p className="mt-0.5 text-xs text-navy-100">Talk to our case team</p>
          )}
        </div>
        <div className="flex shrink-0 items-center">
          {sessionId && (
            <button
              type="button"
              aria-label="Download the conversation"
              title="Download the conversation"
              onClick={() => {
                setDownloadFailed(false);
                downloadTranscript(sessionId).catch(() => setDownloadFailed(true));
              }}
              className={iconButton}
            >
              <Download aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
          <button type="button" aria-label="Minimise chat" onClick={() => onViewChange('minimised')} className={iconButton}>
            <Minus aria-hidden="true" className="h-5 w-5" />
          </button>
          <button type="button" aria-label="Close chat" onClick={() => onViewChange('closed')} className={iconButton}>
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      {staffOnline === false && (
        // Only a client (the portal passes their details) is emailed when a reply waits.
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-950">
          {signedIn ? CHAT_OFFLINE_NOTICE_CLIENT : CHAT_OFFLINE_NOTICE}
        </p>
      )}
      {sessionId && status === 'busy' && (
        <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-950">
          {CHAT_SOCKET_BUSY_NOTICE}
        </p>
      )}
      {downloadFailed && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-xs text-red-900">
          {TRANSCRIPT_FAILED}
        </p>
      )}
      {signedOut ? (
        <p role="status" className="p-4 text-sm text-slate-700">
          {SIGNED_OUT}
        </p>
      ) : findingOwn ? (
        <p role="status" className="p-4 text-sm text-slate-700">
          Loading chat...
        </p>
      ) : sessionId || signedIn ? (
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
          <MessageComposer autoFocus onSend={send} onTyping={() => socket.current?.send({ type: 'typing' })} />
        </>
      ) : (
        <ContactStep
          notice={notice}
          onStarted={(room, details) => {
            setSenderName(`${details.firstName} ${details.lastName}`);
            started(room);
          }}
        />
      )}
    </section>
  );
}
