import { apiRequest } from '../../../lib/api';

export interface ChatContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** What a page may already know about the visitor (a signed-in client): prefills the contact step. */
export type ChatContactPrefill = { [K in keyof ChatContact]?: string | null };

export interface OpenedRoom {
  id: number;
  sessionId: string;
  staffOnline: boolean;
}

/** Opens a room, or resumes the one of `sessionId`; the server issues the id the widget keeps. */
export function openRoom(sessionId: string | null, contactInfo: ChatContact): Promise<OpenedRoom> {
  return apiRequest<OpenedRoom>('POST', '/api/chat/room', { body: { sessionId, contactInfo } });
}
