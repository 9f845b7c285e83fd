import { forgetChatSession } from '../../features/chat';
import { getAdminToken, setAdminToken } from '../../lib/admin-token';

/**
 * Ends the landing-side session (staff or client) on the server, which then returns to the home page.
 * An admin panel token kept in this browser ends too: logging out means out of everything here.
 */
export function logoutEverywhere() {
  // A shared computer must not show the next person a conversation.
  forgetChatSession();
  const token = getAdminToken();
  if (token) {
    void fetch('/api/admin/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
    setAdminToken(null);
  }
  window.location.assign('/api/logout');
}
