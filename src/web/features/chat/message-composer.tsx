import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../contract/chat/messages';
import { cn } from '../../lib/cn';

const TYPING_EVERY_MS = 2000;

/** The composer's text and sending: what was typed is given back when a send fails. */
function useComposer(onSend: (text: string) => Promise<unknown>, onTyping: (() => void) | undefined) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastTyping = useRef(0);
  const trimmed = text.trim();

  async function send() {
    if (!trimmed || sending) return;
    setSending(true);
    setFailed(false);
    setText('');
    // The next words typed after a send announce typing again at once.
    lastTyping.current = 0;
    try {
      await onSend(trimmed);
    } catch {
      // Give the words back so nothing typed is lost.
      setText((now) => (now ? now : trimmed));
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  function change(next: string) {
    setText(next);
    const now = Date.now();
    if (onTyping && next.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  }

  return { text, change, send, sending, failed };
}

/**
 * The message box of both sides: Enter sends, Shift+Enter makes a new line, text is trimmed and empty
 * text is never sent (the button is disabled). `onTyping` is called at most every two seconds.
 */
export function MessageComposer({
  onSend,
  onTyping,
  placeholder = 'Type your message...',
  autoFocus = false,
  className,
}: {
  onSend: (text: string) => Promise<unknown>;
  onTyping?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const { text, change, send, sending, failed } = useComposer(onSend, onTyping);
  const errorId = useId();
  const trimmed = text.trim();

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className={cn('border-t border-slate-200 bg-white p-2', className)}>
      {failed && (
        <p id={errorId} role="alert" className="mb-1 px-1 text-xs text-red-700">
          Your message was not sent. Please try again.
        </p>
      )}
      <div className="flex items-end gap-2">
        <textarea
          aria-label="Message"
          aria-describedby={failed ? errorId : undefined}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: only when the visitor has just opened or started the chat.
          autoFocus={autoFocus}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-32 min-h-11 w-full resize-none rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm placeholder:text-slate-500 focus:border-teal-700 focus:outline-2 focus:outline-offset-0 focus:outline-teal-600"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={!trimmed || sending}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </form>
  );
}
