import { getAdminToken } from '../../../lib/admin-token';
import type { ChatSocket, ChatSocketEvent } from '../chat-socket';

/** The server refuses join_admin without a live token with this close code: no point retrying. */
export const STAFF_REFUSED = 4401;

const shown = () => document.visibilityState === 'visible';

/** A staff socket's join: its token, and whether this page is shown (staff count as online only while one is). */
export function staffJoin(): ChatSocketEvent | null {
  const token = getAdminToken();
  return token ? { type: 'join_admin', token, visible: shown() } : null;
}

/** Tells the server each time this page is shown or hidden (Page Visibility API); returns the function that stops. */
export function reportVisibility(socket: ChatSocket): () => void {
  const report = () => socket.send({ type: 'visibility', visible: shown() });
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
}
