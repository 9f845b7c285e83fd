import { apiRequest } from '../../../lib/api';
import type { OpenedRoom } from './open-room';

/** The signed-in client's own room, found by the server from their session (null when they have none). */
export function getClientChat(): Promise<{ room: OpenedRoom | null }> {
  return apiRequest('GET', '/api/client/chat');
}
