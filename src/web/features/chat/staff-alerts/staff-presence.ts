import type { QueryClient } from '@tanstack/react-query';
import { getAdminToken } from '../../../lib/admin-token';
import { STAFF_SESSION_KEY } from '../../../lib/query-keys';
import type { ChatSocket, ChatSocketEvent } from '../chat-socket';

/** The server refuses join_admin without a live token with this close code: no point retrying. */
export const STAFF_REFUSED = 4401;

const shown = () => document.visibilityState === 'visible';

/** A staff socket's join: its token, and whether this page is shown (staff count as online only while one is). */
export function staffJoin(): ChatSocketEvent | null {
  const token = getAdminToken();
  return token ? { type: 'join_admin', token, visible: shown() } : null;
}

/**
 * A staff socket's `retryAfter`: retry, unless the server refused the sign-in (signed out elsewhere,
 * deactivated, a new password). Then asking who is signed in drops the refused token and shows the
 * gate, instead of "Connecting..." on a panel that cannot work.
 */
export const staffRetryAfter =
  (queryClient: QueryClient) =>
  (code: number): boolean => {
    if (code !== STAFF_REFUSED) return true;
    void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
    return false;
  };

/** Tells the server each time this page is shown or hidden (Page Visibility API); returns the function that stops. */
export function reportVisibility(socket: ChatSocket): () => void {
  const report = () => socket.send({ type: 'visibility', visible: shown() });
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
}
