import type { ChatContact, ChatRoomOpened } from '../../../../contract/chat/chat';
import { chatEndpoints as endpoints } from '../../../../contract/chat/endpoints';
import { callApi } from '../../../lib/call-api';

/**
 * Opens a room, or resumes the one of `sessionId`; the server issues the id the widget keeps. A signed-in
 * client sends no contact details: the server names their room from their session.
 */
export async function openRoom(sessionId: string | null, contactInfo?: ChatContact): Promise<ChatRoomOpened> {
  return (await callApi(endpoints.openRoom, { body: { sessionId, contactInfo } })).body;
}
