// The widget's memory in this browser: the server-issued session id and how far staff replies were read.
import { CHAT_SESSION_STORAGE_KEY } from '../../../contract/chat/messages';

/** Where the visitor last read staff replies up to, so the closed launcher can count what is new. */
const READ_UP_TO_KEY = `${CHAT_SESSION_STORAGE_KEY}.readUpTo`;

export function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeSession(sessionId: string | null): void {
  try {
    if (sessionId) window.localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    else {
      window.localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
      window.localStorage.removeItem(READ_UP_TO_KEY);
    }
  } catch {
    // Storage unavailable (private mode): the conversation then lasts for this page only.
  }
}

export function readReadUpTo(): number {
  try {
    return Number(window.localStorage.getItem(READ_UP_TO_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function storeReadUpTo(id: number): void {
  try {
    window.localStorage.setItem(READ_UP_TO_KEY, String(id));
  } catch {
    // See storeSession.
  }
}

/** Forgets this browser's conversation (e.g. when a client signs out on a shared device). */
export function forgetChatSession(): void {
  storeSession(null);
}
