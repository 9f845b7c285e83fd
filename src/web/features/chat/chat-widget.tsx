import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { takeChatLink } from './chat-link';
import { readStoredSession } from './chat-storage';

/** closed: the round launcher; open: the panel; minimised: a small bar that expands on click. */
import type { ChatView } from './lib/chat-view';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/** The loading line shown in place of the launcher takes the focus the launcher had: it is not dropped on the page meanwhile. */
const takeFocus = (element: HTMLElement | null) => element?.focus();

const launcherClasses =
  'fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg ring-2 ring-white ' +
  'hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/**
 * The floating live-chat widget. Only this round launcher is in the page's first bundle; the panel
 * (contact step, conversation, socket) is downloaded on the first click, or when the page is idle if
 * this browser already has a conversation or the visitor is a signed-in client, so a staff reply can
 * show as a badge on the launcher. A signed-in client (`signedIn`) skips the contact step: the server
 * knows who they are from their session.
 */
export function ChatWidget({ signedIn = false }: { signedIn?: boolean }) {
  const [view, setView] = useState<ChatView>('closed');
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // A 'reply is waiting' email's link: the chat opens at once, in this browser.
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    const token = signedIn ? null : takeChatLink();
    if (!token) return;
    setLink(token);
    setLoaded(true);
    setView('open');
  }, [signedIn]);

  // A conversation this browser remembers, or a signed-in client's (which may have replies waiting).
  useEffect(() => (signedIn || readStoredSession() ? whenIdle(() => setLoaded(true)) : undefined), [signedIn]);

  // Closing the panel hands the focus back to the launcher.
  useEffect(() => {
    if (view === 'closed' && wasOpen.current) launcher.current?.focus();
    wasOpen.current = view !== 'closed';
  }, [view]);

  return (
    <>
      {view === 'closed' && (
        <button
          ref={launcher}
          data-floating-chat
          type="button"
          aria-label={unread > 0 ? `Open chat (${unread} unread)` : 'Open chat'}
          className={launcherClasses}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => {
            setLoaded(true);
            setView('open');
          }}
        >
          <MessageCircle aria-hidden="true" className="h-7 w-7" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="chat-unread"
              className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white ring-2 ring-white"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            view === 'closed' ? null : (
              <p
                ref={takeFocus}
                tabIndex={-1}
                role="status"
                className="fixed right-4 bottom-4 z-40 rounded-full bg-navy-900 px-4 py-3 text-sm text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                Loading chat...
              </p>
            )
          }
        >
          <ChatPanel view={view} onViewChange={setView} onUnreadChange={setUnread} signedIn={signedIn} link={link} />
        </Suspense>
      )}
    </>
  );
}
