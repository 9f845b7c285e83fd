import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatKeys } from '../api/chat-keys';
import { useUnreadChatCount } from '../api/get-unread-count';
import { ChatSocket } from '../chat-socket';
import { playChime, showChatNotification } from './alert';
import { readChatAlerts } from './alert-setting';
import { reportVisibility, staffJoin, staffRetryAfter } from './staff-presence';

/** The page title with the number of chats waiting: "(2) Admin Dashboard". */
export const titleWithUnread = (title: string, unread: number) => (unread > 0 ? `(${unread}) ${title}` : title);

/**
 * The admin panel's own staff socket, on every tab: it keeps the member counted as online while the
 * panel's page is shown, keeps the unread chats' count fresh, and, when the member turned alerts on
 * in their profile, chimes and notifies (without the message) of each visitor message they are not
 * already looking at (`watching`: the Live Chat tab is shown). Returns the unread chats' count.
 */
export function useStaffChatAlerts(memberId: number, watching: boolean, openChat: () => void): number {
  const queryClient = useQueryClient();
  const unread = useUnreadChatCount();
  const latest = useRef({ watching, openChat });
  latest.current = { watching, openChat };

  useEffect(() => {
    const recount = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount });
    const live = new ChatSocket({
      join: staffJoin,
      retryAfter: staffRetryAfter(queryClient),
      onStatus: () => {},
      onEvent: (event) => {
        switch (event.type) {
          case 'joined':
          case 'room_updated':
          case 'room_deleted':
            recount();
            break;
          case 'new_message':
            if (event.message.senderType !== 'user') break;
            recount();
            if (!readChatAlerts(memberId)) break;
            if (latest.current.watching && document.visibilityState === 'visible') break;
            playChime();
            showChatNotification(() => latest.current.openChat());
            break;
          default:
            break;
        }
      },
    });
    const stopReporting = reportVisibility(live);
    return () => {
      stopReporting();
      live.close();
    };
  }, [queryClient, memberId]);

  return unread;
}
