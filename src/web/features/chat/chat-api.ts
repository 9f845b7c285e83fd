import type { ChatMessage } from '../../../contract/chat/messages';
import { apiRequest } from '../../lib/api';

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
export async function openRoom(sessionId: string | null, contactInfo: ChatContact): Promise<OpenedRoom> {
  return (await apiRequest('POST', '/api/chat/room', { sessionId, contactInfo })) as OpenedRoom;
}

export async function fetchMessages(sessionId: string, after = 0): Promise<ChatMessage[]> {
  const query = after > 0 ? `?after=${after}` : '';
  return (await apiRequest('GET', `/api/chat/room/${encodeURIComponent(sessionId)}/messages${query}`)) as ChatMessage[];
}

export async function postMessage(sessionId: string, senderName: string | undefined, message: string): Promise<ChatMessage> {
  return (await apiRequest('POST', '/api/chat/message', { sessionId, senderType: 'user', senderName, message })) as ChatMessage;
}

export async function fetchStaffOnline(): Promise<boolean> {
  const status = (await apiRequest('GET', '/api/chat/status')) as { staffOnline: boolean };
  return status.staffOnline;
}
