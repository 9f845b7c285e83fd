import { apiRequest } from '../../../lib/api';
import type { OpenedRoom } from './open-room';

/** The signed-in client's own room, found by the server from their session; null when they have none. */
export async function getClientChat(): Promise<OpenedRoom | null> {
  return (await apiRequest<{ room: OpenedRoom | null }>('GET', '/api/client/chat')).room;
}
