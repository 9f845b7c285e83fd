import { apiRequest } from '../../../lib/api';
import type { OpenedRoom } from './open-room';

/** Uses up the one-time link of a 'reply is waiting' email: the room it opens (404 when used before or expired). */
export function openChatLink(token: string): Promise<OpenedRoom> {
  return apiRequest<OpenedRoom>('POST', '/api/chat/link', { body: { token } });
}
