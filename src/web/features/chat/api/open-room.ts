import { apiRequest } from '../../../lib/api';

export interface ChatContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OpenedRoom {
  id: number;
  sessionId: string;
  staffOnline: boolean;
}

/**
 * Opens a room, or resumes the one of `sessionId`; the server issues the id the widget keeps. A signed-in
 * client sends no contact details: the server names their room from their session.
 */
export function openRoom(sessionId: string | null, contactInfo?: ChatContact): Promise<OpenedRoom> {
  return apiRequest<OpenedRoom>('POST', '/api/chat/room', { body: { sessionId, contactInfo } });
}
