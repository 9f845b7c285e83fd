import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { staffEndpoints } from '../../../contract/staff/endpoints';
import { landingEndpoints } from '../../../contract/staff/landing-endpoints';
import { toast } from '../../components/ui/use-toast';
import { forgetChatSession } from '../../features/chat';
import { getAdminToken, setAdminToken } from '../../lib/admin-token';
import { clearQueryCache } from '../../lib/query-provider';
import { TITLE_FOCUS } from '../../lib/title-focus';

/**
 * Ends the landing-side session (staff or client) on the server, then forgets what this tab keeps for
 * it. An admin panel token kept in this browser ends too: logging out means out of everything here.
 */
async function logoutEverywhere(): Promise<void> {
  // The server answers with a redirect to the home page, which the caller shows instead.
  const response = await fetch(landingEndpoints.signOut.path, { redirect: 'manual' });
  if (response.type !== 'opaqueredirect') throw new Error(`Logout answered ${response.status}`);
  // A shared computer must not show the next person a conversation.
  forgetChatSession();
  const token = getAdminToken();
  if (token) {
    const { method, path } = staffEndpoints.signOut;
    void fetch(path, { method, headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
    setAdminToken(null);
  }
  clearQueryCache();
}

/**
 * The landing side's Logout (the landing page's header, /home): out of everything, then the landing
 * page, its title taking the focus. `onSignedOut` first, for a caller on the landing page already.
 */
export function useLogoutEverywhere(onSignedOut?: () => void) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    logoutEverywhere().then(
      () => {
        // Drawn at once, so the button that had the focus is gone when the title would take it.
        if (onSignedOut) flushSync(onSignedOut);
        navigate('/', { replace: true, state: TITLE_FOCUS });
      },
      () => {
        setPending(false);
        toast({ title: 'Logout Failed', description: 'Please try again.', variant: 'destructive' });
      },
    );
  };
  return { logout, pending };
}
