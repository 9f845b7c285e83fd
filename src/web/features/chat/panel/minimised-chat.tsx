import { ChevronUp, MessageCircle, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ChatView } from '../lib/chat-view';
import { iconButton } from './icon-button';

/** The minimised chat: a small bar that expands on click, with the count of unread replies. */
export function MinimisedChat({ unread, onViewChange }: { unread: number; onViewChange: (view: ChatView) => void }) {
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
