import { apiRequest } from '../../../lib/api';

/** Tells the server the open chat panel shows the room's replies: a client is not emailed about them. */
export function markRead(sessionId: string): Promise<void> {
  return apiRequest<void>('POST', `/api/chat/room/${encodeURIComponent(sessionId)}/read`);
}
