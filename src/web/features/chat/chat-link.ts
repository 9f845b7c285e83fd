import { CHAT_LINK_FRAGMENT } from '../../../contract/chat/messages';

// The one-time token of a 'reply is waiting' email's link (`/#chat-link=...`), taken off the address as
// the page loads so it is neither bookmarked nor shared; and the last one this browser used, so that
// following the same email again here reopens its chat instead of saying the link was used.
const USED_LINK_KEY = 'recourse.chat.session.link';

/** The token in this page's address, removed from it; null when there is none. */
export function takeChatLink(): string | null {
  const hash = window.location.hash.slice(1);
  if (!hash.startsWith(CHAT_LINK_FRAGMENT)) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return decodeURIComponent(hash.slice(CHAT_LINK_FRAGMENT.length)) || null;
}

export function usedHere(token: string): boolean {
  try {
    return window.localStorage.getItem(USED_LINK_KEY) === token;
  } catch {
    return false;
  }
}

export function rememberUsed(token: string): void {
  try {
    window.localStorage.setItem(USED_LINK_KEY, token);
  } catch {
    // Storage unavailable: the chat then lasts for this page only anyway.
  }
}
