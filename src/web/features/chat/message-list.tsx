import { useEffect, useRef } from 'react';
import { hadSensitiveDataRemoved, relativeTime, SENSITIVE_REMOVED_NOTICE, type ChatMessage } from '../../../contract/chat/messages';
import { cn } from '../../lib/cn';
import { useNow } from './use-now';

/**
 * A conversation's bubbles in a fixed-height scrolling area that follows the newest message. `own` is
 * the side of the reader (right-aligned); `seenUpTo` puts 'Seen' under the reader's last message once
 * the other side has read it. Every text is rendered as text.
 */
export function MessageList({
  messages,
  own,
  seenUpTo = 0,
  typingLabel,
  emptyText,
  className,
}: {
  messages: readonly ChatMessage[];
  own: ChatMessage['senderType'];
  seenUpTo?: number;
  typingLabel?: string | null;
  emptyText: string;
  className?: string;
}) {
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.length ? messages[messages.length - 1]!.id : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when a message arrives or typing starts, to keep the newest in view.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest, typingLabel]);

  let lastOwnId = 0;
  for (const m of messages) if (m.senderType === own) lastOwnId = m.id;

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling log must be readable with the keyboard.
      tabIndex={0}
      className={cn(
        'overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-600',
        className,
      )}
    >
      {messages.length === 0 && <p className="py-6 text-center text-sm text-slate-600">{emptyText}</p>}
      <ol className="flex flex-col gap-3">
        {messages.map((m) => {
          const mine = m.senderType === own;
          return (
            <li key={m.id} data-message-id={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
              <div
                className={cn(
                  'max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm',
                  mine ? 'rounded-br-sm bg-teal-700 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
                )}
              >
                {!mine && <span className="mb-0.5 block text-xs font-semibold text-navy-800">{m.senderName}</span>}
                {m.message}
              </div>
              {mine && hadSensitiveDataRemoved(m.message) && (
                <p role="note" className="mt-1 max-w-[80%] text-right text-xs text-amber-900">
                  {SENSITIVE_REMOVED_NOTICE}
                </p>
              )}
              <span className="mt-1 text-xs text-slate-600">
                <time dateTime={m.createdAt} title={new Date(m.createdAt).toLocaleString()}>
                  {relativeTime(m.createdAt, now)}
                </time>
                {mine && m.id === lastOwnId && seenUpTo >= m.id && <span className="ml-2 font-medium text-teal-800">Seen</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {typingLabel && (
        <p className="mt-3 text-xs text-slate-600 italic" aria-live="polite">
          {typingLabel}
        </p>
      )}
    </div>
  );
}
