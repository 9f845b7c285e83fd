import type { ChatMessage } from '../../../../contract/chat/messages';
import { apiRequest } from '../../../lib/api';

/** The visitor's room messages after `after` (all of them from 0): the catch-up after a reconnection. */
export function getMessages(sessionId: string, after = 0): Promise<ChatMessage[]> {
  const query = after > 0 ? `?after=${after}` : '';
  return apiRequest<ChatMessage[]>('GET', `/api/chat/room/${encodeURIComponent(sessionId)}/messages${query}`);
}
