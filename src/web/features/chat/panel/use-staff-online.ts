import { useEffect, useState } from 'react';
import { CHAT_PRESENCE_POLL_MS } from '../../../../contract/chat/messages';
import { getStaffOnline } from '../api/get-staff-online';

/** Whether anyone from the team is online: unknown (null) until the server says. */
export function useStaffOnline() {
  return useState<boolean | null>(null);
}

/**
 * Asks the server whether staff are online, once and, while `poll` holds, now and then: without a
 * conversation (so without a socket) the open chat's notice follows presence both ways. In a
 * conversation the socket says so at once.
 */
export function usePresencePoll(poll: boolean, onStaffOnline: (online: boolean) => void) {
  useEffect(() => {
    const ask = () =>
      getStaffOnline()
        .then(onStaffOnline)
        .catch((error: unknown) => console.warn('chat status', error));
    void ask();
    if (!poll) return;
    const timer = window.setInterval(ask, CHAT_PRESENCE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [poll, onStaffOnline]);
}
