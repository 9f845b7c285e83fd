import { Download, Minus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import type { SocketStatus } from '../chat-socket';
import type { ChatView } from '../lib/chat-view';
import { iconButton } from './icon-button';

/**
 * The open chat's title bar: 'Live Support', how the connection stands once there is a conversation
 * ('Connected' once the socket is open, whoever is online; a notice below says when nobody from the
 * team is), and the download, minimise and close buttons.
 */
export function PanelHeader({
  titleId,
  sessionId,
  status,
  onDownload,
  onViewChange,
}: {
  titleId: string;
  sessionId: string | null;
  status: SocketStatus;
  onDownload: () => void;
  onViewChange: (view: ChatView) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened, the chat's first field or message box takes the focus as it shows (autoFocus); while it is
  // still loading, the focus the launcher had goes to its heading rather than the page.
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) heading.current?.focus();
  }, []);
  const connected = status === 'connected';

  return (
    // Not a <header>: that would be a second "banner" landmark of the page.
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
            onClick={onDownload}
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
  );
}
